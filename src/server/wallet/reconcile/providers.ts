import type { ReconcileCheck } from './types';

// providers: its books against the ledger and its stuck states (see ./types.ts).
export const checks: ReconcileCheck[] = [];
