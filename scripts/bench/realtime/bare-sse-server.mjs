// The baseline of bench:realtime: a bare node:http server that holds SSE responses and res.write()s
// one string to all of them, nothing else (no framework, no middleware, no slow-client check). Its
// parent gives it the product's events as recorded in the same run (their bytes and their times) and
// it plays them back at the same rate, each with a fresh `server_time` (same number of digits, so
// the same size). Run: PORT=… node scripts/bench/realtime/bare-sse-server.mjs (with an IPC channel).
//   {op:'replay', events:[{at, chunk}]}  → {op:'replayed', sent, clients}   (at: ms from the start)
//   {op:'first', chunk}                  → {op:'first'}   the chunk every new connection gets first
import http from 'node:http';

const HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
  'x-content-type-options': 'nosniff',
};
const clients = new Set();
let first = ': hello\n\n';
const fresh = (chunk) => chunk.replace(/"server_time":\d+/g, () => `"server_time":${Date.now()}`);

const server = http.createServer((req, res) => {
  if (!req.url.startsWith('/events')) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, HEADERS);
  res.socket?.setNoDelay(true);
  res.write(fresh(first));
  clients.add(res);
  res.on('close', () => clients.delete(res));
});
server.keepAliveTimeout = 5000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.send?.({ op: 'listening', port: server.address().port });
});

function replay(events) {
  return new Promise((resolve) => {
    const start = performance.now();
    let i = 0;
    const tick = () => {
      while (i < events.length && performance.now() - start >= events[i].at) {
        const chunk = fresh(events[i].chunk);
        for (const res of clients) res.write(chunk);
        i++;
      }
      if (i >= events.length) {
        resolve(i);
        return;
      }
      setTimeout(tick, Math.max(0, events[i].at - (performance.now() - start)));
    };
    tick();
  });
}

process.on('message', async (msg) => {
  if (msg.op === 'first') {
    first = msg.chunk;
    process.send({ op: 'first', id: msg.id });
  } else if (msg.op === 'replay') {
    const sent = await replay(msg.events);
    process.send({ op: 'replayed', sent, clients: clients.size, id: msg.id });
  }
});
process.on('disconnect', () => process.exit(0));
