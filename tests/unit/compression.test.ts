import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressResponse, pickCachedEncoding, pickEncoding } from '../../src/server/http/compression.server';
import { type CachedPage, gzipWithNonce, joinWithNonce } from '../../src/site/render-cache';

const page = `<!doctype html>${'<p>Ставки и выигрыши</p>'.repeat(200)}`;
const req = (acceptEncoding?: string, method = 'GET') =>
  new Request('http://localhost/', { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
const html = (body = page, extra: Record<string, string> = {}) =>
  new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', ...extra } });

describe('compression by Accept-Encoding', () => {
  it('prefers Brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding(null)).toBeNull();
  });

  it('a page comes back smaller and decodes to the same text, with Vary', async () => {
    const br = await compressResponse(req('br'), html());
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(bytes.length).toBeLessThan(Buffer.byteLength(page) / 5);
    expect(brotliDecompressSync(bytes).toString()).toBe(page);

    const gz = await compressResponse(req('gzip'), html(page, { vary: 'Cookie' }));
    expect(gz.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(page);
  });

  it('leaves alone event streams, small or already encoded answers, HEAD and clients that ask for none', async () => {
    const stream = new Response('data: 1\n\n'.repeat(500), { headers: { 'content-type': 'text/event-stream' } });
    expect((await compressResponse(req('br'), stream)).headers.get('content-encoding')).toBeNull();
    const small = html('<p>hi</p>', { 'content-length': '9' });
    expect((await compressResponse(req('br'), small)).headers.get('content-encoding')).toBeNull();
    const encoded = html(page, { 'content-encoding': 'gzip' });
    expect(compressResponse(req('br'), encoded)).toBe(encoded);
    expect((await compressResponse(req('br', 'HEAD'), html())).headers.get('content-encoding')).toBeNull();
    const plain = await compressResponse(req(), html());
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(page);
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('keeps every Set-Cookie header', async () => {
    const res = html(page);
    res.headers.append('set-cookie', 'a=1');
    res.headers.append('set-cookie', 'b=2');
    expect((await compressResponse(req('br'), res)).headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });

  it('API JSON is compressed whole, with its length; a small answer or one asked plain stays as it is', async () => {
    const body = JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ id: i, game: 'dice' })) });
    const json = (text: string) => new Response(text, { headers: { 'content-type': 'application/json' } });
    const big = await compressResponse(req('gzip, br'), json(body));
    expect(big.headers.get('content-encoding')).toBe('br');
    const bytes = Buffer.from(await big.arrayBuffer());
    expect(Number(big.headers.get('content-length'))).toBe(bytes.length);
    expect(brotliDecompressSync(bytes).toString()).toBe(body);
    expect(big.headers.get('vary')).toBe('Accept-Encoding');

    const small = await compressResponse(req('gzip'), json('{"data":1}'));
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('content-length')).toBe('10');
    expect(await small.text()).toBe('{"data":1}');

    // No encoding asked: the very same answer, only marked Vary.
    const asked = json(body);
    const plain = await compressResponse(req(), asked);
    expect(plain).toBe(asked);
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
  });
});

describe('a cached page sent gzipped without compressing it again', () => {
  it('splices the fresh nonce into parts deflated once; the result is one valid gzip of the whole page', () => {
    const parts = [
      '<html><script nonce="',
      '">a()</script><style nonce="',
      `">${'b{}'.repeat(500)}</style></html>`,
    ].map((s) => Buffer.from(s) as Buffer<ArrayBuffer>);
    const page: CachedPage = { status: 200, headers: [], parts };
    for (const nonce of ['n0nceOne', 'another+nonce/=']) {
      const gz = gzipWithNonce(page, nonce);
      expect(gunzipSync(gz).toString()).toBe(joinWithNonce(parts, nonce).toString());
    }
    // One part (no nonce on the page) works too.
    const single: CachedPage = {
      status: 200,
      headers: [],
      parts: [Buffer.from(page.parts.join('')) as Buffer<ArrayBuffer>],
    };
    expect(gunzipSync(gzipWithNonce(single, 'x')).toString()).toBe(single.parts[0]!.toString());
  });

  it('takes gzip for cached pages whenever the client accepts it', () => {
    expect(pickCachedEncoding('gzip, deflate, br, zstd')).toBe('gzip');
    expect(pickCachedEncoding('br')).toBeNull();
    expect(pickCachedEncoding('gzip;q=0')).toBeNull();
  });
});
