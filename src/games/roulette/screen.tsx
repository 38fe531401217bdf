'use client';
// The European roulette table: choose a chip, place it on numbers (straight, or split, street,
// corner and six-line by the bet-type switch; trio and first four beside the zero) and on the
// outside bets; the total stake is the sum of the placements sent in one spin. The wheel turns and
// the ball drops onto the pocket the server settled (useReveal: skippable, off under reduced
// motion and in turbo). Chips run from the currency's minimum to its maximum, and a table whose
// total leaves the limits is not sent. On phones the board stands upright (3 columns × 12 rows)
// so it fits 360 px; Spin sits in the bet bar right under the wheel (the screen kit's order), and a
// spin brings the wheel back into view when the player had scrolled down to the board.
import { GameScreen } from '../../components/games/game-screen';
import { BetButton } from '../../components/games/bet-button';
import { type CSSProperties, useId, useState } from 'react';
import { useRoundInProgress } from '../../client/round-guard';
import type { BetResponse } from '../../contract/bets';
import { money } from '../../components/games/play-client';
import { useRecentResults } from '../../components/games/recent-results';
import {
  BetBar,
  ResultText,
  ScreenFoot,
  ScreenHead,
  ToolButton,
  useStageInView,
  type PlayLabels,
  type ScreenProps,
} from '../../components/games/screen-kit';
import { recentId, resultLine } from '../../components/games/result-line';
import { chipValues, stakeProblem, toMinor } from '../../components/games/stake-limits';
import { useInstantBet } from '../../components/games/use-instant-bet';
import { useReveal } from '../../components/games/use-reveal';
import { useSkipOnInput, useSpaceKey } from '../../components/games/use-space-key';
import { formatDecimal, formatMoney } from '../../site/format';
import { RED, ROULETTE_RTP, type RoulettePlacement, coveredNumbers, rouletteBestCase } from './math';
import { RouletteWheel, SPIN_MS, wheelLanding } from './wheel-view';

export interface RouletteLabels extends PlayLabels {
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
  rtp: string;
  noBets: string;
  hotkeys: string;
  wheel: string;
}

const MAX_PLACEMENTS = 50; // the route's limit
type InsideMode = 'straight' | 'split' | 'street' | 'corner' | 'six_line';
const MODES: InsideMode[] = ['straight', 'split', 'street', 'corner', 'six_line'];
const col = (n: number) => ((n - 1) % 3) + 1;
const NUMBERS = Array.from({ length: 36 }, (_, i) => i + 1);

type Spot = Omit<RoulettePlacement, 'amount'>;
const keyOf = (s: Spot) => `${s.type}:${s.value ?? ''}:${s.second ?? ''}`;
const colour = (n: number) => (n === 0 ? 'bg-win text-bg' : RED.has(n) ? 'bg-lose text-white' : 'bg-black text-white');

/**
 * Where a cell sits (grid-area "row / col / row-end / col-end"), on phones (`m`: the board
 * upright, zero on top, 3 number columns, dozens and outside bets down the left, columns' 2:1 at
 * the bottom) and from `sm` (`d`: the classic wide table). One set of buttons serves both.
 */
const area = (m: string, d: string) => ({ '--m': m, '--d': d }) as CSSProperties;
const placed = '[grid-area:var(--m)] sm:[grid-area:var(--d)]';
function numberArea(n: number) {
  const i = Math.floor((n - 1) / 3);
  const c = col(n);
  return area(`${2 + i} / ${2 + c} / ${3 + i} / ${3 + c}`, `${4 - c} / ${2 + i} / ${5 - c} / ${3 + i}`);
}
const ZERO_AREA = area('1 / 3 / 2 / 6', '1 / 1 / 4 / 2');
const columnArea = (k: number) => area(`14 / ${2 + k} / 15 / ${3 + k}`, `${4 - k} / 14 / ${5 - k} / 15`);
const dozenArea = (d: number) => area(`${4 * d - 2} / 2 / ${4 * d + 2} / 3`, `4 / ${4 * d - 2} / 5 / ${4 * d + 2}`);
const outsideArea = (j: number) => area(`${2 + 2 * j} / 1 / ${4 + 2 * j} / 2`, `5 / ${2 + 2 * j} / 6 / ${4 + 2 * j}`);
/** Text of the upright board's narrow side columns runs top to bottom. */
const sideText = 'max-sm:[writing-mode:vertical-rl]';

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

export function RouletteScreen({ labels, kit, firstStake, recentLabel }: ScreenProps<RouletteLabels>) {
  const g = useInstantBet('general', '/roulette/bets');
  const id = useId();
  // Chips from the currency's minimum to its maximum: never one the table refuses.
  const chips = chipValues(kit);
  const [chip, setChip] = useState(() => chips.filter((c) => c <= toMinor(firstStake)).at(-1) ?? chips[0]!);
  const [mode, setMode] = useState<InsideMode>('straight');
  const [splitFrom, setSplitFrom] = useState<number | null>(null);
  // Placement order is kept so "undo" removes the last chip put down.
  const [placedChips, setPlaced] = useState<{ spot: Spot; amount: number }[]>([]);
  const [limit, setLimit] = useState<string | null>(null);
  const [shown, setShown] = useState<BetResponse | null>(null);
  const [wheel, setWheel] = useState({ rotation: 0, ball: 0, spins: 0 });
  const { revealing, reveal, skip } = useReveal();
  const recent = useRecentResults('roulette');
  const stage = useStageInView<HTMLDivElement>();
  useRoundInProgress(g.busy || revealing);

  const byKey = new Map<string, { spot: Spot; amount: number }>();
  for (const p of placedChips) {
    const k = keyOf(p.spot);
    const cur = byKey.get(k);
    byKey.set(k, { spot: p.spot, amount: (cur?.amount ?? 0) + p.amount });
  }
  const placements = [...byKey.values()];
  const total = placements.reduce((s, p) => s + p.amount, 0);
  const on = (s: Spot) => byKey.get(keyOf(s))?.amount ?? 0;
  const asPlacements = (list: typeof placements) => list.map((p) => ({ ...p.spot, amount: p.amount }));
  /** The table's best multiplier: its best pocket's payout over the total (the payout cap reads it). */
  const best = (list: typeof placements, sum: number) => (sum ? rouletteBestCase(asPlacements(list)) / sum : 0);
  const tableProblem = total ? stakeProblem(kit, total, best(placements, total)) : null;
  const fmt = { currency: kit.currency, lang: kit.lang, fun: g.fun };
  const chipText = (c: number) => (g.fun ? money(c) : formatMoney(c, kit.currency, kit.lang));

  function put(spot: Spot | null) {
    if (!spot || !coveredNumbers(spot.type, spot.value, spot.second)) return;
    if (!byKey.has(keyOf(spot)) && byKey.size >= MAX_PLACEMENTS) return;
    // A chip that would take the table over the maximum (or the payout cap) stays in hand.
    const next = [...placements.filter((p) => keyOf(p.spot) !== keyOf(spot)), { spot, amount: on(spot) + chip }];
    const over = stakeProblem(kit, total + chip, best(next, total + chip));
    if (over && total + chip >= kit.min) {
      setLimit(over);
      return;
    }
    setLimit(null);
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
    if (tableProblem) return; // shown in the bet bar; the server would refuse it
    const res = await g.play({ placements: asPlacements(placements) }, total);
    if (!res) return;
    // The player spun from the bar under the board: the wheel comes back into view to land.
    stage.show();
    const pocket = res.outcome.pocket as number;
    const won = res.payout > 0;
    const commit = () => {
      g.settle();
      setShown(res);
      recent.add({ id: recentId(res), won, text: String(pocket) });
      // Again as the ball lands: the page above may have moved while the wheel turned.
      stage.show();
    };
    const animates = reveal(SPIN_MS, commit, { sound: won ? 'win' : 'lose' });
    setWheel((w) => ({
      rotation: wheelLanding(w.rotation, pocket, animates ? 2 : 0),
      ball: w.ball - (animates ? 3 * 360 : 0),
      spins: w.spins + 1,
    }));
  }

  useSpaceKey(() => {
    if (revealing) skip();
    else if (!g.busy && g.canPlay) void spin();
  }, g.mounted);
  useSkipOnInput(revealing, skip);

  const spotName = (s: Spot) => {
    const nums = coveredNumbers(s.type, s.value, s.second) ?? [];
    if (s.type === 'dozen' || s.type === 'column') return `${labels[s.type]} ${s.value}`;
    if (nums.length > 6) return labels[s.type];
    return `${labels[s.type]} ${nums.join('-')}`;
  };
  const pocket = (shown?.outcome.pocket as number | undefined) ?? null;
  const line = shown ? resultLine(shown, labels, fmt) : null;
  const cell = 'relative flex min-h-9 items-center justify-center rounded text-xs font-bold sm:text-sm';
  const outside = (spot: Spot, text: string, extra = '', style?: CSSProperties) => (
    <button
      type="button"
      onClick={() => put(spot)}
      className={`${cell} border border-line ${extra}`}
      style={style}
      data-testid={`roulette-${spot.type}${spot.value ? `-${spot.value}` : ''}`}
    >
      {text}
      <Amount v={on(spot)} />
    </button>
  );
  const busy = g.busy || revealing;

  return (
    <GameScreen game="roulette" label="Roulette" hydrated={g.mounted} revealing={revealing}>
      <ScreenHead game="roulette" play={g} labels={labels} recent={recent.items} recentLabel={recentLabel} />
      {/* The stage: the wheel with the winning number and the result; a spin lands in view
          (useStageInView brings it back when the player scrolled to the board). */}
      <div
        ref={stage.ref}
        className="flex scroll-mt-20 flex-wrap items-center justify-center gap-4 sm:justify-start"
        data-testid="roulette-stage"
      >
        <RouletteWheel
          rotation={wheel.rotation}
          ball={wheel.ball}
          spins={wheel.spins}
          spinning={revealing}
          label={labels.wheel}
        >
          <div
            className={`flex h-12 w-12 items-center justify-center rounded-full text-xl font-bold ${
              pocket === null ? 'border border-line' : colour(pocket)
            }`}
            aria-live="polite"
            data-testid="roulette-pocket"
          >
            {pocket ?? '—'}
          </div>
        </RouletteWheel>
        <ResultText
          testId="roulette-result"
          tone={line?.tone}
          nonce={shown ? shown.fair.nonce : null}
          className="min-w-0 flex-1 basis-40"
        >
          {line?.text}
        </ResultText>
      </div>
      <fieldset className="flex flex-wrap items-center gap-2 text-sm">
        <legend className="mb-1">{labels.chip}</legend>
        {chips.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={chip === c}
            onClick={() => setChip(c)}
            className={`h-11 min-w-11 rounded-full border-2 px-2 text-xs font-bold ${
              chip === c ? 'border-accent bg-accent/30' : 'border-line'
            }`}
            data-testid={`roulette-chip-${c}`}
            data-minor={c}
          >
            {chipText(c)}
          </button>
        ))}
      </fieldset>
      <label className="flex flex-wrap items-center gap-2 text-sm" htmlFor={`${id}-m`}>
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

      <div
        className="grid grid-cols-[2.25rem_2.25rem_repeat(3,minmax(0,1fr))] gap-1 sm:grid-cols-[2.5rem_repeat(12,minmax(0,1fr))_2.75rem]"
        data-testid="roulette-board"
      >
        <button
          type="button"
          onClick={() => clickNumber(0)}
          className={`${cell} ${placed} ${colour(0)} ${splitFrom === 0 ? 'ring-2 ring-accent' : ''}`}
          style={ZERO_AREA}
          data-testid="roulette-n-0"
        >
          0
          <Amount v={on({ type: 'straight', value: 0 })} />
        </button>
        {NUMBERS.map((n) => (
          <button
            key={n}
            type="button"
            onClick={() => clickNumber(n)}
            className={`${cell} ${placed} ${colour(n)} ${splitFrom === n ? 'ring-2 ring-accent' : ''}`}
            style={numberArea(n)}
            data-testid={`roulette-n-${n}`}
          >
            {n}
            <Amount v={on({ type: 'straight', value: n })} />
          </button>
        ))}
        {[1, 2, 3].map((k) => (
          <span key={`c${k}`} className="contents">
            {outside({ type: 'column', value: k }, '2:1', placed, columnArea(k))}
          </span>
        ))}
        {[1, 2, 3].map((d) => (
          <span key={`d${d}`} className="contents">
            {outside({ type: 'dozen', value: d }, `${d * 12 - 11}–${d * 12}`, `${placed} ${sideText}`, dozenArea(d))}
          </span>
        ))}
        {(
          [
            [{ type: 'low' }, '1–18', ''],
            [{ type: 'even' }, labels.even, ''],
            [{ type: 'red' }, labels.red, 'bg-lose text-white'],
            [{ type: 'black' }, labels.black, 'bg-black text-white'],
            [{ type: 'odd' }, labels.odd, ''],
            [{ type: 'high' }, '19–36', ''],
          ] as const
        ).map(([spot, text, extra], j) => (
          <span key={spot.type} className="contents">
            {outside(spot, text, `${placed} ${sideText} ${extra}`, outsideArea(j))}
          </span>
        ))}
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
      {/* After the board the chips go on, sticking above a phone's bottom bar while the board is on
          screen (the player builds the bet down there); a spin brings the wheel back into view. */}
      <BetBar loginHint={null} className="bet-bar-sticky items-center gap-2">
        {/* Label over the figure: the bar holds the total, Undo, Clear and Spin on one 360 px row. */}
        <span className="flex flex-col text-xs leading-tight text-muted">
          {labels.total}
          <strong className="text-base text-text tabular-nums" data-testid="roulette-total">
            {money(total)}
          </strong>
        </span>
        <ToolButton
          onClick={() => {
            setLimit(null);
            setPlaced((p) => p.slice(0, -1));
          }}
          disabled={busy || placedChips.length === 0}
          testId="roulette-undo"
        >
          {labels.undo}
        </ToolButton>
        <ToolButton
          onClick={() => {
            setLimit(null);
            setPlaced([]);
          }}
          disabled={busy || placedChips.length === 0}
          testId="roulette-clear"
        >
          {labels.clear}
        </ToolButton>
        <BetButton
          onClick={() => void spin()}
          disabled={busy || !g.canPlay || total === 0 || tableProblem !== null}
          testId="roulette-spin"
          className="ml-auto px-5"
        >
          {labels.spin}
        </BetButton>
        {limit || tableProblem ? (
          <p role="alert" className="w-full text-xs text-lose" data-testid="roulette-limit">
            {limit ?? tableProblem}
          </p>
        ) : null}
        {!g.canPlay ? <span className="w-full text-sm text-muted">{labels.loginToPlay}</span> : null}
      </BetBar>
      <p className="text-xs text-muted">
        <span className="hotkeys-hint">{labels.hotkeys} · </span>
        {labels.rtp} {formatDecimal(ROULETTE_RTP * 100, kit.lang, 2, true)}%
      </p>
      <ScreenFoot
        game="roulette"
        error={g.error}
        fair={shown ? { fair: shown.fair, serverSeed: shown.server_seed } : null}
      />
    </GameScreen>
  );
}

/** The stake lying on a spot of the table. */
function Amount({ v }: { v: number }) {
  return v ? (
    <span className="absolute -top-1 -right-1 rounded-full bg-accent px-1 text-[10px] leading-4 text-bg [writing-mode:horizontal-tb]">
      {money(v)}
    </span>
  ) : null;
}
