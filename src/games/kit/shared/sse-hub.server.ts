// Browser connections of one process for one stream (crash, one room's pot), fed by the bus.
// Server-sent events, not WebSocket (docs/decisions/038-shared-rounds.md): the browser only listens
// (bets and cash-outs are plain POSTs that any process takes), EventSource reconnects by itself,
// and measured here a write loop over SSE responses blocks the event loop a fraction of what ws's
// per-socket framing does (design/reference-notes.md 3.3). An event is serialised once and the
// same bytes are written to every connection: directly to Node's response when the server gives
// us one (the cost per client is one buffered write), else through a writer function.
import type { ServerResponse } from 'node:http';

export interface SseClient {
  write(chunk: string): void;
  /** Bytes queued and not yet taken by the socket: a client too slow to read is dropped. */
  backlog(): number;
  close(): void;
}

/** A client behind Node's own response object (the production server). */
export function nodeClient(res: ServerResponse): SseClient {
  return {
    write: (chunk) => {
      res.write(chunk);
    },
    backlog: () => res.writableLength,
    close: () => res.end(),
  };
}

/** One SSE message, serialised once for every connection. */
export const sseChunk = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

const PING_MS = 15_000;
/** More than this queued to one client (about a minute of a busy crash stream): it is not reading. */
const MAX_BACKLOG = 1 << 20;

/**
 * The hubs of this process that have clients: read by the metrics (open SSE clients) and by the
 * graceful shutdown, which closes every stream with a reconnect hint. A hub is listed while it has
 * clients, so a room's hub that empties does not stay referenced.
 */
const liveHubs = new Set<SseHub>();

/** Browser connections open on every stream of this process. */
export function openSseClients(): number {
  let n = 0;
  for (const h of liveHubs) n += h.clients.size;
  return n;
}

/**
 * Ends every stream of this process (shutdown): each client is told to reconnect after `retryMs`
 * first (the SSE `retry:` field), so browsers come back, through the balancer, to a live process.
 */
export function closeAllSseHubs(retryMs = 1000): void {
  const hint = `retry: ${retryMs}\n\n`;
  for (const h of [...liveHubs]) {
    h.send(hint);
    h.closeAll();
  }
}

export class SseHub {
  readonly clients = new Set<SseClient>();
  #ping: NodeJS.Timeout | null = null;

  add(client: SseClient, first: string): () => void {
    client.write(first);
    this.clients.add(client);
    liveHubs.add(this);
    this.#ping ??= setInterval(() => this.send(': ping\n\n'), PING_MS);
    this.#ping.unref();
    return () => this.remove(client);
  }

  remove(client: SseClient): void {
    this.clients.delete(client);
    if (!this.clients.size) {
      liveHubs.delete(this);
      if (this.#ping) clearInterval(this.#ping);
      this.#ping = null;
    }
  }

  /** Writes one serialised chunk to every client. */
  send(chunk: string): void {
    for (const c of this.clients) {
      if (c.backlog() > MAX_BACKLOG) {
        this.clients.delete(c);
        c.close();
        continue;
      }
      c.write(chunk);
    }
  }

  broadcast(event: string, data: unknown): void {
    if (this.clients.size) this.send(sseChunk(event, data));
  }

  closeAll(): void {
    for (const c of this.clients) c.close();
    this.clients.clear();
    liveHubs.delete(this);
    if (this.#ping) clearInterval(this.#ping);
    this.#ping = null;
  }
}
