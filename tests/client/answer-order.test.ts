import { describe, expect, it } from 'vitest';
import { answerGate } from '../../src/client/answer-order';

// The seeds panel's race of issue 44, step by step: a reload asked before a save answers after it.
const later = () => {
  let open!: () => void;
  const done = new Promise<void>((r) => {
    open = r;
  });
  return { done, open };
};

describe('answerGate: an answer never replaces a newer one', () => {
  it('a read asked before a write is stale when it lands after the write began', async () => {
    const gate = answerGate();
    const fresh = gate.read();
    await gate.write(async () => 'saved');
    expect(fresh()).toBe(false);
  });

  it('a read asked while a write runs is stale, even once the write ended', async () => {
    const gate = answerGate();
    const put = later();
    const writing = gate.write(() => put.done);
    const fresh = gate.read();
    expect(fresh()).toBe(false);
    put.open();
    await writing;
    expect(fresh()).toBe(false);
  });

  it('of two reads only the newer answer is used; a read after the write is', async () => {
    const gate = answerGate();
    const first = gate.read();
    const second = gate.read();
    expect([first(), second()]).toEqual([false, true]);
    await gate.write(async () => undefined);
    const after = gate.read();
    expect(after()).toBe(true);
  });

  it('a failed write still ends: the next read is used', async () => {
    const gate = answerGate();
    await expect(gate.write(async () => Promise.reject(new Error('409')))).rejects.toThrow('409');
    expect(gate.read()()).toBe(true);
  });
});
