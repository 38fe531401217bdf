import { createStore, get } from 'idb-keyval';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { langOfPath, offlineHtml } from './offline';

// The service worker (/sw.js), built by scripts/build-sw.ts after the site build: it
// precaches the hashed assets Workbox lists into self.__WB_MANIFEST, answers page loads from
// the network with an offline page as the only fallback, and leaves every other request
// (RSC, server functions, API calls, event streams, provider frames) to the browser.

interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
  addEventListener(type: string, fn: (e: never) => void): void;
}
interface FetchEventLike {
  request: Request;
  respondWith(r: Promise<Response> | Response): void;
}
const sw = self as unknown as WorkerScope;

// The page keeps the API base here (src/client/pwa.ts); names must match.
const syncStore = createStore('casino', 'syncStore');
let apiBase: Promise<string | undefined> | undefined;

sw.addEventListener('install', () => {
  void sw.skipWaiting();
});
sw.addEventListener('activate', (e: { waitUntil(p: Promise<unknown>): void }) => {
  e.waitUntil(sw.clients.claim());
});

cleanupOutdatedCaches();
// Only URLs in the manifest (hashed /assets/*, icons) are answered from the cache.
// Written as self.__WB_MANIFEST: injectManifest finds that exact text in the bundle.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);

sw.addEventListener('fetch', (e: FetchEventLike) => {
  const req = e.request;
  if (req.method !== 'GET' || req.mode !== 'navigate') return;
  const url = new URL(req.url);
  if (url.origin !== sw.location.origin) return;
  e.respondWith(navigate(req, url));
});

/** Network first, and no page cache: offline, the player gets the offline page in the path's language. */
async function navigate(req: Request, url: URL): Promise<Response> {
  try {
    return await fetch(req);
  } catch {
    // An API base on this origin (/_api on an IP host) is never given a page.
    apiBase ??= get<string>(1, syncStore).catch(() => undefined);
    const base = await apiBase;
    if (base && url.href.startsWith(base)) return Response.error();
    return new Response(offlineHtml(langOfPath(url.pathname)), {
      status: 503,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
}
