// The server's one logger (issue 23): pino, one JSON line per event on stdout, for a collector to
// read as it is (decision 046). Every line carries the request id of the call it happened in
// (AsyncLocalStorage, set by the API's request log) and goes through two guards against personal
// data: pino's redaction of known fields, and a scrub of anything shaped like an e-mail, phone
// number, token or password hash in the free text. Errors are logged as their class, SQLSTATE and
// frames only (describeError): a database error's message may quote a row.
import { AsyncLocalStorage } from 'node:async_hooks';
import { writeSync } from 'node:fs';
import pino, { type Logger } from 'pino';
import { WARN_SINK } from '../contract/warn';
import { describeError } from './http/safe-error';

/** What a request carries into every line logged while it runs. */
export interface LogContext {
  reqId: string;
}

export const logContext = new AsyncLocalStorage<LogContext>();

/**
 * Field names whose values never reach a line, wherever they sit (pino's redact paths, one and
 * two levels deep): credentials, contact details, documents, hashes.
 */
export const REDACTED_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'password_hash',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'code',
  'recoveryCode',
  'challenge',
  'email',
  'phone',
  'login',
  'authorization',
  'cookie',
  'document',
  'hash',
  'ip',
] as const;

const redactPaths = REDACTED_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]);

// Shapes of personal data and secrets in free text (a message, an error): replaced, not dropped,
// so the line still reads. Hex and base64url runs of 32+ characters are tokens, hashes or keys.
const SCRUB: [RegExp, string][] = [
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  [/\$(?:scrypt|argon2(?:id|i|d)?|2[aby]?)\$[^\s"']+/g, '[hash]'],
  [/\b[A-Za-z0-9_-]{32,}\b/g, '[token]'],
  // International numbers as the site stores them (+7…), and bare runs of 11+ digits; not dates.
  [/\+\d[\d ()-]{7,}\d/g, '[phone]'],
  [/\b\d{11,15}\b/g, '[phone]'],
];

// The ids the server makes itself (requests, deposits, withdrawals) are UUIDs: kept.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Free text with e-mails, phone numbers, hashes and tokens replaced. */
export function scrub(text: string): string {
  let out = text;
  for (const [re, mark] of SCRUB) out = out.replace(re, (m) => (mark === '[token]' && UUID.test(m) ? m : mark));
  return out;
}

function scrubFields(fields: object): object {
  let out: Record<string, unknown> | null = null;
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v !== 'string') continue;
    const clean = scrub(v);
    if (clean === v) continue;
    out ??= { ...fields };
    out[k] = clean;
  }
  return out ?? fields;
}

function levelOf(): pino.LevelWithSilent {
  const env = process.env;
  const set = env.LOG_LEVEL;
  if (set === 'debug' || set === 'info' || set === 'warn' || set === 'error' || set === 'silent') return set;
  // Tests read their own assertions, not the server's chatter; development shows everything.
  if (env.NODE_ENV === 'test' || env.VITEST) return 'error';
  return env.NODE_ENV === 'production' ? 'info' : 'debug';
}

function destination(): pino.DestinationStream {
  // Development at a terminal: pino-pretty (a devDependency, so never in production).
  if (process.env.NODE_ENV === 'development' && process.stdout.isTTY && process.env.LOG_PRETTY !== '0') {
    try {
      return pino.transport({ target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss' } });
    } catch {
      // Not installed (a production install run in development mode): plain JSON.
    }
  }
  // pino's own writer (sonic-boom), asynchronous: the sink below hands it one batch every
  // FLUSH_MS or 16 KB, which it writes at once (or after the write in flight). Flushed at exit.
  return pino.destination({ dest: 1, sync: false });
}

// pino's isoTime formats a new Date on every line; under load many lines share a millisecond, so
// the formatted field is kept until the clock moves (bench:api: one line per request).
let timeMs = 0;
let timeField = '';
function isoTime(): string {
  const now = Date.now();
  if (now !== timeMs) {
    timeMs = now;
    timeField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return timeField;
}

const common = (): pino.LoggerOptions => ({
  level: levelOf(),
  base: { pid: process.pid },
  timestamp: isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

/**
 * The stream the logger writes to. Lines are gathered and handed to the destination every
 * FLUSH_MS (or every 16 KB): each hand-over is a write on libuv's thread pool and a wake-up of the
 * main thread when it ends, which per turn of the event loop (a few requests) cost an API call
 * ~25 µs of CPU over HTTP (a lone API server under load, LOG_LEVEL=info against warn); and sonic-boom
 * measures its whole pending buffer on every write. A line reaches stdout within FLUSH_MS; what
 * is pending at exit is written synchronously (flushLog). `to` is swappable by a test
 * (captureLog) after every module has made its child loggers; a capture gets each line at once.
 */
interface Sink {
  to: pino.DestinationStream;
  /** Lines not yet handed to `to`, and their length. */
  pending: string[];
  size: number;
  scheduled: boolean;
  /** Each line straight to `to` (a test's capture). */
  direct: boolean;
  write(line: string): void;
  /** Hands the pending lines to `to`. */
  drain(): void;
  flush(cb?: (err?: Error) => void): void;
}

const BATCH_CHARS = 16 * 1024;
// Long enough to gather a busy server's lines into a few writes a second, short enough that a
// person tailing the log sees each line as it happens.
const FLUSH_MS = 100;

function createLoggers(): { log: Logger; sink: Sink } {
  const drainSoon = () => {
    sink.scheduled = false;
    sink.drain();
  };
  const sink: Sink = {
    to: destination(),
    pending: [],
    size: 0,
    scheduled: false,
    direct: false,
    write(line) {
      if (this.direct) {
        this.to.write(line);
        return;
      }
      this.pending.push(line);
      this.size += line.length;
      if (this.size >= BATCH_CHARS) this.drain();
      else if (!this.scheduled) {
        this.scheduled = true;
        setTimeout(drainSoon, FLUSH_MS).unref();
      }
    },
    drain() {
      if (this.pending.length === 0) return;
      const text = this.pending.length === 1 ? this.pending[0]! : this.pending.join('');
      this.pending = [];
      this.size = 0;
      this.to.write(text);
    },
    flush(cb) {
      this.drain();
      const to = this.to as { flush?: (cb?: (err?: Error) => void) => void };
      if (to.flush) to.flush(cb);
      else cb?.();
    },
  };
  const log = pino(
    {
      ...common(),
      redact: { paths: redactPaths, censor: '[redacted]' },
      serializers: { err: (e: unknown) => scrub(describeError(e)) },
      mixin: () => {
        const ctx = logContext.getStore();
        return ctx ? { reqId: ctx.reqId } : {};
      },
      hooks: {
        // The message text and the top level's text fields (a provider's or a parser's complaint
        // may quote what it was sent) are scrubbed; known keys are covered by the redaction.
        logMethod(args, method) {
          for (let i = 0; i < args.length; i++) {
            const a = args[i];
            if (typeof a === 'string') args[i] = scrub(a);
            else if (i === 0 && a !== null && typeof a === 'object' && !(a instanceof Error)) args[0] = scrubFields(a);
          }
          return method.apply(this, args as Parameters<typeof method>);
        },
      },
    },
    sink,
  );
  return { log, sink };
}

// One logger per process, kept on globalThis: the site's and the API's module graphs are separate
// copies of this module, and two buffered writers on one descriptor would interleave.
const KEY = Symbol.for('casino.log');
const holder = globalThis as { [KEY]?: { log: Logger; sink: Sink } };
holder[KEY] ??= createLoggers();
const loggers = holder[KEY];
// Warnings from shared code (operator files parsed by the contract, missing texts) as log lines.
(globalThis as { [WARN_SINK]?: (part: string, message: string) => void })[WARN_SINK] ??= (part, message) =>
  loggers.log.warn({ part }, message);

/** The process's logger: `log.info({ betId }, 'bet placed')`; `log.error({ err }, 'what failed')`. */
export const log: Logger = loggers.log;

/** A logger for one part of the server: every line says which (`{ part: 'wallet' }`). */
export const logFor = (part: string): Logger => log.child({ part });

// JSON text of the few method and route values request lines repeat (routes are patterns from
// the code: a bounded set).
const quoted = new Map<string, string>();
const q = (v: string): string => {
  let out = quoted.get(v);
  if (out === undefined) {
    out = JSON.stringify(v);
    if (quoted.size < 2000) quoted.set(v, out);
  }
  return out;
};

/**
 * One request line (the API's request observer): the same line the request logger would write,
 * formatted here because its fields are a fixed set of values the server makes itself (no
 * redaction to run), and pino's general path took most of an API call's own cost (bench:api).
 */
export function logRequest(
  level: 'debug' | 'info' | 'error',
  line: { reqId: string; method: string; route: string; status: number; ms: number },
): void {
  if (!loggers.log.isLevelEnabled(level)) return;
  loggers.sink.write(
    `{"level":"${level}"${isoTime()},"pid":${process.pid},"part":"http","reqId":${JSON.stringify(line.reqId)},"method":${q(line.method)},"route":${q(line.route)},"status":${line.status},"ms":${line.ms},"msg":"request"}\n`,
  );
}

/**
 * Writes what is buffered, before the process exits: synchronously, as nothing asynchronous runs
 * after 'exit'. The destination's own buffer first, then the lines not yet handed to it.
 */
export function flushLog(): void {
  const sink = loggers.sink;
  const to = sink.to as { flushSync?: () => void; fd?: number };
  try {
    to.flushSync?.();
  } catch {
    // A transport (development) flushes itself; a write in flight finishes on its own.
  }
  if (sink.pending.length === 0) return;
  const text = sink.pending.join('');
  sink.pending = [];
  sink.size = 0;
  try {
    if (typeof to.fd === 'number' && to.fd >= 0) writeSync(to.fd, text);
    else sink.to.write(text);
  } catch {
    // stdout is gone: nothing more can be said.
  }
}

/**
 * Tests only: every line from now on goes to `write` (one JSON line per call) instead of stdout,
 * until the returned function puts stdout back. The level stays the process's (LOG_LEVEL).
 */
export function captureLog(write: (line: string) => void): () => void {
  const sink = loggers.sink;
  sink.drain();
  const before = sink.to;
  sink.to = { write } as pino.DestinationStream;
  sink.direct = true;
  return () => {
    sink.to = before;
    sink.direct = false;
  };
}

process.once('exit', flushLog);
