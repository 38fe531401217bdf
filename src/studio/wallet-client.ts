// The studio's side of the Hub88 seamless wallet (reference-notes 1.2): every money move of the
// in-house studio goes to the casino's wallet over real HTTP, each body signed with the studio's RSA
// key and each answer checked against the wallet's. The studio never imports the wallet's code, so
// the same path a third-party provider takes is exercised end to end.
//
// Amounts: callers speak minor units (1/100 of the currency); Hub88 speaks 1/100,000, so the wire
// carries minor × 1000. Integers only, converted here and nowhere else.
import { createPublicKey, createPrivateKey, type KeyObject, randomUUID, sign, verify } from 'node:crypto';

export interface Hub88Answer {
  /** 'RS_OK' | 'RS_ERROR_…'; transport failures are reported as RS_ERROR_TIMEOUT with `failure` set. */
  status: string;
  /** Minor units. */
  balance?: number;
  currency?: string;
  user?: string;
  /** Set when no trustworthy answer arrived: network error, time-out, unsigned/badly signed or non-JSON body. */
  failure?: 'network' | 'timeout' | 'signature' | 'syntax';
}

export interface BetParams {
  user: string;
  token: string;
  game: string;
  currency: string;
  txId: string;
  round: string;
  roundClosed: boolean;
  /** Minor units. */
  amount: number;
  /** Hub88's free-text `bet` field (bet kind); defaults to the game code. */
  bet?: string;
}
export interface WinParams extends BetParams {
  referenceTxId: string;
}
export interface RollbackParams {
  user: string;
  token: string;
  game: string;
  txId: string;
  round: string;
  roundClosed: boolean;
  referenceTxId: string;
}

export interface StudioWallet {
  /** `user` is optional: the launch knows it, a bare token check does not. */
  /** The token's player; with `game`, the wallet also checks the token was made for that game. */
  userInfo(token: string, user?: string, game?: string): Promise<Hub88Answer>;
  balance(p: { user: string; token: string; game: string }): Promise<Hub88Answer>;
  bet(p: BetParams): Promise<Hub88Answer>;
  win(p: WinParams): Promise<Hub88Answer>;
  rollback(p: RollbackParams): Promise<Hub88Answer>;
}

/** Hub88 units per minor unit (1/100,000 of the currency vs 1/100). */
export const HUB88_PER_MINOR = 1000;
export const toHub88 = (minor: number): number => {
  if (!Number.isSafeInteger(minor) || !Number.isSafeInteger(minor * HUB88_PER_MINOR)) throw new RangeError('amount');
  return minor * HUB88_PER_MINOR;
};
/** Down to whole minor units: a wallet never owes the player a fraction it cannot pay out. */
export const fromHub88 = (units: number): number => Math.floor(units / HUB88_PER_MINOR);

/** A bet answered like this may or may not have moved money: the provider must roll it back. */
export const betNeedsRollback = (a: Hub88Answer): boolean =>
  a.failure !== undefined || a.status === 'RS_ERROR_UNKNOWN' || a.status === 'RS_ERROR_TIMEOUT';

// Wins and rollbacks are retried until they succeed, except on these (Caleta "Handling errors"):
// retrying cannot change the answer.
const FINAL_FOR_SETTLEMENT = new Set([
  'RS_OK',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
]);
/** True when a win or rollback with this answer must not be sent again. */
export const settlementIsFinal = (a: Hub88Answer): boolean =>
  a.failure === undefined && FINAL_FOR_SETTLEMENT.has(a.status);

export interface WalletClientOptions {
  /** e.g. http://api.localhost:PORT/providers/studio (no trailing slash needed). */
  walletUrl: string;
  privateKeyPem: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Per call. 5 s: Hub88 suppliers time out in seconds, and a stuck bet is rolled back anyway. */
  timeoutMs?: number;
}

export function createWalletClient(opts: WalletClientOptions): StudioWallet {
  const base = opts.walletUrl.replace(/\/+$/, '');
  const doFetch = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 5000;
  const privateKey: KeyObject = createPrivateKey(opts.privateKeyPem);
  let walletKey: Promise<KeyObject> | null = null;

  // Fetched once and cached; a failed fetch or a failed check forgets it so a rotated key is picked up.
  const publicKey = (): Promise<KeyObject> => {
    walletKey ??= (async () => {
      const res = await doFetch(`${base}/public-key`, { signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) throw new Error(`public key: HTTP ${res.status}`);
      return createPublicKey(await res.text());
    })();
    walletKey.catch(() => {
      walletKey = null;
    });
    return walletKey;
  };

  async function call(path: string, payload: Record<string, unknown>): Promise<Hub88Answer> {
    const body = JSON.stringify({ request_uuid: randomUUID(), ...payload });
    // In the thread pool: ~0.3 ms of RSA on the event loop would stall every other player's call.
    const signature = await new Promise<string>((resolve, reject) =>
      sign('sha256', Buffer.from(body), privateKey, (err, sig) =>
        err ? reject(err) : resolve(sig.toString('base64')),
      ),
    );
    let res: Response;
    let raw: Buffer;
    try {
      const key = await publicKey();
      res = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub88-signature': signature },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      raw = Buffer.from(await res.arrayBuffer());
      const sig = res.headers.get('x-hub88-signature');
      const ok =
        !!sig &&
        (await new Promise<boolean>((resolve) =>
          verify('sha256', raw, key, Buffer.from(sig, 'base64'), (err, good) => resolve(!err && good)),
        ));
      if (!ok) {
        walletKey = null;
        return { status: 'RS_ERROR_TIMEOUT', failure: 'signature' };
      }
    } catch (err) {
      const timeout = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      return { status: 'RS_ERROR_TIMEOUT', failure: timeout ? 'timeout' : 'network' };
    }
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      return { status: 'RS_ERROR_UNKNOWN', failure: 'syntax' };
    }
    if (!json || typeof json !== 'object' || typeof (json as { status?: unknown }).status !== 'string')
      return { status: 'RS_ERROR_UNKNOWN', failure: 'syntax' };
    const j = json as { status: string; balance?: unknown; currency?: unknown; user?: unknown };
    const out: Hub88Answer = { status: j.status };
    if (typeof j.balance === 'number' && Number.isSafeInteger(j.balance)) out.balance = fromHub88(j.balance);
    if (typeof j.currency === 'string') out.currency = j.currency;
    if (typeof j.user === 'string') out.user = j.user;
    return out;
  }

  const money = (p: BetParams) => ({
    token: p.token,
    user: p.user,
    game_code: p.game,
    currency: p.currency,
    transaction_uuid: p.txId,
    supplier_transaction_id: p.txId,
    supplier_user: p.user,
    round: p.round,
    round_closed: p.roundClosed,
    bet: p.bet ?? p.game,
    amount: toHub88(p.amount),
    is_free: false,
    is_aggregated: false,
    reward_uuid: null,
    meta: {},
  });

  return {
    userInfo: (token, user, game) =>
      call('/user/info', { token, ...(user ? { user } : {}), ...(game ? { game_code: game } : {}) }),
    balance: (p) => call('/user/balance', { token: p.token, user: p.user, game_code: p.game }),
    bet: (p) => call('/transaction/bet', money(p)),
    win: (p) => call('/transaction/win', { ...money(p), reference_transaction_uuid: p.referenceTxId }),
    rollback: (p) =>
      call('/transaction/rollback', {
        token: p.token,
        user: p.user,
        game_code: p.game,
        transaction_uuid: p.txId,
        supplier_transaction_id: p.txId,
        round: p.round,
        round_closed: p.roundClosed,
        reference_transaction_uuid: p.referenceTxId,
        meta: {},
      }),
  };
}
