// Real API server processes for multi-process tests (scripts/serve-api.ts over one database): start
// one, call it over HTTP, read one of its event streams as a browser's EventSource would.
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface Proc {
  child: ChildProcess;
  port: number;
  log: string[];
  exited: Promise<void>;
  /** The environment it was started with (a restart takes the same, on the same port). */
  env: Record<string, string>;
}

/**
 * Ports from `base` up, one per server; give each test file its own base. `env` may depend on the
 * server's port (a URL of its own); `at` starts one on a given port (a restart after a kill).
 */
export function serverStarter(base: number, configDir: string, defaults: Record<string, string> = {}) {
  let portSeq = base + (process.pid % 500) * 4;
  return (env: Record<string, string> | ((port: number) => Record<string, string>), at?: number): Promise<Proc> => {
    const port = at ?? portSeq++;
    const own = typeof env === 'function' ? env(port) : env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-api.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        OPERATOR_CONFIG: configDir,
        DEMO_DATA: '0',
        // The test servers' crash chains seed themselves (decision 066); a test of the seeding event sets public.
        CRASH_SEEDING: 'local',
        NODE_ENV: 'test',
        // Tests wait for info lines ("listening on", engine leadership, shutdown steps).
        LOG_LEVEL: 'info',
        ...defaults,
        ...own,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log: string[] = [];
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    return new Promise((resolve, reject) => {
      const onData = (b: Buffer) => {
        log.push(b.toString());
        if (b.toString().includes(`listening on ${port}`)) resolve({ child, port, log, exited, env: own });
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', (b: Buffer) => log.push(b.toString()));
      child.once('exit', (code) => reject(new Error(`server exited (${code}): ${log.join('')}`)));
      setTimeout(() => reject(new Error(`server did not start: ${log.join('')}`)), 60_000).unref();
    });
  };
}

export type Req = { method?: string; path: string; token?: string; body?: unknown; key?: string };
export function call(p: Proc, r: Req): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const data = r.body === undefined ? undefined : JSON.stringify(r.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port: p.port,
        method: r.method ?? 'GET',
        path: r.path,
        headers: {
          host: `api.localhost:${p.port}`,
          ...(r.token ? { authorization: `Bearer ${r.token}` } : {}),
          ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}),
          ...(r.key ? { 'idempotency-key': r.key } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

export type SseEvent = { event: string; data: Record<string, unknown> };
/** Feeds SSE text to `events`, one parsed event per message (chunks may split messages). */
export function sseParser(events: SseEvent[]) {
  let buf = '';
  return (chunk: string) => {
    buf += chunk;
    let i = buf.indexOf('\n\n');
    while (i !== -1) {
      const block = buf.slice(0, i);
      buf = buf.slice(i + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) });
      i = buf.indexOf('\n\n');
    }
  };
}

/** A browser's EventSource, as far as a test needs: the events as they come. */
export function stream(p: Proc, streamPath: string) {
  const events: SseEvent[] = [];
  const req = http.get({
    host: '127.0.0.1',
    port: p.port,
    path: streamPath,
    headers: { host: `api.localhost:${p.port}`, accept: 'text/event-stream' },
  });
  req.on('response', (res) => {
    res.setEncoding('utf8');
    res.on('data', sseParser(events));
  });
  req.on('error', () => {});
  return { events, close: () => req.destroy() };
}

export async function until<T>(
  what: string,
  fn: () => Promise<T | undefined | false> | T | undefined | false,
  ms = 30_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
