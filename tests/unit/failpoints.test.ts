// Every named failure point (src/server/ops/failpoints.server.ts) has a test that arms it (issue 38):
// a step boundary nobody stops the flow at is a boundary nobody proved the sweeper finishes. The
// name must appear in a test file under tests/ that arms failpoints (armFailpoint, or
// CASINO_FAILPOINTS for a spawned process); a mention anywhere else proves nothing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAILPOINTS } from '../../src/server/ops/failpoints.server';

const TESTS = path.resolve(import.meta.dirname, '..');
const SELF = path.resolve(import.meta.filename);

function testFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...testFiles(file));
    else if (/\.(ts|tsx|mts|mjs|js)$/.test(e.name) && file !== SELF) out.push(file);
  }
  return out;
}

/** The files that arm failpoints, with their text. */
const arming = testFiles(TESTS)
  .map((file) => ({ file: path.relative(TESTS, file), text: readFileSync(file, 'utf8') }))
  .filter((f) => /armFailpoint\(|CASINO_FAILPOINTS/.test(f.text));

/** `name` as a whole point name (not the prefix of a longer one). */
const mentions = (text: string, name: string) =>
  new RegExp(`(?<![\\w.-])${name.replace(/[.]/g, '\\.')}(?![\\w.-])`).test(text);

describe('failpoints', () => {
  it('every point in FAILPOINTS is armed by some test under tests/', () => {
    const untested = Object.keys(FAILPOINTS).filter((name) => !arming.some((f) => mentions(f.text, name)));
    expect(untested, 'failpoints without a test that arms them (add one, or remove the point)').toEqual([]);
  });

  it('the check itself sees a point only where a test arms it', () => {
    const name = Object.keys(FAILPOINTS)[0]!;
    expect(mentions(`armFailpoint('${name}')`, name)).toBe(true);
    expect(mentions(`armFailpoint('${name}-later')`, name)).toBe(false);
    expect(mentions(`armFailpoint('x.${name}')`, name)).toBe(false);
    // This file names no point: it cannot vouch for any.
    expect(arming.map((f) => f.file)).not.toContain(path.relative(TESTS, SELF));
  });
});
