import type { Queryable } from '../../db/types';
import { checks as bonus } from './bonus';
import { checks as crash } from './crash';
import { checks as instant } from './instant';
import { checks as providers } from './providers';
import { checks as rooms } from './rooms';
import { checks as sportsbook } from './sportsbook';
import { checks as studio } from './studio';
import type { ReconcileCheck, ReconcileProblem } from './types';

export type { ReconcileCheck, ReconcileProblem } from './types';

/** Every check, product by product. */
export const RECONCILE_CHECKS: readonly ReconcileCheck[] = [
  ...instant,
  ...crash,
  ...rooms,
  ...sportsbook,
  ...providers,
  ...studio,
  ...bonus,
];

export interface ReconcileReport {
  ok: boolean;
  /** Every check with how many problems it found (0: the books agree). */
  checks: { kind: string; product: string; title: string; problems: number }[];
  problems: ReconcileProblem[];
}

/** Runs every check (at most `limit` problems each). */
export async function reconcile(q: Queryable, limit = 50): Promise<ReconcileReport> {
  const checks: ReconcileReport['checks'] = [];
  const problems: ReconcileProblem[] = [];
  for (const c of RECONCILE_CHECKS) {
    const found = await c.run(q, limit);
    checks.push({ kind: c.kind, product: c.product, title: c.title, problems: found.length });
    problems.push(...found);
  }
  return { ok: problems.length === 0, checks, problems };
}
