// The sportsbook's calls from the browser, on the main API (src/contract/sportsbook.ts), each answer
// parsed with the contract's schema. The HTTP client and the contract (zod) load with the first call,
// not with the page: a visitor who only reads the lists never downloads them.
import type { z } from 'zod';
import { ApiRequestError } from '../../../client/api-error';
import type { SbPrice } from '../../../contract/sportsbook';
import { splitErrorLine } from '../../../contract/error-line';

type Contract = typeof import('../../../contract/sportsbook');
let contract: Promise<Contract> | null = null;
export const loadContract = () => {
  contract ??= import('../../../contract/sportsbook');
  return contract;
};

/**
 * One call, its answer parsed with a schema of the contract. `idempotencyKey` is sent as the
 * Idempotency-Key header: the slip chooses it once per submission, so a retry of the same slip
 * (the client's own retries included) is one bet.
 */
export async function sbRequest<S extends z.ZodType>(
  pick: (c: Contract) => S,
  method: string,
  path: string,
  opts: { json?: unknown; query?: Record<string, string | number | undefined>; idempotencyKey?: string } = {},
): Promise<z.output<S>> {
  const [{ http }, c] = await Promise.all([import('../../../client/http'), loadContract()]);
  const res = await http(path, {
    method,
    json: opts.json,
    searchParams: opts.query
      ? (Object.fromEntries(Object.entries(opts.query).filter(([, v]) => v !== undefined)) as Record<
          string,
          string | number
        >)
      : undefined,
    headers: opts.idempotencyKey ? { 'Idempotency-Key': opts.idempotencyKey } : undefined,
  }).json();
  return pick(c).parse(res) as z.output<S>;
}

/** A fresh key for one slip submission or cash-out. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  // Pages opened over plain http by IP have no randomUUID: 16 random bytes as hex.
  return Array.from(c.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The code of an API refusal ("odds_changed"), or undefined. */
export function errorCode(e: unknown): string | undefined {
  if (!(e instanceof ApiRequestError)) return undefined;
  const line = Object.values(e.body?.errors ?? {}).flat()[0];
  return line ? splitErrorLine(line).code : undefined;
}

/** The `details` of an error answer (the client's parsed body keeps only message and errors). */
function detailsOf(e: unknown): unknown {
  const data = (e as { cause?: { data?: unknown } }).cause?.data;
  return data && typeof data === 'object' ? (data as { details?: unknown }).details : undefined;
}

const isPrice = (x: unknown): x is SbPrice =>
  !!x &&
  typeof x === 'object' &&
  Number.isSafeInteger((x as SbPrice).outcome_id) &&
  ((x as SbPrice).odds === null || typeof (x as SbPrice).odds === 'number');

/** The new prices an odds_changed refusal carries (details.prices, or details itself as a list). */
export function changedPrices(e: unknown): SbPrice[] {
  const d = detailsOf(e);
  const list = Array.isArray(d) ? d : d && typeof d === 'object' ? (d as { prices?: unknown }).prices : undefined;
  return Array.isArray(list)
    ? list.filter(isPrice).map((p) => ({ outcome_id: p.outcome_id, odds: p.odds, active: p.active !== false }))
    : [];
}

/** The new offer a cashout_changed refusal carries (details.cashout or details.amount), or null. */
export function changedOffer(e: unknown): number | null {
  const d = detailsOf(e) as { cashout?: unknown; amount?: unknown; offer?: unknown } | undefined;
  const v = d?.cashout ?? d?.offer ?? d?.amount;
  return Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number) : null;
}
