import type { SessionRef } from '../auth/sessions.server';
import type { AuthDeps } from '../auth/actor';
import type { ServerBindings } from '../http/client-ip.server';
import type { AppendWriters } from './writers';

/** What the API needs from the process; tests pass their own. */
export interface ApiDeps extends AuthDeps {
  /** TRUST_PROXY: how many reverse proxies stand in front (true = 1). */
  trustProxy: boolean | number;
  /** Origins besides api.<host>'s own site allowed by CORS (from env). */
  extraCorsOrigins: string[];
  /** The operator's site origins (SITE_URL, SITE_ORIGINS; http://localhost:<PORT> unset). */
  siteOrigins: string[];
  /** API_URL when the API has its own configured address. */
  apiUrl?: string | undefined;
}

/**
 * What every API call carries as its bindings (`c.env`): the Node server's own, and what the API's
 * front (app.ts) fills in before the route runs. Bindings rather than Hono variables: a variable
 * needs a middleware to set it, and any middleware makes every call's answer a promise (bench:api).
 */
export type ApiBindings = Omit<ServerBindings, 'clientIp'> & {
  /** The process's dependencies, as the host policy leaves them for this call (demo off on public hosts). */
  deps: ApiDeps;
  writers: AppendWriters;
  /** The visitor's address (TRUST_PROXY honoured); null when unknown. */
  clientIp: string | null;
  /**
   * The headers every answer to this call carries (request id, security, Vary, CORS), gathered by
   * the front's steps and put on the answer as it leaves (front.ts). Absent on a call that did not
   * come through the front (a sub-app's in-process call).
   */
  headers?: Record<string, string>;
};

export type ApiVariables = {
  /** Set by requireUser. */
  session: SessionRef;
};
export type ApiEnv = { Bindings: ApiBindings; Variables: ApiVariables };
