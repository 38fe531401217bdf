import { describe, expect, it } from 'vitest';
import type { RoomRound } from '../../src/contract/rooms';
import { chainHashes, sha256Hex } from '../../src/games/kit/fair/chain';
import { winningTicket } from '../../src/games/rooms/math';
import { verifyRound } from '../../src/games/rooms/room-verify';

// The history's "Verify" button: recomputes a settled round from its published data.
const [hash] = chainHashes('7'.repeat(64), 3) as [string];
const salt = '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c';
const total = 12_345;
const ticket = winningTicket(hash, salt, total);
const entries = [
  { id: 1, player: 'ann', amount: 345, ticket_from: 0, ticket_to: 345 },
  { id: 2, player: 'bob', amount: 12_000, ticket_from: 345, ticket_to: 12_345 },
];
const winnerId = entries.find((e) => ticket >= e.ticket_from && ticket < e.ticket_to)!.id;
const round: RoomRound = {
  id: 5,
  room: 'yellow',
  currency: 'RUB',
  phase: 'settled',
  hash_commitment: sha256Hex(hash),
  ends_at: 1,
  countdown_cap_at: 2,
  total,
  commission_bps: 500,
  entries,
  hash,
  salt,
  winning_ticket: ticket,
  winner_entry_id: winnerId,
};

describe('verifying a room round in the browser', () => {
  it('confirms an honest round: the hash matches its commitment and draws the announced ticket of the announced winner', () => {
    expect(verifyRound(round)).toEqual({ commitment: true, ticket, winner: true, ok: true });
  });

  it('flags a hash that is not the committed one', () => {
    const other = sha256Hex('something else');
    const check = verifyRound({ ...round, hash: other, winning_ticket: winningTicket(other, salt, total) });
    expect(check.commitment).toBe(false);
    expect(check.ok).toBe(false);
  });

  it('flags an announced ticket or winner the hash does not give', () => {
    expect(verifyRound({ ...round, winning_ticket: (ticket + 1) % total }).ok).toBe(false);
    expect(verifyRound({ ...round, winner_entry_id: winnerId === 1 ? 2 : 1 }).ok).toBe(false);
  });

  it('cannot verify a round not settled yet', () => {
    const { hash: _h, salt: _s, ...open } = round;
    expect(verifyRound({ ...open, phase: 'countdown' }).ok).toBe(false);
  });
});
