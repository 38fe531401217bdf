'use client';
// A room's past rounds with what verifies each winner (hash, salt, pot, winning ticket) and a
// "Verify" that recomputes it in the browser: sha256(hash) against the commitment published when
// the round opened, and the ticket from hash and salt.
import { useEffect, useState } from 'react';
import type { Currency, Lang } from '../../contract/common';
import type { RoomName, RoomRound } from '../../contract/rooms';
import { formatMoney } from '../../site/format';
import type { RoundCheck } from './room-verify';
import { fetchRounds } from './rooms-client';

export interface RoomHistoryLabels {
  history: string;
  noHistory: string;
  round: string;
  pot: string;
  winner: string;
  hidden: string;
  winningTicket: string;
  hash: string;
  salt: string;
  commitment: string;
  verify: string;
  verified: string;
  mismatch: string;
}

export function RoomHistory({
  room,
  currency,
  lang,
  labels,
  refresh,
}: {
  room: RoomName;
  currency: Currency;
  lang: Lang;
  labels: RoomHistoryLabels;
  /** Changes when a round has been shown settled: the list is read again. */
  refresh: number;
}) {
  const [rounds, setRounds] = useState<RoomRound[] | null>(null);
  const [checks, setChecks] = useState<Record<number, RoundCheck>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: `refresh` is the reason to read again
  useEffect(() => {
    let live = true;
    fetchRounds(room, currency)
      .then((r) => {
        if (live) setRounds(r.filter((x) => x.phase === 'settled'));
      })
      .catch(() => {
        if (live) setRounds((r) => r ?? []);
      });
    return () => {
      live = false;
    };
  }, [room, currency, refresh]);

  async function verify(r: RoomRound) {
    const { verifyRound } = await import('./room-verify');
    setChecks((c) => ({ ...c, [r.id]: verifyRound(r) }));
  }

  return (
    <details className="rounded-xl border border-line p-2 text-sm" data-testid="rooms-history">
      <summary className="cursor-pointer font-bold">{labels.history}</summary>
      {rounds && rounds.length === 0 ? <p className="mt-2 text-muted">{labels.noHistory}</p> : null}
      <ul className="mt-2 flex flex-col gap-2">
        {(rounds ?? []).map((r) => {
          const check = checks[r.id];
          return (
            <li
              key={r.id}
              className="flex flex-col gap-1 rounded-lg bg-elevated p-2"
              data-testid="rooms-history-round"
              data-round-id={r.id}
            >
              <p className="flex flex-wrap gap-x-3">
                <span className="font-bold">
                  {labels.round} #{r.id}
                </span>
                <span>
                  {labels.pot}: {formatMoney(r.total, currency, lang)}
                </span>
                <span>
                  {labels.winner}: {r.winner ?? labels.hidden}
                </span>
                <span>
                  {labels.winningTicket}: #{r.winning_ticket}
                </span>
              </p>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-xs text-muted">
                <dt>{labels.commitment}</dt>
                <dd className="break-all font-mono">{r.hash_commitment}</dd>
                <dt>{labels.hash}</dt>
                <dd className="break-all font-mono">{r.hash}</dd>
                <dt>{labels.salt}</dt>
                <dd className="break-all font-mono">{r.salt}</dd>
              </dl>
              <div className="flex flex-wrap items-center gap-2">
                <button
                  type="button"
                  className="rounded border border-line px-2 py-1 text-xs font-bold"
                  onClick={() => void verify(r)}
                  data-testid="rooms-verify"
                >
                  {labels.verify}
                </button>
                {check ? (
                  <span
                    className={check.ok ? 'text-win' : 'text-lose'}
                    data-testid="rooms-verify-result"
                    data-ok={check.ok ? 'true' : 'false'}
                  >
                    {check.ok ? `✓ ${labels.verified}` : `✗ ${labels.mismatch}`} (#{check.ticket ?? '—'})
                  </span>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
