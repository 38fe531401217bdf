// The log redaction check of issue 23: after a run, every line the server wrote (at debug, to
// test-results/, see playwright.config.ts) is read back, and any value holding an e-mail, a phone
// number, a password the tests typed, a password hash, a Bearer token or a long token-like run
// fails the run, naming the line. The run's lines must include requests of both the site and the
// API, so a log that stayed empty (or went elsewhere) cannot pass.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PASSWORD } from './accounts';

export const SERVER_LOG = path.resolve(process.env.E2E_SERVER_LOG ?? 'test-results/server-log.jsonl');

/** Every password a spec types: PASSWORD and the literals assigned to password-named names. */
function testPasswords(): string[] {
  const out = new Set([PASSWORD]);
  const dir = path.dirname(new URL(import.meta.url).pathname);
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
    const text = readFileSync(path.join(dir, f), 'utf8');
    for (const m of text.matchAll(/[A-Za-z_]*(?:PASSWORD|[Pp]assword)[A-Za-z_]*\s*[=:]\s*'([^']{6,})'/g))
      out.add(m[1]!);
    for (const m of text.matchAll(/getByLabel\('(?:New )?[Pp]assword'\)\.fill\('([^']{6,})'\)/g)) out.add(m[1]!);
  }
  return [...out];
}

// Ids the server makes itself: UUIDs (deposits, withdrawals, requests) are not secrets.
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const SHAPES: [string, RegExp][] = [
  ['an e-mail', /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/],
  ['a phone number', /\+\d[\d ()-]{7,}\d/],
  ['a password hash', /\$(?:scrypt|argon2(?:id|i|d)?|2[aby]?)\$/],
  ['a Bearer token', /Bearer\s+\S/i],
  ['a token-like run', /[A-Za-z0-9_-]{32,}|[0-9a-f]{32,}/i],
];
// Fields the logger sets itself.
const OWN_FIELDS = new Set(['reqId', 'time']);

/** The problem with one value, or null. */
function problemOf(value: string, passwords: string[]): string | null {
  const text = value.replace(UUID, '<uuid>');
  for (const p of passwords) if (text.includes(p)) return 'a password used by the tests';
  for (const [what, re] of SHAPES) if (re.test(text)) return what;
  return null;
}

function* strings(v: unknown, key = ''): Generator<[string, string]> {
  if (typeof v === 'string') yield [key, v];
  else if (typeof v === 'number' && key) yield [key, String(v)];
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) if (!OWN_FIELDS.has(k)) yield* strings(x, key ? `${key}.${k}` : k);
}

/** The problems in a log's text, one per offending line (empty: clean). */
export function checkServerLog(text: string, passwords = testPasswords()): { problems: string[]; lines: unknown[] } {
  const problems: string[] = [];
  const lines: unknown[] = [];
  text.split('\n').forEach((raw, i) => {
    if (!raw.trim()) return;
    let line: unknown;
    try {
      line = JSON.parse(raw);
    } catch {
      problems.push(`line ${i + 1} is not JSON: ${raw.slice(0, 300)}`);
      return;
    }
    lines.push(line);
    for (const [key, value] of strings(line)) {
      const problem = problemOf(value, passwords);
      if (problem) {
        problems.push(`line ${i + 1}: ${key} holds ${problem}: ${raw.slice(0, 500)}`);
        break;
      }
    }
  });
  return { problems, lines };
}

export default async function logRedactionTeardown(): Promise<void> {
  // The server flushes its buffered lines every second (src/server/log.server.ts).
  await new Promise((r) => setTimeout(r, 1500));
  let text: string;
  try {
    text = readFileSync(SERVER_LOG, 'utf8');
  } catch {
    throw new Error(`log redaction check: no server log at ${SERVER_LOG}`);
  }
  const { problems, lines } = checkServerLog(text);
  const requests = (part: string) =>
    lines.filter(
      (l) => (l as { part?: string; msg?: string }).part === part && /request$/.test((l as { msg: string }).msg),
    ).length;
  if (requests('http') === 0 || requests('site') === 0) {
    problems.push(
      `the server log has ${requests('site')} site and ${requests('http')} API request lines: nothing was checked`,
    );
  }
  if (problems.length) {
    throw new Error(
      `log redaction check failed (${SERVER_LOG}):\n${problems.slice(0, 20).join('\n')}${problems.length > 20 ? `\n… ${problems.length - 20} more` : ''}`,
    );
  }
  console.log(`log redaction check: ${lines.length} server log lines, none with personal data or secrets`);
}
