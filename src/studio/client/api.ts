// The page's calls to its studio: the sid (kept in memory only, never in storage or cookies) as a
// Bearer header. Outcomes come from the server; this file only carries them.
import type { StudioTexts } from '../i18n';
import type { SpinStep } from '../slots/types';

export interface Boot {
  sid: string;
  kind: 'slots' | 'live';
  game: string;
  mode: 'real' | 'demo';
  lang: string;
  currency: string;
  balance: number | null;
  lobbyOrigin: string | null;
  stakes: number[];
  texts: StudioTexts;
  slot: {
    code: string;
    title: string;
    rtp: number;
    volatility: string;
    hitRate: number;
    maxWinX: number;
    buy: { costX: number; rtp: number } | null;
    published: {
      rows: number;
      reelsCount: number;
      symbols: { code: string; name: string; role: string }[];
      reels: Record<string, string[][]>;
      lines: number[][];
      paytable: Record<string, Record<string, number>>;
      rules: string[];
      order: string;
    };
  } | null;
}

export interface Spin {
  id: string;
  steps: SpinStep[];
  multiplier: number;
  stake: number;
  cost: number;
  payout: number;
  balance: number | null;
  currency: string;
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
}
export interface Pair {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export class ApiError extends Error {
  constructor(
    readonly http: number,
    readonly status: string | null,
    readonly balance: number | null,
  ) {
    super(status ?? String(http));
  }
}

export function readBoot(): Boot {
  const el = document.getElementById('studio-boot');
  return JSON.parse(el?.textContent ?? '{}') as Boot;
}

export function api(sid: string) {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(path, {
        method,
        headers: { authorization: `Bearer ${sid}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    } catch {
      throw new ApiError(0, null, null);
    }
    const json = (await res.json().catch(() => ({}))) as {
      data?: T;
      error?: { status?: string; balance?: number | null };
    };
    if (!res.ok || json.data === undefined)
      throw new ApiError(res.status, json.error?.status ?? null, json.error?.balance ?? null);
    return json.data;
  }
  return {
    spin: (code: string, stake: number, buy: boolean, idempotency: string) =>
      call<Spin>('POST', `/slots/${code}/spin`, { stake, buy, idempotency }),
    balance: () => call<{ balance: number; currency: string }>('GET', '/balance'),
    fair: () => call<Pair>('GET', '/fair'),
    setClientSeed: (clientSeed: string) => call<Pair>('POST', '/fair/client-seed', { clientSeed }),
    rotate: () =>
      call<{ revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number }; next: Pair }>(
        'POST',
        '/fair/rotate',
      ),
  };
}
