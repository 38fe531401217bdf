import type { StandardSchemaV1 } from 'ky';
import {
  depositResponseSchema,
  eventsTicketResponseSchema,
  exclusionResponseSchema,
  historyResponseSchema,
  rgResponseSchema,
  splitWalletCall,
  walletMethodsResponseSchema,
  walletResponseSchema,
  withdrawalResponseSchema,
  type DepositRequest,
  type ExclusionRequest,
  type HistoryKind,
  type LimitsRequest,
  type RgSettingsRequest,
  type WalletCall,
  type WithdrawalRequest,
} from '../contract/wallet';
import { apiRequest } from './api';
import { getHttpConfig, http } from './http';

// Typed calls of WALLET_PATHS through the page's HTTP client (bearer, retries with one
// Idempotency-Key per call, 401 → refresh). Like api.ts this brings zod: import it from
// the wallet's lazily loaded components, not from code every page runs.

export interface HistoryFilter {
  kinds?: HistoryKind[];
  /** yyyy-mm-dd, inclusive (the server reads a bare date as that day). */
  from?: string;
  to?: string;
  cursor?: string;
  limit?: number;
}

function call<S extends StandardSchemaV1>(
  name: WalletCall,
  schema: S,
  opts: { json?: unknown; query?: Record<string, string | number | undefined>; id?: string } = {},
) {
  const [method, template] = splitWalletCall(name);
  const path = template.replace(':id', encodeURIComponent(opts.id ?? ''));
  return apiRequest(schema, method, path, { json: opts.json, query: opts.query });
}

export function historyQuery(f: HistoryFilter): Record<string, string | number | undefined> {
  return {
    kind: f.kinds?.length ? f.kinds.join(',') : undefined,
    from: f.from || undefined,
    to: f.to || undefined,
    cursor: f.cursor || undefined,
    limit: f.limit,
  };
}

export const walletApi = {
  wallet: () => call('wallet', walletResponseSchema),
  methods: () => call('methods', walletMethodsResponseSchema),
  createDeposit: (body: DepositRequest) => call('depositCreate', depositResponseSchema, { json: body }),
  deposit: (id: string) => call('depositGet', depositResponseSchema, { id }),
  createWithdrawal: (body: WithdrawalRequest) => call('withdrawalCreate', withdrawalResponseSchema, { json: body }),
  history: (f: HistoryFilter) => call('history', historyResponseSchema, { query: historyQuery(f) }),
  /** The CSV export as text: the API wants the bearer header, which a plain link cannot send. */
  historyCsv: async (f: HistoryFilter): Promise<string> => {
    const [, path] = splitWalletCall('history');
    const q = Object.fromEntries(
      Object.entries({ ...historyQuery({ ...f, cursor: undefined }), format: 'csv' }).filter(
        ([, v]) => v !== undefined,
      ),
    ) as Record<string, string>;
    return http.get(path, { searchParams: q }).text();
  },
  rg: () => call('rg', rgResponseSchema),
  setLimits: (body: LimitsRequest) => call('rgLimits', rgResponseSchema, { json: body }),
  setRgSettings: (body: RgSettingsRequest) => call('rgSettings', rgResponseSchema, { json: body }),
  exclude: (body: ExclusionRequest) => call('rgExclusion', exclusionResponseSchema, { json: body }),
  eventsTicket: () => call('eventsTicket', eventsTicketResponseSchema, { json: {} }),
};

/** The absolute URL of the event stream for one ticket (EventSource cannot send a bearer header). */
export function eventsUrl(ticket: string, lastEventId: string | null): string {
  const [, path] = splitWalletCall('events');
  const u = new URL(`${getHttpConfig().apiBase.replace(/\/+$/, '')}${path}`);
  u.searchParams.set('ticket', ticket);
  if (lastEventId) u.searchParams.set('last_event_id', lastEventId);
  return u.toString();
}

/**
 * Where to send the player to pay. The sandbox answers a path on the API host (resolved
 * against the API base, which may carry a path prefix such as /_api, and told the page's
 * language); a real provider answers its own absolute address, used as given. Anything but
 * http(s) is refused.
 */
export function resolvePayUrl(payUrl: string, lang: string): string | null {
  let u: URL;
  if (payUrl.startsWith('/') && !payUrl.startsWith('//')) {
    u = new URL(`${getHttpConfig().apiBase.replace(/\/+$/, '')}${payUrl}`);
    if (!u.searchParams.has('lang')) u.searchParams.set('lang', lang);
  } else {
    try {
      u = new URL(payUrl);
    } catch {
      return null;
    }
  }
  return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
}
