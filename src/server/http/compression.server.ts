import { Readable } from 'node:stream';
import type { ServerBindings } from './client-ip.server';
import { headerOf } from './request-headers';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import zlib from 'node:zlib';

// Brotli or gzip for what the process renders (HTML, RSC payloads, JSON, robots and sitemaps),
// by the request's Accept-Encoding (issue 9). Hashed assets are compressed once at build time
// (scripts/vite-precompress.ts) and served as files; this is for answers made per request.
// Node's own zlib: no dependency, Brotli included (the Web CompressionStream has no Brotli).

const COMPRESSIBLE =
  /^(text\/(html|plain|css|javascript|x-component|xml)|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
/** Below this a compressed answer saves less than its headers and CPU cost. */
const MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

function accepted(acceptEncoding: string | null): (encoding: string) => boolean {
  const offered = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    offered.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  return (e) => (offered.get(e) ?? offered.get('*') ?? 0) > 0;
}

// Browsers send the same few Accept-Encoding values on every call: the last one's answer is kept.
let lastAccept: string | null | undefined;
let lastPick: Encoding | null = null;

/** The encoding to use for an Accept-Encoding header: br when offered, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | null): Encoding | null {
  if (acceptEncoding === lastAccept) return lastPick;
  const ok = accepted(acceptEncoding);
  const pick = ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
  lastAccept = acceptEncoding;
  lastPick = pick;
  return pick;
}

// The size of a JSON answer's body, noted by the API when it makes the answer (noteBodySize):
// reading it back here would build the whole Web Response and stream its body, which cost an
// API call more than everything else it does (bench:api). A property on the answer itself (a
// registered symbol: the site's and the API's module graphs are separate copies of this module);
// a WeakMap keyed by answers kept every answer alive through the young-generation collections.
const SIZE = Symbol.for('casino.compression.bodyBytes');
// The answer's own headers say Vary: Accept-Encoding (the API's plain JSON answers carry their
// shared headers in the answer itself, not on Node's response: api/front.ts).
const VARIES = Symbol.for('casino.compression.variesByEncoding');
type Sized = Response & { [SIZE]?: number; [VARIES]?: true };

/**
 * Notes the byte size of an answer made from `text` (exact below MIN_BYTES, a lower bound above),
 * and whether its own headers already say Vary: Accept-Encoding.
 */
export function noteBodySize(res: Response, text: string, variesByEncoding = false): void {
  (res as Sized)[SIZE] = text.length < MIN_BYTES ? Buffer.byteLength(text) : text.length;
  if (variesByEncoding) (res as Sized)[VARIES] = true;
}

export const namesAcceptEncoding = (vary: unknown): boolean =>
  typeof vary === 'string' && /accept-encoding/i.test(vary);

/**
 * For a cached page: gzip whenever the client takes it, since the page's parts are deflated
 * once and a hit only splices them (Brotli would compress every hit again).
 */
export const pickCachedEncoding = (acceptEncoding: string | null): Encoding | null =>
  accepted(acceptEncoding)('gzip') ? 'gzip' : null;

/** Whether an answer should be compressed on the way out. */
export function shouldCompress(req: Request, res: Response): boolean {
  if (req.method === 'HEAD' || res.status === 204 || res.status === 206 || res.status === 304) return false;
  const h = res.headers;
  if (h.has('content-encoding')) return false;
  // Event streams must reach the browser event by event; nothing may hold them back.
  const type = h.get('content-type') ?? '';
  if (!COMPRESSIBLE.test(type)) return false;
  if (/no-transform/i.test(h.get('cache-control') ?? '')) return false;
  const length = h.get('content-length');
  // Not res.body: on the Node server reading it turns a Response made from a string into a
  // stream, written by the slow path (bench:api). An empty body is seen where it is read.
  return length === null || Number(length) >= MIN_BYTES;
}

function encoder(encoding: Encoding) {
  // Flushed after each chunk, so a streamed page (React's Suspense boundaries) still arrives in
  // pieces; quality 4 / level 6 keep the per-request cost small.
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
      })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: 6 });
}

const withVary = (vary: string | null) =>
  vary ? (namesAcceptEncoding(vary) ? vary : `${vary}, Accept-Encoding`) : 'Accept-Encoding';

// The API's JSON is made whole in memory (never streamed): it is compressed in one call, which for
// a few kilobytes costs a fraction of a compression stream, and keeps the body a buffer the server
// writes in one go (a stream would cost every answer, compressed or not, a chunked copy).
const WHOLE = /^application\/json/i;

async function compressWhole(res: Response, encoding: Encoding | null, headers: Headers): Promise<Response> {
  const body = Buffer.from(await res.arrayBuffer());
  const init = { status: res.status, statusText: res.statusText, headers };
  if (body.length === 0) return new Response(null, init);
  if (!encoding || body.length < MIN_BYTES) {
    headers.set('content-length', String(body.length));
    return new Response(body, init);
  }
  const packed =
    encoding === 'br'
      ? zlib.brotliCompressSync(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : zlib.gzipSync(body, { level: 6 });
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(packed.length));
  return new Response(packed, init);
}

/**
 * The answer compressed for this request when it should be; otherwise the answer as it is.
 * `out`: the Node server's response, whose own Vary (the API sets Vary: Origin there) the
 * answer's Vary replaces when node:http writes them, so it is carried over.
 */
export function compressResponse(
  req: Request,
  res: Response,
  out?: { getHeader(name: string): unknown },
  incoming?: ServerBindings['incoming'],
): Response | Promise<Response> {
  const acceptEncoding = headerOf(req, incoming, 'accept-encoding');
  // An answer whose Vary (its own, noted when it was made, or set on the Node server's response)
  // names Accept-Encoding already: with no encoding to use, or a body too small to gain from one,
  // it goes as it is, and its headers are not even read (reading a lightweight Response's headers
  // builds them).
  if ((res as Sized)[VARIES] === true || (out && namesAcceptEncoding(out.getHeader('vary')))) {
    if (!pickEncoding(acceptEncoding)) return res;
    const size = (res as Sized)[SIZE];
    if (size !== undefined && size < MIN_BYTES) return res;
  }
  if (!shouldCompress(req, res)) return res;
  const encoding = pickEncoding(acceptEncoding);
  const early = out?.getHeader('vary');
  const vary = withVary(res.headers.get('vary') ?? (typeof early === 'string' ? early : null));
  if (!encoding) {
    // Uncompressed, but the same URL answers differently by Accept-Encoding: caches must know.
    // The answer's own headers when they may change (they may not on a fetched answer).
    try {
      res.headers.set('vary', vary);
      return res;
    } catch {
      const headers = new Headers(res.headers);
      headers.set('vary', vary);
      return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
    }
  }
  const headers = new Headers(res.headers);
  headers.set('vary', vary);
  if (WHOLE.test(res.headers.get('content-type') ?? '')) return compressWhole(res, encoding, headers);
  if (res.body === null) return res;
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  const body = Readable.fromWeb(res.body as unknown as NodeWebStream).pipe(encoder(encoding));
  return new Response(Readable.toWeb(body) as unknown as ReadableStream, {
    status: res.status,
    statusText: res.statusText,
    headers,
  });
}
