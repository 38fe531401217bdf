'use client';
// A room's screen (issue 19): the pot ring with each player's share and chance, the countdown on the
// server's clock, the entries with their tickets, the stake panel, and the spin to the winner the
// server has already drawn. Everything shown comes from the room's event stream; the stake is a
// POST whose result arrives back through the same stream, as everyone else's does.
import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../client/api-error';
import { profileAtom } from '../../client/atoms';
import { useT } from '../../client/i18n';
import { useRoundInProgress } from '../../client/round-guard';
import { BetButton } from '../../components/games/bet-button';
import { GameScreen } from '../../components/games/game-screen';
import { emitCashBalance, errorText } from '../../components/games/play-client';
import { StakeField } from '../../components/games/stake-field';
import { type StakeKit, type StakeLabels, stakeProblem, toMinor } from '../../components/games/stake-limits';
import { usePlayMode } from '../../components/games/use-play-mode';
import { useReveal } from '../../components/games/use-reveal';
import type { RoomLimits, RoomName, RoomRound } from '../../contract/rooms';
import type { Currency, Lang } from '../../contract/common';
import { splitErrorLine } from '../../contract/error-line';
import { formatMoney } from '../../site/format';
import { ROOM_COLOR } from './colors';
import { PotRing, type RingPointer } from './ring';
import { ringSegments, SPIN_MS, spinStop } from './ring-geometry';
import { RoomHistory, type RoomHistoryLabels } from './room-history';
import { placeStake } from './rooms-client';
import { useRoomStream } from './use-room-stream';

export interface RoomLabels {
  pot: string;
  players: string;
  waiting: string;
  drawIn: string;
  extended: string;
  drawing: string;
  refunded: string;
  /** "… your {{amount}} came back in full, no commission": filled in the browser. */
  refundedYou: string;
  /** "Waiting for a second player: … back in {{time}}": filled in the browser. */
  aloneWait: string;
  offline: string;
  stake: string;
  bet: string;
  loginToPlay: string;
  entries: string;
  noEntries: string;
  tickets: string;
  chance: string;
  you: string;
  hidden: string;
  yourChance: string;
  winner: string;
  payout: string;
  commission: string;
  winningTicket: string;
  ring: string;
  playerCap: string;
}

/** How long the ring keeps the settled round and the pointer on the winner after the spin. */
const HOLD_MS = 4000;

/** Seconds left to `at` on the server's clock, ticking while `at` is ahead. */
function useSecondsLeft(at: number | null, offset: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? null : Math.max(0, Math.ceil((at - (now + offset)) / 1000));
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

function stakeError(e: unknown, t: ReturnType<typeof useT>, playerCap: string): string {
  if (e instanceof ApiRequestError) {
    const line = Object.values(e.body?.errors ?? {}).flat()[0];
    if (line && splitErrorLine(line).code === 'player_cap') return playerCap;
  }
  return errorText(e, t);
}

export function RoomScreen({
  room,
  name,
  currency,
  lang,
  initialLimits,
  firstStake,
  stakeLabels,
  labels,
  history,
}: {
  room: RoomName;
  name: string;
  /** The pot watched: the player's currency, RUB when signed out. */
  currency: Currency;
  lang: Lang;
  /** The room's limits as the page knew them, until the stream's state brings the live ones. */
  initialLimits: RoomLimits | null;
  firstStake: string;
  stakeLabels: StakeLabels;
  labels: RoomLabels;
  history: RoomHistoryLabels;
}) {
  const { mounted, loggedIn } = usePlayMode();
  const profile = useAtomValue(profileAtom);
  const t = useT();
  const id = useId();
  const [view, dispatch] = useRoomStream(room, currency, initialLimits);
  const [amount, setAmount] = useState(firstStake);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  // The player's own entries (from the stake answers): entries carry a public name only.
  const [mine, setMine] = useState<ReadonlySet<number>>(() => new Set());
  const { revealing, reveal, animates } = useReveal();
  const [spin, setSpin] = useState<{ round: RoomRound; pointer: RingPointer } | null>(null);
  const hold = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const money = (minor: number) => formatMoney(minor, currency, lang);
  const color = ROOM_COLOR[room];

  // A settled round from the stream: spin to its winning ticket, then show the winner.
  const pending = view.spin;
  // Only a new round to spin to starts a spin; the other values are read as they are then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the round's id alone
  useEffect(() => {
    if (!pending) return;
    if (pending.winning_ticket === undefined || pending.total < 1) {
      dispatch({ type: 'spun' });
      return;
    }
    clearTimeout(hold.current);
    const animate = animates();
    setSpin({
      round: pending,
      pointer: { id: pending.id, to: spinStop(pending.winning_ticket, pending.total), animate, ms: SPIN_MS },
    });
    const won = pending.winner_entry_id !== undefined && mine.has(pending.winner_entry_id);
    const ownStake = pending.entries.some((e) => mine.has(e.id));
    reveal(
      SPIN_MS,
      () => {
        dispatch({ type: 'spun' });
        hold.current = setTimeout(() => setSpin(null), HOLD_MS);
      },
      { sound: won ? 'win' : ownStake ? 'lose' : undefined },
    );
  }, [pending?.id]);
  useEffect(() => () => clearTimeout(hold.current), []);
  useRoundInProgress(revealing || busy);

  const round = spin?.round ?? view.round;
  const phase = spin ? 'settled' : (round?.phase ?? 'open');
  const entries = round?.entries ?? [];
  const total = round?.total ?? 0;
  const segments = ringSegments(entries, total);
  const landed = spin && !revealing ? (spin.round.winner_entry_id ?? null) : null;
  const winner = view.last && view.last.id <= view.spunId ? view.last : null;
  // The countdown, or a lone stake's wait for a second player (an open round with ends_at, issue 39).
  const secondsLeft = useSecondsLeft(
    !spin && (round?.phase === 'countdown' || round?.phase === 'open') ? (round.ends_at ?? null) : null,
    view.offset,
  );
  // A refunded round newer than the last draw: the screen says the stake came back, and how much of it was mine.
  const refunded = view.refunded && view.refunded.id > (view.last?.id ?? 0) ? view.refunded : null;
  const refundedMine = refunded ? refunded.entries.filter((e) => mine.has(e.id)).reduce((a, e) => a + e.amount, 0) : 0;

  // "Extended": the countdown's end moved later within one round (a stake came in near the end).
  const [extended, setExtended] = useState(false);
  const lastEnd = useRef<{ id: number; at: number | null } | null>(null);
  const roundId = view.round?.id ?? null;
  const endsAt = view.round?.ends_at ?? null;
  useEffect(() => {
    const prev = lastEnd.current;
    const cur = roundId === null ? null : { id: roundId, at: endsAt };
    lastEnd.current = cur;
    if (!prev || !cur || prev.id !== cur.id || prev.at === null || cur.at === null || cur.at <= prev.at) return;
    setExtended(true);
    const timer = setTimeout(() => setExtended(false), 3000);
    return () => clearTimeout(timer);
  }, [roundId, endsAt]);

  const limits = view.limits ?? initialLimits;
  const myStake = (view.round?.entries ?? []).filter((e) => mine.has(e.id)).reduce((s, e) => s + e.amount, 0);
  const myChance = view.round && view.round.total > 0 ? (myStake / view.round.total) * 100 : 0;
  const kit: StakeKit = {
    min: Math.max(1, limits?.min ?? 1),
    max: limits ? Math.max(0, Math.min(limits.max, limits.player_max - myStake)) : null,
    maxPayout: null,
    currency,
    lang,
    labels: stakeLabels,
  };

  async function stake() {
    if (inFlight.current) return;
    const minor = toMinor(amount);
    const problem = stakeProblem(kit, minor);
    if (problem) {
      setError(problem);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const res = await placeStake(room, minor);
      setMine((s) => new Set(s).add(res.entry.id));
      emitCashBalance(res.balance, profile?.user.bonus ?? 0);
    } catch (e) {
      setError(stakeError(e, t, labels.playerCap));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  let status: string;
  if (spin) status = revealing ? labels.drawing : labels.winner;
  else if (round?.phase === 'countdown' && secondsLeft !== null) status = `${labels.drawIn} ${clock(secondsLeft)}`;
  else if (round?.phase === 'refunded') status = labels.refunded;
  else if (round?.phase === 'open' && round.ends_at !== null && secondsLeft !== null)
    status = labels.aloneWait.replace('{{time}}', clock(secondsLeft));
  else status = labels.waiting;

  return (
    <GameScreen
      game="rooms"
      label={name}
      hydrated={mounted}
      revealing={revealing}
      data-room={room}
      data-phase={phase}
      data-live={view.live ? 'true' : 'false'}
      style={{ borderTopColor: color, borderTopWidth: 4 }}
    >
      {mounted && !view.live ? (
        <p
          role="status"
          className="rounded-lg bg-elevated p-2 text-center text-sm text-gold"
          data-testid="rooms-offline"
        >
          {labels.offline}
        </p>
      ) : null}
      <div className="grid items-center gap-4 md:grid-cols-[minmax(0,300px)_minmax(0,1fr)]">
        <PotRing
          segments={segments}
          pointer={spin?.pointer ?? null}
          winnerId={landed}
          track={color}
          label={labels.ring}
        >
          <span className="text-xs uppercase tracking-wide text-muted">{labels.pot}</span>
          <strong className="text-2xl tabular-nums sm:text-3xl" style={{ color }} data-testid="rooms-pot">
            {money(total)}
          </strong>
          <span className="text-xs text-muted">
            {labels.players}: <span data-testid="rooms-players">{entries.length}</span>
          </span>
          <span
            className="mt-1 max-w-[150px] text-sm font-bold tabular-nums"
            data-testid="rooms-countdown"
            data-seconds={secondsLeft ?? undefined}
            aria-live="off"
          >
            {status}
          </span>
          {extended && !spin ? (
            <span className="text-xs text-gold" data-testid="rooms-extended">
              {labels.extended}
            </span>
          ) : null}
        </PotRing>
        <div className="flex min-w-0 flex-col gap-3">
          {refunded && !spin ? (
            <p
              role="status"
              className="rounded-xl border border-line bg-elevated p-3 text-sm"
              data-testid="rooms-refunded"
              data-round-id={refunded.id}
            >
              {refundedMine > 0 ? labels.refundedYou.replace('{{amount}}', money(refundedMine)) : labels.refunded}
            </p>
          ) : null}
          {winner?.winner_entry_id !== undefined ? (
            <div
              className="rounded-xl border p-3 text-sm"
              style={{ borderColor: color }}
              data-testid="rooms-winner"
              data-round-id={winner.id}
              data-entry-id={winner.winner_entry_id}
              aria-live="polite"
            >
              <p className="font-bold">
                {labels.winner}:{' '}
                <span data-testid="rooms-winner-name">
                  {mine.has(winner.winner_entry_id) ? labels.you : (winner.winner ?? labels.hidden)}
                </span>
              </p>
              <p>
                {labels.payout}: <strong className="text-win">{money(winner.payout ?? 0)}</strong> · {labels.commission}
                : {money(winner.commission ?? 0)}
              </p>
              <p className="text-xs text-muted">
                {labels.winningTicket} #{winner.winning_ticket} / {winner.total}
              </p>
            </div>
          ) : null}
          <div className="bet-bar flex flex-wrap items-end gap-3">
            <StakeField
              id={`${id}-a`}
              label={labels.stake}
              value={amount}
              onChange={(v) => {
                setAmount(v);
                setError(null);
              }}
              testId="rooms-amount"
              width="w-28"
              kit={kit}
              disabled={busy}
            />
            <BetButton
              onClick={() => void stake()}
              disabled={busy || !loggedIn || !view.live}
              testId="rooms-bet"
              className="px-6"
            >
              {labels.bet}
            </BetButton>
          </div>
          {error ? (
            <p role="alert" className="text-sm text-lose" data-testid="rooms-error">
              {error}
            </p>
          ) : null}
          {mounted && !loggedIn ? <p className="text-sm text-muted">{labels.loginToPlay}</p> : null}
          {myStake > 0 ? (
            <p className="text-sm" data-testid="rooms-my-chance">
              {labels.yourChance}: <strong>{myChance.toFixed(2)}%</strong> · {money(myStake)}
            </p>
          ) : null}
        </div>
      </div>
      <section aria-label={labels.entries} className="flex flex-col gap-2">
        <h3 className="text-sm font-bold">{labels.entries}</h3>
        {entries.length === 0 ? (
          <p className="text-sm text-muted">{labels.noEntries}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm" data-testid="rooms-entries">
            {entries.map((e, i) => (
              <li
                key={e.id}
                className={`flex flex-wrap items-center gap-x-3 gap-y-0.5 rounded-lg bg-elevated px-2 py-1 ${
                  landed === e.id ? 'ring-2 ring-white' : ''
                }`}
                data-testid="rooms-entry"
                data-entry-id={e.id}
                data-mine={mine.has(e.id) ? 'true' : undefined}
              >
                <span
                  aria-hidden="true"
                  className="h-3 w-3 shrink-0 rounded-full"
                  style={{ background: segments[i]?.color }}
                />
                <span className="min-w-0 flex-1 truncate font-bold">
                  {mine.has(e.id) ? labels.you : (e.player ?? labels.hidden)}
                </span>
                <span className="tabular-nums">{money(e.amount)}</span>
                <span className="tabular-nums text-muted">{(segments[i]?.chance ?? 0).toFixed(2)}%</span>
                <span className="w-full text-xs text-muted tabular-nums sm:w-auto">
                  {labels.tickets} {e.ticket_from}–{e.ticket_to - 1}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <RoomHistory room={room} currency={currency} lang={lang} labels={history} refresh={view.spunId} />
    </GameScreen>
  );
}
