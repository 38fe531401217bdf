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
