import http from 'node:http';
import net from 'node:net';
import { expect, test } from '@playwright/test';

// Issue 7, findings 7, 11, 13 and 14 against the production server as `npm start` runs it:
// odd requests to the site answer 4xx, bodies stop at the cap, a dribbling client is cut off.

const port = () => Number(process.env.E2E_PORT ?? 3210);

/** Sends raw bytes and resolves with the status line the server answered (or '' if it just closed). */
function raw(request: string, dribbleEveryMs = 0): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port(), '127.0.0.1');
    let got = '';
    socket.setEncoding('utf8');
    socket.on('data', (d) => (got += d));
    socket.on('error', () => undefined);
    socket.write(request);
    const timer = dribbleEveryMs ? setInterval(() => socket.writable && socket.write('a'), dribbleEveryMs) : undefined;
    socket.on('close', () => {
      clearInterval(timer);
      resolve(got.split('\r\n')[0] ?? '');
    });
  });
}

/** A chunked POST that would be `total` bytes; stops writing once answered. */
function chunkedPost(path: string, total: number): Promise<{ status: number; written: number }> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = http.request(
      { host: '127.0.0.1', port: port(), path, method: 'POST', headers: { host: `localhost:${port()}` } },
      (res) => {
        answered = true;
        res.resume();
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, written });
          req.destroy();
        });
      },
    );
    req.on('error', (e) => !answered && reject(e));
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const pump = () => {
      while (!answered && written < total) {
        written += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

test('a site body over 1 MB answers 413, not 500, and a chunked one stops being read at the cap', async ({
  request,
}) => {
  const res = await request.post('/', {
    data: 'a'.repeat(1024 * 1024 + 10),
    headers: { 'content-type': 'text/plain' },
  });
  expect(res.status()).toBe(413);
  const chunked = await chunkedPost('/RSC/F/x.txt', 1024 * 1024 * 1024);
  expect(chunked.status).toBe(413);
  expect(chunked.written).toBeLessThan(64 * 1024 * 1024);
});

test('two Host headers answer 400', async () => {
  const line = await raw(
    `GET / HTTP/1.1\r\nHost: localhost:${port()}\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
  );
  expect(line).toMatch(/^HTTP\/1\.1 400/);
});

test('a server-function call with a body that is not JSON answers 4xx', async ({ request }) => {
  const res = await request.post('/RSC/F/x.txt', { data: 'not json{', headers: { 'content-type': 'text/plain' } });
  expect(res.status()).toBeGreaterThanOrEqual(400);
  expect(res.status()).toBeLessThan(500);
});

test('/_api/ answers on an IP host only', async ({ request }) => {
  const onIp = await request.get(`http://127.0.0.1:${port()}/_api/geo_ip`);
  expect((await onIp.json()).data.region).toBeTruthy();
  const onName = await request.get(`http://localhost:${port()}/_api/geo_ip`);
  expect(onName.headers()['content-type']).not.toMatch(/json/);
});

test('a client dribbling its headers is cut off by the server', async () => {
  test.setTimeout(60_000);
  // HTTP_HEADERS_TIMEOUT_MS defaults to 10 s; Node's own default would keep it a minute or more.
  const line = await raw(`GET / HTTP/1.1\r\nHost: localhost:${port()}\r\nX-Slow: `, 200);
  expect(line === '' || line.startsWith('HTTP/1.1 408')).toBe(true);
});
