import type { AddressInfo } from 'node:net';
import http from 'node:http';
import net from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/errors';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { applyServerLimits, serverOptions, type ServerLimits } from '../../src/server/http/server-limits.server';
import { newApiApp } from '../../src/server/api/app';
import { captureLog, log } from '../../src/server/log.server';
import { configDir, freshDb, testApi } from './helpers';

// Issue 7, findings 7 and 13, over a real Node HTTP server: a body stops being read at
// the cap, and a client that dribbles its request is cut off.

let db: Db;
let drop: () => Promise<void>;
let server: ServerType;
let port: number;
const LIMITS: ServerLimits = {
  headersTimeoutMs: 400,
  requestTimeoutMs: 800,
  keepAliveTimeoutMs: 300,
  maxConnections: 50,
};

beforeAll(async () => {
  ({ db, drop } = await freshDb());
  const app = testApi(db, new ConfigStore(configDir()));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', serverOptions: serverOptions(LIMITS) }, () =>
      resolve(),
    );
  });
  applyServerLimits(server as http.Server, LIMITS);
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await drop();
});

/**
 * Streams a body of up to `total` bytes (chunked unless contentLength is given) and stops
 * writing as soon as an answer arrives; resolves with the answer and how much was written.
 */
function upload(
  path: string,
  total: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; written: number }> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { host: 'api.casino.test', 'content-type': 'application/json', ...headers },
      },
      (res) => {
        answered = true;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body, written });
          req.destroy();
        });
      },
    );
    req.on('error', (e) => {
      if (!answered) reject(e);
    });
    const chunk = Buffer.alloc(16 * 1024, 0x61);
    const pump = () => {
      while (!answered && written < total) {
        written += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    req.write('{"host":"');
    pump();
  });
}

describe('request bodies stop being read at the cap (finding 7)', () => {
  it('a chunked body that would be 1 GB gets 413 in the spec shape after about the cap, not after the whole upload', async () => {
    const res = await upload('/middleware/ip', 1024 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(apiErrorSchema.parse(JSON.parse(res.body)).message).toMatch(/too large/i);
    // Socket buffers on both sides hold a few MB at most; reading it all would be 1 GB.
    expect(res.written).toBeLessThan(32 * 1024 * 1024);
  });

  it('a declared 100 MB body with an Idempotency-Key is refused unread (413)', async () => {
    const res = await upload('/middleware/ip', 100 * 1024 * 1024, {
      'content-length': String(100 * 1024 * 1024),
      'idempotency-key': 'key-for-a-huge-body-1',
    });
    expect(res.status).toBe(413);
    apiErrorSchema.parse(JSON.parse(res.body));
    expect(res.written).toBeLessThan(32 * 1024 * 1024);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotency_keys');
    expect(rows[0]!.n).toBe(0);
  });

  it('a chunked body under the cap still works', async () => {
    const res = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/middleware/ip',
          method: 'POST',
          headers: { host: 'api.casino.test', 'content-type': 'application/json' },
        },
        (r) => {
          r.resume();
          resolve(r.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write('{"host":"casino.test",');
      req.end('"userAgent":"UA/1"}');
    });
    expect(res).toBe(200);
  });
});

/** Opens a raw socket, sends `first`, then one byte every `everyMs`; resolves when the server closes it. */
function dribble(first: string, everyMs: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let got = '';
    socket.setEncoding('utf8');
    socket.on('data', (d) => (got += d));
    socket.write(first);
    const timer = setInterval(() => socket.writable && socket.write('a'), everyMs);
    const done = () => {
      clearInterval(timer);
      resolve(got);
    };
    socket.on('close', done);
    socket.on('error', () => undefined);
  });
}

describe('slow clients are cut off (finding 13)', () => {
  it('a client dribbling its headers one byte at a time is closed by the server', async () => {
    // Without a headers timeout checked often, Node would keep this socket for minutes.
    const answer = await dribble('GET /geo_ip HTTP/1.1\r\nHost: api.casino.test\r\nX-Slow: ', 50);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('a client dribbling its body is closed by the server', async () => {
    const answer = await dribble(
      'POST /middleware/ip HTTP/1.1\r\nHost: api.casino.test\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"host":"',
      50,
    );
    expect(answer === '' || /^HTTP\/1\.1 (408|413)/.test(answer)).toBe(true);
  });

  it('the limits are on the server', () => {
    const s = server as http.Server;
    expect(s.headersTimeout).toBe(LIMITS.headersTimeoutMs);
    expect(s.requestTimeout).toBe(LIMITS.requestTimeoutMs);
    expect(s.keepAliveTimeout).toBe(LIMITS.keepAliveTimeoutMs);
    expect(s.maxConnections).toBe(LIMITS.maxConnections);
  });
});

/**
 * Sends `head` and the first part of a body on a raw socket, then closes it: the client went away
 * mid-body. Resolves once the server has written the call's log line (or after two seconds).
 */
async function abortedCall(head: string, part: string, lines: string[]): Promise<void> {
  const before = lines.length;
  await new Promise<void>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head + part, () => {
        // Let the server start reading the body, then vanish.
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 30);
      });
    });
    socket.on('error', () => undefined);
  });
  const start = Date.now();
  while (Date.now() - start < 2000 && !lines.slice(before).some((l) => l.includes('"msg":"request"'))) {
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('a client that aborts its body (issue 38)', () => {
  /** The log lines written while fn runs, with request lines (level info) included. */
  async function logged(fn: (lines: string[]) => Promise<void>): Promise<Record<string, unknown>[]> {
    const lines: string[] = [];
    const level = log.level;
    log.level = 'info';
    const release = captureLog((l) => lines.push(l));
    try {
      await fn(lines);
    } finally {
      release();
      log.level = level;
    }
    return lines.flatMap((l) => l.split('\n').filter(Boolean)).map((l) => JSON.parse(l) as Record<string, unknown>);
  }
  const head = (path: string, framing: string, extra = '') =>
    `POST ${path} HTTP/1.1\r\nHost: api.casino.test\r\nContent-Type: application/json\r\n${extra}${framing}\r\n\r\n`;

  for (const [name, framing, part] of [
    ['Content-Length 1000, closed after 10 bytes', 'Content-Length: 1000', '{"host":"c'],
    ['a chunked body cut off', 'Transfer-Encoding: chunked', 'a\r\n{"host":"c\r\n'],
  ] as const) {
    for (const [what, extra] of [
      ['', ''],
      [' with an Idempotency-Key', 'Idempotency-Key: aborted-body-key-1\r\n'],
    ] as const) {
      it(`${name}${what}: the log line says 400, and nothing is logged as an error`, async () => {
        const lines = await logged((l) => abortedCall(head('/middleware/ip', framing, extra), part, l));
        const request = lines.filter((l) => l.msg === 'request');
        expect(request.map((l) => [l.route, l.status, l.level])).toEqual([['/middleware/ip', 400, 'info']]);
        expect(lines.filter((l) => l.level === 'error' || l.level === 'fatal')).toEqual([]);
        expect(lines.map((l) => JSON.stringify(l)).join('\n')).not.toMatch(/stack| {4}at /);
      });
    }
  }

  it('a body sent whole but slowly is read as usual (200), and a server fault after a whole body is still a 500', async () => {
    const slow = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        const body = '{"host":"casino.test","userAgent":"UA/1"}';
        socket.write(
          head('/middleware/ip', `Content-Length: ${body.length}`, 'Connection: close\r\n') + body.slice(0, 10),
        );
        setTimeout(() => socket.write(body.slice(10)), 100);
      });
      let got = '';
      socket.setEncoding('utf8');
      socket.on('data', (d) => (got += d));
      socket.on('close', () => resolve(got));
    });
    expect(slow).toMatch(/^HTTP\/1\.1 200/);

    // The same error handler on a route that fails after reading the whole body.
    const app = newApiApp().post('/boom', async (c) => {
      await c.req.text();
      throw new Error('a fault of ours');
    });
    const boom = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((r) => boom.once('listening', () => r()));
    try {
      const lines = await logged(async () => {
        const res = await fetch(`http://127.0.0.1:${(boom.address() as AddressInfo).port}/boom`, {
          method: 'POST',
          body: '{"whole":true}',
        });
        expect(res.status).toBe(500);
      });
      expect(lines.filter((l) => l.level === 'error').map((l) => l.msg)).toEqual(['unexpected error']);
    } finally {
      await new Promise((r) => boom.close(r));
    }
  });
});
