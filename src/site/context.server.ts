import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApiClient } from '../contract/api-client';
import type { Currency, Lang, Region } from '../contract/common';
import type { ProfileResponse } from '../contract/profile';
import type { MirrorResponse } from '../contract/site-api';
import type { ServiceName } from '../games/registry';
import type { OperatorConfig } from '../server/config/schema';

/** Everything the front server learned about a page request, for the server components. */
export interface SiteContext {
  url: URL;
  /** Scheme and host the visitor used, e.g. "http://localhost:3000". */
  origin: string;
  host: string;
  lang: Lang;
  /** Path without language prefix. */
  path: string;
  ip: string | null;
  country: string | null;
  region: Region;
  blocked: boolean;
  isBot: boolean;
  skipGeo: boolean;
  cookies: Record<string, string>;
  token: string | undefined;
  currency: Currency;
  /** The logged-in player's profile; null when anonymous. */
  profile: ProfileResponse | null;
  nonce: string;
  api: ApiClient;
  mirror: MirrorResponse;
  config: OperatorConfig;
  /** Base URLs the browser calls: the main API, and each game service. */
  apiBase: string;
  serviceBases: Record<ServiceName, string>;
  isDev: boolean;
}

// One store for the whole process, even if a bundler duplicates this module.
const KEY = Symbol.for('casino.siteContext');
const g = globalThis as { [KEY]?: AsyncLocalStorage<SiteContext> };
g[KEY] ??= new AsyncLocalStorage<SiteContext>();
const storage = g[KEY];

export const runWithSiteContext = <T>(ctx: SiteContext, fn: () => T): T => storage.run(ctx, fn);

export function getSiteContext(): SiteContext {
  const ctx = storage.getStore();
  if (!ctx) throw new Error('No site context: server components must be rendered through the front server.');
  return ctx;
}

/** The context when rendering through the front server; undefined at build time. */
export const findSiteContext = (): SiteContext | undefined => storage.getStore();
