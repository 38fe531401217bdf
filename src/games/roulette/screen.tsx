'use client';
// The European roulette table: choose a chip, place it on numbers (straight, or split, street,
// corner and six-line by the bet-type switch; trio and first four beside the zero) and on the
// outside bets; the total stake is the sum of the placements sent in one spin. Same flow as dice.
import { useId, useState } from 'react';
import { BetError } from '../../components/games/bet-error';
import { FunToggle } from '../../components/games/fun-toggle';
import { FairLine } from '../../components/games/fair-line';
import { money } from '../../components/games/play-client';
import { useInstantBet } from '../../components/games/use-instant-bet';
import { RED, ROULETTE_RTP, type RoulettePlacement, coveredNumbers } from './math';

export interface RouletteLabels {
  chip: string;
  betType: string;
  straight: string;
  split: string;
  street: string;
  corner: string;
  six_line: string;
  trio: string;
  first_four: string;
  dozen: string;
  column: string;
  red: string;
  black: string;
  odd: string;
  even: string;
  low: string;
  high: string;
  splitHint: string;
  total: string;
  spin: string;
  undo: string;
  clear: string;
  bets: string;
  history: string;
  rtp: string;
  fun: string;
  funBalance: string;
  win: string;
  lose: string;
  loginToPlay: string;
  noBets: string;
  hotkeys: string;
}

const CHIPS = [10, 100, 500, 2500, 10000]; // minor units
const MAX_PLACEMENTS = 50; // the route's limit
type InsideMode = 'straight' | 'split' | 'street' | 'corner' | 'six_line';
const MODES: InsideMode[] = ['straight', 'split', 'street', 'corner', 'six_line'];
const col = (n: number) => ((n - 1) % 3) + 1;
/** The layout's three rows, top to bottom: 3 6 … 36, 2 5 … 35, 1 4 … 34. */
const ROWS = [3, 2, 1].map((c) => Array.from({ length: 12 }, (_, i) => i * 3 + c));

type Spot = Omit<RoulettePlacement, 'amount'>;
const keyOf = (s: Spot) => `${s.type}:${s.value ?? ''}:${s.second ?? ''}`;
const colour = (n: number) => (n === 0 ? 'bg-win text-bg' : RED.has(n) ? 'bg-lose text-white' : 'bg-black text-white');

/** The bet of `mode` that a click on number `n` makes (split needs a second number). */
function insideSpot(mode: Exclude<InsideMode, 'split'>, n: number): Spot | null {
  if (n === 0) return mode === 'straight' ? { type: 'straight', value: 0 } : null;
  const street = n - col(n) + 1;
  if (mode === 'straight') return { type: 'straight', value: n };
  if (mode === 'street') return { type: 'street', value: street };
  if (mode === 'six_line') return { type: 'six_line', value: Math.min(street, 31) };
  // Corner: n is its top-left (smallest) number where it can be, else the nearest one.
  let v = col(n) === 3 ? n - 1 : n;
  if (v > 32) v -= 3;
  return { type: 'corner', value: v };
}

export function RouletteScreen({ labels }: { labels: RouletteLabels }) {
  const g = useInstantBet('general', '/roulette/bets');
  const id = useId();
  const [chip, setChip] = useState(100);
  const [mode, setMode] = useState<InsideMode>('straight');
  const [splitFrom, setSplitFrom] = useState<number | null>(null);
  // Placement order is kept so "undo" removes the last chip put down.
  const [placed, setPlaced] = useState<{ spot: Spot; amount: number }[]>([]);
  const [history, setHistory] = useState<number[]>([]);

  const byKey = new Map<string, { spot: Spot; amount: number }>();
  for (const p of placed) {
    const k = keyOf(p.spot);
    const cur = byKey.get(k);
    byKey.set(k, { spot: p.spot, amount: (cur?.amount ?? 0) + p.amount });
  }
  const placements = [...byKey.values()];
  const total = placements.reduce((s, p) => s + p.amount, 0);
  const on = (s: Spot) => byKey.get(keyOf(s))?.amount ?? 0;

  function put(spot: Spot | null) {
    if (!spot || !coveredNumbers(spot.type, spot.value, spot.second)) return;
    if (!byKey.has(keyOf(spot)) && byKey.size >= MAX_PLACEMENTS) return;
    g.setError(null);
    setPlaced((p) => [...p, { spot, amount: chip }]);
  }
  function clickNumber(n: number) {
    if (mode !== 'split') return put(insideSpot(mode, n));
    if (splitFrom === null || splitFrom === n) return setSplitFrom(splitFrom === n ? null : n);
    const spot: Spot = { type: 'split', value: Math.min(splitFrom, n), second: Math.max(splitFrom, n) };
    if (coveredNumbers('split', spot.value, spot.second)) {
      put(spot);
      setSplitFrom(null);
    } else setSplitFrom(n);
  }

  async function spin() {
    if (placements.length === 0) {
      g.setError(labels.noBets);
      return;
    }
    const body = { placements: placements.map((p) => ({ ...p.spot, amount: p.amount })) };
    const res = await g.play(body, total);
    if (res) setHistory((h) => [res.outcome.pocket as number, ...h].slice(0, 15));
  }

  const spotName = (s: Spot) => {
    const nums = coveredNumbers(s.type, s.value, s.second) ?? [];
    if (s.type === 'dozen' || s.type === 'column') return `${labels[s.type]} ${s.value}`;
    if (nums.length > 6) return labels[s.type];
    return `${labels[s.type]} ${nums.join('-')}`;
  };
  const last = g.last;
  const pocket = (last?.outcome.pocket as number | undefined) ?? null;
  const won = last !== null && last.payout > 0;
  const cell = 'relative flex min-h-9 items-center justify-center rounded text-xs font-bold sm:text-sm';
  const outside = (spot: Spot, text: string, extra = '') => (
    <button
      type="button"
      onClick={() => put(spot)}
      className={`${cell} border border-line ${extra}`}
      data-testid={`roulette-${spot.type}${spot.value ? `-${spot.value}` : ''}`}
    >
      {text}
      <Amount v={on(spot)} />
    </button>
  );

  return (
    <section
      aria-label="Roulette"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4"
      data-testid="roulette-screen"
      data-hydrated={g.mounted ? 'true' : undefined}
      onKeyDown={(e) => {
        const tag = (e.target as HTMLElement).tagName;
        if (e.key === ' ' && tag !== 'INPUT' && tag !== 'BUTTON' && !g.busy) {
          e.preventDefault();
          void spin();
        }
      }}
    >
      <FunToggle
        game="roulette"
        fun={g.fun}
        onChange={g.setFun}
        label={labels.fun}
        balanceLabel={labels.funBalance}
        balance={g.funBalance}
      />
      <div className="flex items-center gap-3" aria-live="polite">
        <div
          className={`flex h-16 w-16 shrink-0 items-center justify-center rounded-full text-2xl font-bold ${
            pocket === null ? 'border border-line' : colour(pocket)
          }`}
          data-testid="roulette-pocket"
        >
          {pocket ?? '—'}
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          {last ? (
            <p className={`text-sm ${won ? 'text-win' : 'text-muted'}`} data-testid="roulette-result">
              {won ? `${labels.win} +${money(last.payout)}` : labels.lose} · nonce {last.fair.nonce}
            </p>
          ) : null}
          <ol className="flex flex-wrap gap-1" aria-label={labels.history} data-testid="roulette-history">
            {history.map((n, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows at the front
              <li key={history.length - i} className={`rounded px-1.5 text-xs ${colour(n)}`}>
                {n}
              </li>
            ))}
          </ol>
        </div>
      </div>

      <fieldset className="flex flex-wrap items-center gap-2 text-sm">
        <legend className="mb-1">{labels.chip}</legend>
        {CHIPS.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={chip === c}
            onClick={() => setChip(c)}
            className={`h-11 min-w-11 rounded-full border-2 px-2 text-xs font-bold ${
              chip === c ? 'border-accent bg-accent/30' : 'border-line'
            }`}
            data-testid={`roulette-chip-${c}`}
          >
            {money(c)}
          </button>
        ))}
      </fieldset>
      <label className="flex items-center gap-2 text-sm" htmlFor={`${id}-m`}>
        {labels.betType}
        <select
          id={`${id}-m`}
          value={mode}
          onChange={(e) => {
            setMode(e.target.value as InsideMode);
            setSplitFrom(null);
          }}
          className="rounded border border-line bg-bg p-2"
          data-testid="roulette-mode"
        >
          {MODES.map((m) => (
            <option key={m} value={m}>
              {labels[m]}
            </option>
          ))}
        </select>
        {mode === 'split' ? <span className="text-xs text-muted">{labels.splitHint}</span> : null}
      </label>

      {/* The table scrolls sideways on narrow phones rather than shrinking below a tappable size;
          inline-size containment keeps its width from widening the page. */}
      <div className="overflow-x-auto pb-1 [contain:inline-size]">
        <div className="grid min-w-[36rem] grid-cols-[2.5rem_repeat(12,minmax(0,1fr))_2.75rem] gap-1">
          <button
            type="button"
            onClick={() => clickNumber(0)}
            className={`${cell} row-span-3 ${colour(0)} ${splitFrom === 0 ? 'ring-2 ring-accent' : ''}`}
            data-testid="roulette-n-0"
          >
            0
            <Amount v={on({ type: 'straight', value: 0 })} />
          </button>
          {ROWS.map((row) => [
            ...row.map((n) => (
              <button
                key={n}
                type="button"
                onClick={() => clickNumber(n)}
                className={`${cell} ${colour(n)} ${splitFrom === n ? 'ring-2 ring-accent' : ''}`}
                data-testid={`roulette-n-${n}`}
              >
                {n}
                <Amount v={on({ type: 'straight', value: n })} />
              </button>
            )),
            <span key={`col-${row[0]}`} className="contents">
              {outside({ type: 'column', value: col(row[0]!) }, '2:1')}
            </span>,
          ])}
          <span />
          <div className="col-span-12 grid grid-cols-3 gap-1">
            {[1, 2, 3].map((d) => (
              <span key={d} className="contents">
                {outside({ type: 'dozen', value: d }, `${d * 12 - 11}–${d * 12}`)}
              </span>
            ))}
          </div>
          <span />
          <span />
          <div className="col-span-12 grid grid-cols-6 gap-1">
            {outside({ type: 'low' }, '1–18')}
            {outside({ type: 'even' }, labels.even)}
            {outside({ type: 'red' }, labels.red, 'bg-lose text-white')}
            {outside({ type: 'black' }, labels.black, 'bg-black text-white')}
            {outside({ type: 'odd' }, labels.odd)}
            {outside({ type: 'high' }, '19–36')}
          </div>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 text-sm">
        {outside({ type: 'trio', value: 2 }, `${labels.trio} 0-1-2`, 'px-2')}
        {outside({ type: 'trio', value: 3 }, `${labels.trio} 0-2-3`, 'px-2')}
        {outside({ type: 'first_four' }, `${labels.first_four} 0-1-2-3`, 'px-2')}
      </div>

      {placements.length ? (
        <ul className="flex flex-col gap-1 text-xs" aria-label={labels.bets} data-testid="roulette-bets">
          {placements.map((p) => (
            <li key={keyOf(p.spot)} className="flex justify-between gap-2 border-b border-line py-0.5">
              <span>{spotName(p.spot)}</span>
              <span className="tabular-nums">{money(p.amount)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm">
          {labels.total}:{' '}
          <strong className="tabular-nums" data-testid="roulette-total">
            {money(total)}
          </strong>
        </span>
        <button
          type="button"
          onClick={() => setPlaced((p) => p.slice(0, -1))}
          disabled={g.busy || placed.length === 0}
          className="rounded-lg border border-line px-3 py-2 text-sm disabled:opacity-50"
          data-testid="roulette-undo"
        >
          {labels.undo}
        </button>
        <button
          type="button"
          onClick={() => setPlaced([])}
          disabled={g.busy || placed.length === 0}
          className="rounded-lg border border-line px-3 py-2 text-sm disabled:opacity-50"
          data-testid="roulette-clear"
        >
          {labels.clear}
        </button>
        <button
          type="button"
          onClick={() => void spin()}
          disabled={g.busy || !g.canPlay || total === 0}
          className="rounded-lg bg-accent px-6 py-2 font-bold text-bg disabled:opacity-50"
          data-testid="roulette-spin"
          aria-keyshortcuts="Space"
        >
          {labels.spin}
        </button>
        {!g.canPlay ? <span className="text-sm text-muted">{labels.loginToPlay}</span> : null}
      </div>
      <p className="text-xs text-muted">
        {labels.hotkeys} · {labels.rtp} {(ROULETTE_RTP * 100).toFixed(2)}%
      </p>
      <BetError game="roulette" error={g.error} />
      {last ? <FairLine fair={last.fair} serverSeed={last.server_seed} /> : null}
    </section>
  );
}

/** The stake lying on a spot of the table. */
function Amount({ v }: { v: number }) {
  return v ? (
    <span className="absolute -top-1 -right-1 rounded-full bg-accent px-1 text-[10px] leading-4 text-bg">
      {money(v)}
    </span>
  ) : null;
}
