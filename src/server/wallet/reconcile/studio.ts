import type { ReconcileCheck } from './types';

// studio: its books against the ledger and its stuck states (see ./types.ts).
export const checks: ReconcileCheck[] = [];
