import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { clientMessages, translator } from '../../src/i18n';
import { ConfigStore } from '../../src/server/config/store.server';
import { loadTextOverrides, parseTextOverrides } from '../../src/server/config/texts';
import { captureLog } from '../../src/server/log.server';

const dir = () => mkdtempSync(path.join(tmpdir(), 'casino-texts-'));

describe('operator text overrides', () => {
  it('takes known keys, and drops unknown keys and placeholders the site never fills', () => {
    const { texts, problems } = parseTextOverrides(
      JSON.stringify({
        'shell.deposit': 'Top up',
        'payin.otherAmount': 'Any amount in {{currency}}',
        'shell.nope': 'x',
        shell: 'a whole group',
        'payin.title': 'Pay {{amount}}',
      }),
    );
    expect(texts).toEqual({ 'shell.deposit': 'Top up', 'payin.otherAmount': 'Any amount in {{currency}}' });
    expect(problems).toEqual([
      'shell.nope: no such text',
      'shell: no such text',
      'payin.title: unknown placeholder {{amount}}',
    ]);
  });

  it('changes the wording of one language only, on the server and in client messages', () => {
    const overrides = { en: { 'shell.deposit': 'Top up' } };
    expect(translator('en', overrides)('shell.deposit')).toBe('Top up');
    expect(translator('en')('shell.deposit')).toBe('Deposit');
    expect(translator('ru', overrides)('shell.deposit')).toBe(translator('ru')('shell.deposit'));
    const messages = clientMessages('en', ['shell'], overrides) as { shell: Record<string, string> };
    expect(messages.shell.deposit).toBe('Top up');
    expect(messages.shell.balance).toBe('Balance');
  });

  it('logs a broken file as "Failed locale loading" and keeps that language’s last good texts, not the others’', () => {
    const d = dir();
    writeFileSync(path.join(d, 'texts.en.json'), JSON.stringify({ 'shell.deposit': 'Top up' }));
    writeFileSync(path.join(d, 'texts.ru.json'), JSON.stringify({ 'shell.deposit': 'Пополнить' }));
    const first = loadTextOverrides(d);
    expect(first.en?.['shell.deposit']).toBe('Top up');

    const lines: string[] = [];
    const release = captureLog((l) => lines.push(l));
    writeFileSync(path.join(d, 'texts.en.json'), '{ "shell.deposit": ');
    writeFileSync(path.join(d, 'texts.ru.json'), JSON.stringify({ 'shell.deposit': 'Внести' }));
    const second = loadTextOverrides(d, first);
    release();
    expect(lines.map((l) => JSON.parse(l))).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: 'Failed locale loading',
        file: 'texts.en.json',
        err: expect.stringMatching(/not valid JSON/),
      }),
    );
    expect(second.en?.['shell.deposit']).toBe('Top up');
    expect(second.ru?.['shell.deposit']).toBe('Внести');
    // At start-up there is nothing to keep: the built-in texts serve.
    expect(loadTextOverrides(d).en).toBeUndefined();
  });

  it('reload picks up a new file, so operators change texts without a restart', () => {
    const d = dir();
    const store = new ConfigStore(d);
    expect(store.current.texts).toEqual({});
    writeFileSync(path.join(d, 'texts.br.json'), JSON.stringify({ 'shell.deposit': 'Recarregar' }));
    vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(store.reload()).toBe(true);
    expect(translator('br', store.current.texts)('shell.deposit')).toBe('Recarregar');
  });
});
