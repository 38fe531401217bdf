// Browser helpers the round and case screens share: the demo balance,
// throwaway seeds for games played for fun in the browser, error text and the live balance.
import { atom } from 'jotai';
import type { z } from 'zod';
import { ApiRequestError } from '../../client/api-error';
import type { HttpContext } from '../../client/http-config';
import { bus } from '../../client/bus';
import { splitErrorLine } from '../../contract/error-line';
import type { Translate } from '../../i18n';

export const FUN_START = 100_000; // 1000.00 demo units
/** One demo balance across the screens of a page visit; never touches real money. */
export const funBalanceAtom = atom(FUN_START);

/** A fresh 32-byte server seed as hex, for a game played for fun entirely in the browser. */
export function funServerSeed(): string {
  const b = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/**
 * The first field message of an API error, in the page's language when `t` translates its code
 * (`error.<code>`), else the server's text; a thrown Error's message. Bet limits come with the
 * limit in minor units in the text ("The minimum bet is 100 (minor units)"), passed on as
 * `{{limit}}`.
 */
export function errorText(e: unknown, t?: Translate): string {
  if (e instanceof ApiRequestError) {
    const line = Object.values(e.body?.errors ?? {}).flat()[0];
    if (!line) return e.message;
    const { code, text } = splitErrorLine(line);
    if (code && t) {
      const limit = text.match(/\d+/)?.[0];
      const key = `error.${code}`;
      const translated = t(key, { limit: limit ? money(Number(limit)) : '' });
      if (translated && translated !== key) return translated;
    }
    return text;
  }
  return e instanceof Error ? e.message : String(e);
}

/** True when the API said there is no game in progress (GET …/bets/current → 404). */
export const isNoGame = (e: unknown) => e instanceof ApiRequestError && e.status === 404;

/** Bets move cash only; the bonus part of the header's total stays as the profile had it. */
export function emitCashBalance(balance: number | null, bonus: number) {
  if (balance === null) return;
  bus.emit('balance-changed', { balance, bonus, total: balance + bonus, currency: null });
}

export const money = (minor: number) => (minor / 100).toFixed(2);

type Schemas = Pick<typeof import('../../contract/bets'), 'betResponseSchema' | 'roundResponseSchema'> &
  Pick<typeof import('../../contract/fair'), 'fairRotateResponseSchema' | 'fairSeedsResponseSchema'>;

/**
 * A game service call, its answer parsed with the named contract schema. The HTTP client and
 * the schemas (zod) load with the first call: a game page's first load carries neither, and a
 * visitor who only looks at the page never downloads them.
 */
export async function gameRequest<N extends keyof Schemas>(
  schema: N,
  method: string,
  path: string,
  opts: { json?: unknown; context?: HttpContext } = {},
): Promise<z.output<Schemas[N]>> {
  const [{ apiRequest }, bets, fair] = await Promise.all([
    import('../../client/api'),
    import('../../contract/bets'),
    import('../../contract/fair'),
  ]);
  const schemas: Schemas = {
    betResponseSchema: bets.betResponseSchema,
    roundResponseSchema: bets.roundResponseSchema,
    fairRotateResponseSchema: fair.fairRotateResponseSchema,
    fairSeedsResponseSchema: fair.fairSeedsResponseSchema,
  };
  return (await apiRequest(schemas[schema], method, path, opts)) as z.output<Schemas[N]>;
}
