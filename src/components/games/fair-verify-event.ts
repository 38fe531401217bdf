// The seed panel hands a revealed pair to the verifier with a window event: the two load as
// separate chunks, and neither should pull the other in to talk.

export const FAIR_VERIFY_EVENT = 'fair:verify';

/** What the panel's "Verify with these seeds" fills in. */
export interface FairVerifyDetail {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The last nonce a bet used on the pair; null when none did. */
  nonce: number | null;
}

export function sendToVerifier(detail: FairVerifyDetail) {
  window.dispatchEvent(new CustomEvent<FairVerifyDetail>(FAIR_VERIFY_EVENT, { detail }));
}

/** A bet a screen placed on this page: what the verifier fills in when its seeds come to check it. */
export interface RememberedBet {
  game: string;
  /** The bet's stored parameters (for an instant game, its verify parameters). */
  params: Record<string, unknown>;
  /** Its stake, minor units. */
  amount: number;
  serverSeedHash: string;
  nonce: number;
}

// The page's last bets by seed pair and nonce (a few: the panel sends the latest nonce of a pair).
const remembered = new Map<string, RememberedBet>();
const keyOf = (hash: string, nonce: number) => `${hash}:${nonce}`;

/** Called by the screens' bet hooks as a bet is settled. */
export function rememberBet(bet: RememberedBet) {
  remembered.set(keyOf(bet.serverSeedHash, bet.nonce), bet);
  if (remembered.size > 20) remembered.delete(remembered.keys().next().value as string);
}

/** The bet of this page played with that pair at that nonce, if any. */
export const recallBet = (serverSeedHash: string, nonce: number | null) =>
  nonce === null ? undefined : remembered.get(keyOf(serverSeedHash, nonce));
