import { WalletError } from '../../../contract/wallet-errors';
import { sandboxProvider } from './sandbox.server';
import type { PaymentProvider } from './types';

export type { PaymentProvider, PayoutInput, RefundInput } from './types';

// Every provider the code knows; the operator's config (site.wallet.providers) picks the offered ones.
// Ids come from outside (a webhook's path, the operator's file): looked up as own keys only, so
// `__proto__` or `constructor` is an unknown provider, not Object.prototype.
const ALL: Record<string, PaymentProvider> = { sandbox: sandboxProvider };
const known = (id: string): PaymentProvider | undefined => (Object.hasOwn(ALL, id) ? ALL[id] : undefined);

export const isKnownProvider = (id: string): boolean => known(id) !== undefined;

export const SANDBOX = 'sandbox';

/**
 * The providers offered to players: the operator's list (operator.json wallet.providers) when
 * it is set; unset, the sandbox while demo features are on, and nothing on a real install
 * (fail closed: no list, no way to pay). `demo` is the request's view (decision 035).
 */
export function offeredProviders(configured: readonly string[] | undefined, demo: boolean): string[] {
  if (configured) return [...configured];
  return demo ? [SANDBOX] : [];
}

export function providerById(id: string): PaymentProvider {
  const p = known(id);
  if (!p) throw new WalletError('method_unavailable');
  return p;
}

/** The offered provider that handles a method id (a method id is unique across providers). */
export function providerForMethod(offered: string[], method: string, currency: string, kind: 'deposit' | 'withdrawal') {
  for (const id of offered) {
    const p = known(id);
    if (!p) continue;
    const methods = kind === 'deposit' ? p.depositMethods(currency) : p.withdrawalMethods(currency);
    if (methods.some((m) => m.id === method)) return p;
  }
  throw new WalletError('method_unavailable');
}

export function offeredMethods(offered: string[], currency: string, kind: 'deposit' | 'withdrawal') {
  return offered.flatMap((id) => {
    const p = known(id);
    if (!p) return [];
    return kind === 'deposit' ? p.depositMethods(currency) : p.withdrawalMethods(currency);
  });
}
