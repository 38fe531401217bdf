import { WalletError } from '../../../contract/wallet-errors';
import { sandboxProvider } from './sandbox.server';
import type { PaymentProvider } from './types';

export type { PaymentProvider } from './types';

// Every provider the code knows; the operator's config (site.wallet.providers) picks the offered ones.
const ALL: Record<string, PaymentProvider> = { sandbox: sandboxProvider };

export function providerById(id: string): PaymentProvider {
  const p = ALL[id];
  if (!p) throw new WalletError('method_unavailable');
  return p;
}

/** The offered provider that handles a method id (a method id is unique across providers). */
export function providerForMethod(offered: string[], method: string, currency: string, kind: 'deposit' | 'withdrawal') {
  for (const id of offered) {
    const p = ALL[id];
    if (!p) continue;
    const methods = kind === 'deposit' ? p.depositMethods(currency) : p.withdrawalMethods(currency);
    if (methods.some((m) => m.id === method)) return p;
  }
  throw new WalletError('method_unavailable');
}

export function offeredMethods(offered: string[], currency: string, kind: 'deposit' | 'withdrawal') {
  return offered.flatMap((id) => {
    const p = ALL[id];
    if (!p) return [];
    return kind === 'deposit' ? p.depositMethods(currency) : p.withdrawalMethods(currency);
  });
}
