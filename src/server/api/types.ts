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

export type ApiVariables = {
  deps: ApiDeps;
  clientIp: string | null;
  writers: AppendWriters;
  /** Set by requireUser. */
  session: SessionRef;
};
export type ApiEnv = { Bindings: ServerBindings; Variables: ApiVariables };
