import type { SessionRef } from '../auth/sessions.server';
import type { AuthSettings } from '../auth/settings.server';
import type { OperatorConfig } from '../config/schema';
import type { Db } from '../db/types';
import type { ServerBindings } from '../http/client-ip.server';
import type { AppendWriters } from './writers';

/** What the API needs from the process; tests pass their own. */
export interface ApiDeps {
  getDb: () => Promise<Db>;
  getConfig: () => OperatorConfig;
  trustProxy: boolean;
  /** Origins besides api.<host>'s own site allowed by CORS (from env). */
  extraCorsOrigins: string[];
  auth: AuthSettings;
}

export type ApiVariables = {
  deps: ApiDeps;
  clientIp: string | null;
  writers: AppendWriters;
  /** Set by requireUser. */
  session: SessionRef;
};
export type ApiEnv = { Bindings: ServerBindings; Variables: ApiVariables };
