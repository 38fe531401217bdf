import { getDefaultStore, type Store } from 'jotai';
import type { Lang, Region } from '../contract/common';
import type { ServiceName } from '../games/kit/types';

// Where the page's HTTP client sends calls and with which headers. Kept apart from
// http.ts so the runtime can configure the client without loading it (ky is ~10 kB
// gzipped; pages that make no call never download it).

export type { ServiceName };

export interface HttpConfig {
  /** Main API base URL, e.g. "http://api.localhost:3000". */
  apiBase: string;
  /** Per-service base URLs (crash, cases, …). */
  services: Partial<Record<ServiceName, string>>;
  /** Sent as the Region header when set. */
  region: Region | null;
  /** Its ISO tag (LOCALE_INFO) is sent as Accept-Language. */
  lang: Lang;
  /** The store whose session holds the bearer token and the sso link. */
  store: Store;
}

/** Per-call options read by the hooks: `http.get('state', { context: { service: 'crash' } })`. */
export interface HttpContext extends Record<string, unknown> {
  /** Resolve the path against this service's base instead of the main API's. */
  service?: ServiceName;
  /** Never answer a 401 of this call with a token refresh (login, registration, the refresh itself). */
  noRefresh?: boolean;
}

let config: HttpConfig = { apiBase: '', services: {}, region: null, lang: 'ru', store: getDefaultStore() };

export function configureHttp(patch: Partial<HttpConfig>): void {
  config = { ...config, ...patch };
}
export const getHttpConfig = (): Readonly<HttpConfig> => config;
