// The market status machine, UOF's codes with rails-pro's rules (reference-notes 2.1,
// market_state_machine.rb): only ACTIVE (1) takes bets; SETTLED (−3) and CANCELLED (−4) are final
// except through the matching rollback. A message that would break the rules leaves the status as it
// was (the feed may repeat or reorder; a stale odds_change must not reopen a settled market).
import { MARKET_STATUS, type MarketStatus } from '../uof/messages';

export type StatusVia =
  | 'odds_change'
  | 'bet_stop'
  | 'settlement'
  | 'rollback_settlement'
  | 'cancel'
  | 'rollback_cancel';

const { active, inactive, suspended, handedOver, settled, cancelled } = MARKET_STATUS;
/** The statuses an open (not final) market moves between. */
const OPEN: ReadonlySet<MarketStatus> = new Set([active, inactive, suspended, handedOver]);

/** Only an ACTIVE market accepts bets. */
export function takesBets(status: MarketStatus): boolean {
  return status === active;
}

/** Settled and cancelled markets move only by their rollback. */
export function isFinal(status: MarketStatus): boolean {
  return status === settled || status === cancelled;
}

/** Whether a message of kind `via` may move a market from `from` to `to`. */
export function canTransition(from: MarketStatus, to: MarketStatus, via: StatusVia): boolean {
  switch (via) {
    case 'odds_change':
      // Prices and open statuses; results and cancellations come by their own messages.
      return OPEN.has(from) && OPEN.has(to);
    case 'bet_stop':
      // UOF bet_stop's market_status: suspended by default, or deactivated.
      return OPEN.has(from) && (to === suspended || to === inactive);
    case 'settlement':
      // A second bet_settlement (certainty 1 then 2) re-settles a settled market; a cancelled one stays.
      return from !== cancelled && to === settled;
    case 'rollback_settlement':
      return from === settled && OPEN.has(to);
    case 'cancel':
      return from !== cancelled && to === cancelled;
    case 'rollback_cancel':
      return from === cancelled && OPEN.has(to);
  }
}

/** Where a rollback leaves a market: suspended, so no bet lands before the feed prices it again. */
const DEFAULT_TARGET: Record<StatusVia, MarketStatus> = {
  odds_change: active,
  bet_stop: suspended,
  settlement: settled,
  rollback_settlement: suspended,
  cancel: cancelled,
  rollback_cancel: suspended,
};

/**
 * The status after a message: `requested` (the message's own status, for odds_change and bet_stop;
 * otherwise the message's natural target) when the move is allowed, else `from` unchanged.
 */
export function nextStatus(from: MarketStatus, via: StatusVia, requested?: MarketStatus): MarketStatus {
  const to = requested ?? DEFAULT_TARGET[via];
  return canTransition(from, to, via) ? to : from;
}
