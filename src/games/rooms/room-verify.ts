// Checks a settled room round in the browser from its published data alone (fairness.md "Rooms"):
// the revealed hash is the one committed when the round opened (sha256 of its text), it draws the
// announced ticket with the chain's salt, and that ticket lies in the winner's range. Loaded only
// when a player asks (it brings the hash functions).
import type { RoomRound } from '../../contract/rooms';
import { sha256Hex } from '../kit/fair/chain';
import { winningTicket } from './math';

export interface RoundCheck {
  /** sha256(hash) === hash_commitment */
  commitment: boolean;
  /** The ticket recomputed from hash, salt and total. */
  ticket: number | null;
  /** …equals the announced winning ticket, inside the announced winner's tickets. */
  winner: boolean;
  ok: boolean;
}

export function verifyRound(r: RoomRound): RoundCheck {
  if (!r.hash || r.salt === undefined || r.total < 1)
    return { commitment: false, ticket: null, winner: false, ok: false };
  const commitment = sha256Hex(r.hash) === r.hash_commitment.toLowerCase();
  const ticket = winningTicket(r.hash, r.salt, r.total);
  const entry = r.entries.find((e) => ticket >= e.ticket_from && ticket < e.ticket_to);
  const winner = ticket === r.winning_ticket && (r.winner_entry_id === undefined || entry?.id === r.winner_entry_id);
  return { commitment, ticket, winner, ok: commitment && winner };
}
