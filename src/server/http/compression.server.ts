import { Readable } from 'node:stream';
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

/** The encoding to use for an Accept-Encoding header: br when offered, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | null): Encoding | null {
  const ok = accepted(acceptEncoding);
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/**
 * For a cached page: gzip whenever the client takes it, since the page's parts are deflated
 * once and a hit only splices them (Brotli would compress every hit again).
 */
export const pickCachedEncoding = (acceptEncoding: string | null): Encoding | null =>
  accepted(acceptEncoding)('gzip') ? 'gzip' : null;

/** Whether an answer should be compressed on the way out. */
export function shouldCompress(req: Request, res: Response): boolean {
  if (!res.body || req.method === 'HEAD' || res.status === 204 || res.status === 206 || res.status === 304)
    return false;
  const h = res.headers;
  if (h.has('content-encoding')) return false;
  // Event streams must reach the browser event by event; nothing may hold them back.
  const type = h.get('content-type') ?? '';
  if (!COMPRESSIBLE.test(type)) return false;
  if (/no-transform/i.test(h.get('cache-control') ?? '')) return false;
  const length = h.get('content-length');
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

/** The answer compressed for this request when it should be; otherwise the answer as it is. */
export function compressResponse(req: Request, res: Response): Response {
  const vary = res.headers.get('vary');
  const encoding = pickEncoding(req.headers.get('accept-encoding'));
  if (!shouldCompress(req, res)) return res;
  // The same URL answers differently by Accept-Encoding from here on: caches must know.
  const headers = new Headers(res.headers);
  headers.set('vary', vary ? (/accept-encoding/i.test(vary) ? vary : `${vary}, Accept-Encoding`) : 'Accept-Encoding');
  if (!encoding) return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  const body = Readable.fromWeb(res.body as unknown as NodeWebStream).pipe(encoder(encoding));
  return new Response(Readable.toWeb(body) as unknown as ReadableStream, {
    status: res.status,
    statusText: res.statusText,
    headers,
  });
}
