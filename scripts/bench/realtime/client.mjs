// One client process of bench:realtime: holds many SSE connections and measures, for every event
// every connection receives, the delay from the event's `server_time` (the server's epoch ms, same
// machine clock) to the moment the bytes arrive here. Kept light on purpose (the clients share the
// 2 cores with the server): raw node:http, no decoding to strings, only the `"server_time":` digits
// are read. Driven by its parent over IPC:
//   {op:'connect', host, port, path, hostHeader, count}  → {op:'connected', ok, failed, ms}
//   {op:'reset', from}   start of a measured window: count events whose server_time >= from
//   {op:'stop', to}      …and < to (events sent before `to` still count when they arrive later)
//   {op:'report'}                                        → {op:'report', hist, events, negatives, perConn…}
//   {op:'close'}                                         → {op:'closed'}
import http from 'node:http';

const NEEDLE = Buffer.from('"server_time":');
const EOM = Buffer.from('\n\n');
const MAX_MS = 60_000;

let hist = new Uint32Array(MAX_MS + 1);
let events = 0;
let negatives = 0;
/** Connections: { req, res, count, pending }. */
let conns = [];
let dropped = 0;
let from = Infinity;
let to = Infinity;

function readNumber(buf, at) {
  let n = 0;
  for (let i = at; i < buf.length; i++) {
    const c = buf[i];
    if (c < 48 || c > 57) break;
    n = n * 10 + (c - 48);
  }
  return n;
}

function onData(conn, chunk) {
  const now = Date.now();
  let buf = conn.pending ? Buffer.concat([conn.pending, chunk]) : chunk;
  // Only whole messages: an event split across two reads is read when its end arrives.
  const end = buf.lastIndexOf(EOM);
  if (end === -1) {
    conn.pending = buf;
    return;
  }
  conn.pending = end + 2 < buf.length ? buf.subarray(end + 2) : null;
  buf = buf.subarray(0, end + 2);
  let at = buf.indexOf(NEEDLE);
  while (at !== -1) {
    const t = readNumber(buf, at + NEEDLE.length);
    at = buf.indexOf(NEEDLE, at + NEEDLE.length);
    if (t < from || t >= to) continue;
    const d = now - t;
    if (d < 0) negatives++;
    hist[d < 0 ? 0 : d > MAX_MS ? MAX_MS : d]++;
    events++;
    conn.count++;
  }
}

function open({ host, port, path, hostHeader }) {
  return new Promise((resolve) => {
    const conn = { req: null, res: null, count: 0, pending: null, open: false };
    const req = http.get(
      { host, port, path, agent: false, headers: { host: hostHeader, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          resolve(null);
          return;
        }
        conn.res = res;
        conn.open = true;
        res.on('data', (c) => onData(conn, c));
        res.on('close', () => {
          if (conn.open) dropped++;
          conn.open = false;
        });
        res.on('error', () => {});
        resolve(conn);
      },
    );
    conn.req = req;
    req.on('error', () => resolve(null));
  });
}

async function connect(msg) {
  const started = Date.now();
  let ok = 0;
  let failed = 0;
  let next = 0;
  // A few connection attempts in flight at a time: a burst of thousands overflows the accept queue.
  const worker = async () => {
    while (next < msg.count) {
      next++;
      const c = await open(msg);
      if (c) {
        conns.push(c);
        ok++;
      } else failed++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(64, msg.count) }, worker));
  return { op: 'connected', ok, failed, ms: Date.now() - started };
}

function reset(msg) {
  from = msg.from;
  to = Infinity;
  hist = new Uint32Array(MAX_MS + 1);
  events = 0;
  negatives = 0;
  dropped = 0;
  for (const c of conns) c.count = 0;
}

function report() {
  // Sparse histogram: [ms, count] pairs.
  const pairs = [];
  for (let i = 0; i <= MAX_MS; i++) if (hist[i]) pairs.push([i, hist[i]]);
  let min = Infinity;
  let max = 0;
  for (const c of conns) {
    min = Math.min(min, c.count);
    max = Math.max(max, c.count);
  }
  const open = conns.filter((c) => c.open).length;
  return {
    op: 'report',
    hist: pairs,
    events,
    negatives,
    dropped,
    open,
    minPerConn: conns.length ? min : 0,
    maxPerConn: max,
  };
}

async function closeAll() {
  for (const c of conns) {
    c.open = false;
    c.req.destroy();
  }
  conns = [];
  return { op: 'closed' };
}

process.on('message', async (msg) => {
  let reply;
  if (msg.op === 'connect') reply = await connect(msg);
  else if (msg.op === 'reset') {
    reset(msg);
    reply = { op: 'reset' };
  } else if (msg.op === 'stop') {
    to = msg.to;
    reply = { op: 'stop' };
  } else if (msg.op === 'report') reply = report();
  else if (msg.op === 'close') reply = await closeAll();
  else if (msg.op === 'exit') process.exit(0);
  process.send({ ...reply, id: msg.id });
});
process.on('disconnect', () => process.exit(0));
