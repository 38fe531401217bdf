import type { OperatorConfig } from '../config/schema';
import type { Db } from '../db/types';
import type { AuthSettings } from './settings.server';

/** What account logic needs from the process: a database, the operator's config, settings. */
export interface AuthDeps {
  getDb: () => Promise<Db>;
  getConfig: () => OperatorConfig;
  auth: AuthSettings;
}

/**
 * Who is acting, as plain values: the route layer fills it from a request, a loop or CLI
 * from its own knowledge (ip and user agent null). Account logic never sees HTTP.
 */
export interface Actor {
  deps: AuthDeps;
  ip: string | null;
  userAgent: string | null;
  /** The Accept-Language the message language falls back to. */
  acceptLanguage?: string | undefined;
}
