'use client';
// The bet verifier: recomputes an outcome in the browser from revealed seeds with the same pure
// code the server settles with (src/games/play.ts), for instant bets and finished rounds alike;
// nothing is sent anywhere. The player fills the bet in as they played it (the amount in their
// currency, the game's own choices) and reads the result as the game shows it. The games' code (and
// the schemas that check the choices) loads with the first check, not with the page.
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { langAtom, profileAtom } from '../../client/atoms';
import { CURRENCY_SIGN, type Currency } from '../../contract/common';
import { formatMoney } from '../../site/format';
import { FAIR_VERIFY_EVENT, type FairVerifyDetail, recallBet } from './fair-verify-event';
import {
  cardText,
  fromBet,
  INITIAL_STATE,
  type PlacementRow,
  pocketColour,
  ROULETTE_NUMBERED,
  redCard,
  toParams,
  type VerifyState,
} from './verifier-params';

export interface VerifierLabels {
  title: string;
  lead: string;
  game: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  amount: string;
  casePrice: string;
  target: string;
  condition: string;
  side: string;
  risk: string;
  segments: string;
  rows: string;
  picks: string;
  mines: string;
  tiles: string;
  actions: string;
  undo: string;
  clear: string;
  case: string;
  count: string;
  betType: string;
  number: string;
  second: string;
  addBet: string;
  remove: string;
  compute: string;
  result: string;
  roll: string;
  drawn: string;
  hits: string;
  pocket: string;
  segment: string;
  cards: string;
  items: string;
  multiplier: string;
  payout: string;
  win: string;
  lose: string;
  hash: string;
  hashMatches: string;
  hashDiffers: string;
  badSeed: string;
  badField: string;
  badBet: string;
  green: string;
  red: string;
  black: string;
  mine: string;
  gem: string;
  filled: string;
}

/** Translated names of each game's choices (server side: the games' own texts). */
export interface VerifierChoices {
  condition: Record<string, string>;
  side: Record<string, string>;
  kenoRisk: Record<string, string>;
  wheelRisk: Record<string, string>;
  plinkoRisk: Record<string, string>;
  betType: Record<string, string>;
  actions: Record<string, string>;
  items: Record<string, string>;
}

/** A game the verifier knows, with its name in the page's language. */
export interface VerifierGame {
  slug: string;
  name: string;
}

/** A case: its name and what one costs per account currency (to fill the price in). */
export interface VerifierCase {
  slug: string;
  name: string;
  prices: Partial<Record<Currency, number>>;
}

interface Result {
  game: string;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
  multiplier: number;
  payout: number;
  hash: string;
  /** null: no hash typed in to compare with. */
  hashMatches: boolean | null;
}

const SEGMENTS = ['10', '20', '30', '40', '50'];
const PLINKO_ROW_CHOICES = ['8', '9', '10', '11', '12', '13', '14', '15', '16'];
const TILES = 25;
const KENO = 40;
const field = 'rounded border border-line bg-bg p-2 text-sm';
const chip = 'rounded border px-2 py-1 text-xs font-bold tabular-nums';

function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm">
      <label htmlFor={htmlFor}>{label}</label>
      {children}
    </div>
  );
}

function Select({
  id,
  value,
  options,
  onChange,
  testId,
}: {
  id: string;
  value: string;
  options: [string, string][];
  onChange: (v: string) => void;
  testId: string;
}) {
  return (
    <select id={id} className={field} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
      {options.map(([v, name]) => (
        <option key={v} value={v}>
          {name}
        </option>
      ))}
    </select>
  );
}

const entries = (r: Record<string, string>) => Object.entries(r) as [string, string][];

export function Verifier({
  labels,
  games,
  choices,
  cases,
  initialGame,
  initialCase,
}: {
  labels: VerifierLabels;
  games: readonly VerifierGame[];
  choices: VerifierChoices;
  cases: readonly VerifierCase[];
  initialGame: string;
  initialCase?: string;
}) {
  const id = useId();
  const lang = useAtomValue(langAtom);
  // The currency is known in the browser only: the server's page and the hydration show none.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const profileCurrency = useAtomValue(profileAtom)?.user.currency ?? null;
  const currency = mounted ? profileCurrency : null;
  const [game, setGame] = useState(initialGame);
  const [serverSeed, setServerSeed] = useState('');
  const [expectedHash, setExpectedHash] = useState('');
  const [clientSeed, setClientSeed] = useState('');
  const [nonce, setNonce] = useState('0');
  const [s, setS] = useState<VerifyState>(() => ({
    ...INITIAL_STATE,
    caseSlug: initialCase ?? cases[0]?.slug ?? INITIAL_STATE.caseSlug,
  }));
  const [out, setOut] = useState<Result | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [filled, setFilled] = useState(false);
  const box = useRef<HTMLElement>(null);
  const set = <K extends keyof VerifyState>(k: K, v: VerifyState[K]) => setS((p) => ({ ...p, [k]: v }));

  const money = (minor: number) => (currency ? formatMoney(minor, currency, lang) : (minor / 100).toFixed(2));
  const sign = currency ? ` (${CURRENCY_SIGN[currency]})` : '';

  // A case's price in the player's currency, filled in when the case changes.
  const priceOf = (slug: string) => {
    const p = currency ? cases.find((c) => c.slug === slug)?.prices[currency] : undefined;
    return p ? (p / 100).toFixed(2) : null;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the game, the case or the currency changes
  useEffect(() => {
    if (game !== 'cases') return;
    const p = priceOf(s.caseSlug);
    if (p) set('amount', p);
  }, [game, s.caseSlug, currency]);

  // The seed panel's revealed pair, sent here by its button.
  useEffect(() => {
    const fill = (e: Event) => {
      const d = (e as CustomEvent<FairVerifyDetail>).detail;
      setServerSeed(d.serverSeed);
      setExpectedHash(d.serverSeedHash);
      setClientSeed(d.clientSeed);
      if (d.nonce !== null) setNonce(String(d.nonce));
      // A bet placed on this page with that pair and nonce: its game, amount and choices too.
      const bet = recallBet(d.serverSeedHash, d.nonce);
      if (bet && games.some((g) => g.slug === bet.game)) {
        setGame(bet.game);
        setS((prev) => fromBet(prev, bet.game, bet.params, bet.amount));
      }
      setOut(null);
      setFilled(true);
      box.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    };
    window.addEventListener(FAIR_VERIFY_EVENT, fill);
    return () => window.removeEventListener(FAIR_VERIFY_EVENT, fill);
  }, [games]);

  async function compute() {
    setOut(null);
    setProblem(null);
    const seedText = serverSeed.trim();
    if (!/^[0-9a-f]{64}$/.test(seedText)) return setProblem(labels.badSeed);
    if (!/^\d+$/.test(nonce.trim())) return setProblem(`${labels.badField}: ${labels.nonce}`);
    const form = toParams(game, s);
    if ('field' in form) return setProblem(`${labels.badField}: ${fieldLabel(form.field)}`);
    const seed = { serverSeed: seedText, clientSeed: clientSeed.trim(), nonce: Number(nonce.trim()) };
    // The games' math and the hash library load on the first check, not with the game page.
    const [{ playDef, verifyBet }, { hashServerSeed }] = await Promise.all([
      import('../../games/play'),
      import('../../games/kit/fair'),
    ]);
    const parsed = playDef(game)?.verifyParams.safeParse(form.params);
    if (!parsed?.success) return setProblem(labels.badBet);
    try {
      const r = verifyBet(game, seed, parsed.data, form.amount);
      const hash = hashServerSeed(seedText);
      const expected = expectedHash.trim().toLowerCase();
      setOut({
        game,
        params: form.params,
        outcome: r.outcome,
        multiplier: r.multiplier,
        payout: r.payout,
        hash,
        hashMatches: expected ? expected === hash : null,
      });
    } catch {
      setProblem(labels.badBet);
    }
  }

  function fieldLabel(f: string): string {
    // placement-<row>-<field>: "Bet 2 · Number".
    const row = f.match(/^placement-(\d+)-(value|second|amount)$/);
    if (row)
      return `${labels.betType} ${Number(row[1]) + 1} · ${labels[row[2] === 'value' ? 'number' : (row[2] as 'second' | 'amount')]}`;
    const byField: Record<string, string> = {
      amount: game === 'cases' ? labels.casePrice : labels.amount,
      target: labels.target,
      numbers: labels.picks,
      mines: labels.mines,
      count: labels.count,
      placements: labels.betType,
    };
    return byField[f] ?? f;
  }

  const row = 'grid gap-2 sm:grid-cols-2';
  const amountField = game !== 'roulette' && (
    <Field label={`${game === 'cases' ? labels.casePrice : labels.amount}${sign}`} htmlFor={`${id}-a`}>
      <input
        id={`${id}-a`}
        className={field}
        inputMode="decimal"
        value={s.amount}
        onChange={(e) => set('amount', e.target.value)}
        data-testid="verifier-amount"
      />
    </Field>
  );

  return (
    <section
      ref={box}
      id="verifier"
      tabIndex={-1}
      aria-labelledby={`${id}-h`}
      className="flex scroll-mt-20 flex-col gap-3"
      data-testid="verifier"
    >
      <h2 id={`${id}-h`} className="text-lg font-bold">
        {labels.title}
      </h2>
      <p className="text-sm text-muted">{labels.lead}</p>
      {filled ? (
        <p className="text-xs text-win" role="status" data-testid="verifier-filled">
          {labels.filled}
        </p>
      ) : null}
      <Field label={labels.game} htmlFor={`${id}-g`}>
        <Select
          id={`${id}-g`}
          value={game}
          options={games.map((g) => [g.slug, g.name])}
          onChange={(v) => {
            setGame(v);
            setOut(null);
            setProblem(null);
          }}
          testId="verifier-game"
        />
      </Field>
      <div className={row}>
        <Field label={labels.serverSeed} htmlFor={`${id}-s`}>
          <input
            id={`${id}-s`}
            className={`${field} font-mono`}
            value={serverSeed}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => setServerSeed(e.target.value)}
            data-testid="verifier-server-seed"
          />
        </Field>
        <Field label={labels.serverSeedHash} htmlFor={`${id}-sh`}>
          <input
            id={`${id}-sh`}
            className={`${field} font-mono`}
            value={expectedHash}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => setExpectedHash(e.target.value)}
            data-testid="verifier-expected-hash"
          />
        </Field>
        <Field label={labels.clientSeed} htmlFor={`${id}-c`}>
          <input
            id={`${id}-c`}
            className={`${field} font-mono`}
            value={clientSeed}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => setClientSeed(e.target.value)}
            data-testid="verifier-client-seed"
          />
        </Field>
        <Field label={labels.nonce} htmlFor={`${id}-n`}>
          <input
            id={`${id}-n`}
            className={field}
            inputMode="numeric"
            value={nonce}
            onChange={(e) => setNonce(e.target.value)}
            data-testid="verifier-nonce"
          />
        </Field>
      </div>
      <fieldset
        className="flex flex-col gap-2 rounded-lg border border-line p-3"
        data-testid={`verifier-fields-${game}`}
      >
        <legend className="px-1 text-sm font-semibold">{games.find((g) => g.slug === game)?.name}</legend>
        {game === 'dice' ? (
          <div className={row}>
            {amountField}
            <Field label={labels.target} htmlFor={`${id}-t`}>
              <input
                id={`${id}-t`}
                className={field}
                inputMode="decimal"
                value={s.target}
                onChange={(e) => set('target', e.target.value)}
                data-testid="verifier-target"
              />
            </Field>
            <Field label={labels.condition} htmlFor={`${id}-cond`}>
              <Select
                id={`${id}-cond`}
                value={s.condition}
                options={entries(choices.condition)}
                onChange={(v) => set('condition', v as VerifyState['condition'])}
                testId="verifier-condition"
              />
            </Field>
          </div>
        ) : game === 'coinflip' ? (
          <div className={row}>
            {amountField}
            <Field label={labels.side} htmlFor={`${id}-side`}>
              <Select
                id={`${id}-side`}
                value={s.side}
                options={entries(choices.side)}
                onChange={(v) => set('side', v)}
                testId="verifier-side"
              />
            </Field>
          </div>
        ) : game === 'keno' ? (
          <>
            <div className={row}>
              {amountField}
              <Field label={labels.risk} htmlFor={`${id}-kr`}>
                <Select
                  id={`${id}-kr`}
                  value={s.kenoRisk}
                  options={entries(choices.kenoRisk)}
                  onChange={(v) => set('kenoRisk', v)}
                  testId="verifier-keno-risk"
                />
              </Field>
            </div>
            <NumberPicker
              label={labels.picks}
              count={KENO}
              first={1}
              picked={s.numbers}
              max={10}
              onChange={(v) => set('numbers', v)}
              clear={labels.clear}
              testId="verifier-keno"
            />
          </>
        ) : game === 'wheel' ? (
          <div className={row}>
            {amountField}
            <Field label={labels.risk} htmlFor={`${id}-wr`}>
              <Select
                id={`${id}-wr`}
                value={s.wheelRisk}
                options={entries(choices.wheelRisk)}
                onChange={(v) => set('wheelRisk', v)}
                testId="verifier-wheel-risk"
              />
            </Field>
            <Field label={labels.segments} htmlFor={`${id}-ws`}>
              <Select
                id={`${id}-ws`}
                value={s.segments}
                options={SEGMENTS.map((n) => [n, n])}
                onChange={(v) => set('segments', v)}
                testId="verifier-segments"
              />
            </Field>
          </div>
        ) : game === 'limbo' ? (
          <div className={row}>
            {amountField}
            <Field label={labels.target} htmlFor={`${id}-lt`}>
              <input
                id={`${id}-lt`}
                className={field}
                inputMode="decimal"
                value={s.limboTarget}
                onChange={(e) => set('limboTarget', e.target.value)}
                data-testid="verifier-limbo-target"
              />
            </Field>
          </div>
        ) : game === 'plinko' ? (
          <div className={row}>
            {amountField}
            <Field label={labels.risk} htmlFor={`${id}-pr`}>
              <Select
                id={`${id}-pr`}
                value={s.plinkoRisk}
                options={entries(choices.plinkoRisk)}
                onChange={(v) => set('plinkoRisk', v)}
                testId="verifier-plinko-risk"
              />
            </Field>
            <Field label={labels.rows} htmlFor={`${id}-pn`}>
              <Select
                id={`${id}-pn`}
                value={s.rows}
                options={PLINKO_ROW_CHOICES.map((n) => [n, n])}
                onChange={(v) => set('rows', v)}
                testId="verifier-plinko-rows"
              />
            </Field>
          </div>
        ) : game === 'miner' ? (
          <>
            <div className={row}>
              {amountField}
              <Field label={labels.mines} htmlFor={`${id}-m`}>
                <Select
                  id={`${id}-m`}
                  value={s.mines}
                  options={Array.from({ length: 24 }, (_, i) => [String(i + 1), String(i + 1)])}
                  onChange={(v) => set('mines', v)}
                  testId="verifier-mines"
                />
              </Field>
            </div>
            <NumberPicker
              label={labels.tiles}
              count={TILES}
              first={0}
              picked={s.tiles}
              max={TILES - 1}
              ordered
              onChange={(v) => set('tiles', v)}
              clear={labels.clear}
              testId="verifier-tile"
            />
          </>
        ) : game === 'hilo' ? (
          <>
            {amountField}
            <div className="flex flex-col gap-1 text-sm">
              <span>{labels.actions}</span>
              <div className="flex flex-wrap gap-1">
                {entries(choices.actions).map(([a, name]) => (
                  <button
                    key={a}
                    type="button"
                    className={`${chip} border-line`}
                    onClick={() => set('actions', [...s.actions, a])}
                    data-testid={`verifier-hilo-${a}`}
                  >
                    + {name}
                  </button>
                ))}
                <button
                  type="button"
                  className={`${chip} border-line`}
                  onClick={() => set('actions', s.actions.slice(0, -1))}
                >
                  {labels.undo}
                </button>
                <button type="button" className={`${chip} border-line`} onClick={() => set('actions', [])}>
                  {labels.clear}
                </button>
              </div>
              <ol className="flex flex-wrap gap-1 text-xs" data-testid="verifier-hilo-actions">
                {s.actions.map((a, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows and shrinks at its end
                  <li key={i} className="rounded bg-bg px-2 py-0.5">
                    {i + 1}. {choices.actions[a]}
                  </li>
                ))}
              </ol>
            </div>
          </>
        ) : game === 'cases' ? (
          <div className={row}>
            <Field label={labels.case} htmlFor={`${id}-case`}>
              <Select
                id={`${id}-case`}
                value={s.caseSlug}
                options={cases.map((c) => [c.slug, c.name])}
                onChange={(v) => set('caseSlug', v)}
                testId="verifier-case"
              />
            </Field>
            <Field label={labels.count} htmlFor={`${id}-cc`}>
              <Select
                id={`${id}-cc`}
                value={s.count}
                options={['1', '2', '3', '4', '5'].map((n) => [n, n])}
                onChange={(v) => set('count', v)}
                testId="verifier-count"
              />
            </Field>
            {amountField}
          </div>
        ) : game === 'roulette' ? (
          <Placements
            rows={s.placements}
            onChange={(v) => set('placements', v)}
            labels={labels}
            types={choices.betType}
            sign={sign}
            id={id}
          />
        ) : null}
      </fieldset>
      <button
        type="button"
        onClick={() => void compute()}
        className="self-start rounded-lg bg-accent-fill px-4 py-2 font-bold text-white"
        data-testid="verifier-compute"
      >
        {labels.compute}
      </button>
      {problem ? (
        <p role="alert" className="text-sm text-lose" data-testid="verifier-problem">
          {problem}
        </p>
      ) : null}
      <div aria-live="polite">
        {out ? <ResultView r={out} labels={labels} choices={choices} money={money} /> : null}
      </div>
    </section>
  );
}

/** A grid of numbers to pick (keno's 1–40, miner's 25 tiles in the order they were opened). */
function NumberPicker({
  label,
  count,
  first,
  picked,
  max,
  ordered = false,
  onChange,
  clear,
  testId,
}: {
  label: string;
  count: number;
  first: number;
  picked: number[];
  max: number;
  ordered?: boolean;
  onChange: (v: number[]) => void;
  clear: string;
  testId: string;
}) {
  return (
    <fieldset className="flex flex-col gap-1 text-sm">
      <legend className="mb-1">{label}</legend>
      <div className={`grid gap-1 ${count === TILES ? 'max-w-64 grid-cols-5' : 'grid-cols-8'}`}>
        {Array.from({ length: count }, (_, i) => i + first).map((n) => {
          const at = picked.indexOf(n);
          return (
            <button
              key={n}
              type="button"
              aria-pressed={at >= 0}
              onClick={() =>
                onChange(at >= 0 ? picked.filter((x) => x !== n) : picked.length < max ? [...picked, n] : picked)
              }
              className={`${chip} aspect-square ${at >= 0 ? 'border-accent bg-accent/30' : 'border-line bg-bg'}`}
              data-testid={`${testId}-${n}`}
            >
              {/* Tiles show the order they were opened in; keno shows its numbers. */}
              {ordered ? (at >= 0 ? at + 1 : '') : n}
            </button>
          );
        })}
      </div>
      <button type="button" className={`${chip} self-start border-line`} onClick={() => onChange([])}>
        {clear}
      </button>
    </fieldset>
  );
}

function Placements({
  rows,
  onChange,
  labels,
  types,
  sign,
  id,
}: {
  rows: PlacementRow[];
  onChange: (v: PlacementRow[]) => void;
  labels: VerifierLabels;
  types: Record<string, string>;
  sign: string;
  id: string;
}) {
  const update = (i: number, patch: Partial<PlacementRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <div className="flex flex-col gap-2">
      {rows.map((r, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their place
          key={i}
          className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[2fr_1fr_1fr_1fr_auto]"
          data-testid={`verifier-bet-${i}`}
        >
          <Field label={labels.betType} htmlFor={`${id}-bt${i}`}>
            <Select
              id={`${id}-bt${i}`}
              value={r.type}
              options={entries(types)}
              onChange={(v) => update(i, { type: v })}
              testId={`verifier-bet-${i}-type`}
            />
          </Field>
          {ROULETTE_NUMBERED.includes(r.type) ? (
            <Field label={labels.number} htmlFor={`${id}-bv${i}`}>
              <input
                id={`${id}-bv${i}`}
                className={field}
                inputMode="numeric"
                value={r.value}
                onChange={(e) => update(i, { value: e.target.value })}
                data-testid={`verifier-bet-${i}-value`}
              />
            </Field>
          ) : null}
          {r.type === 'split' ? (
            <Field label={labels.second} htmlFor={`${id}-bs${i}`}>
              <input
                id={`${id}-bs${i}`}
                className={field}
                inputMode="numeric"
                value={r.second}
                onChange={(e) => update(i, { second: e.target.value })}
                data-testid={`verifier-bet-${i}-second`}
              />
            </Field>
          ) : null}
          <Field label={`${labels.amount}${sign}`} htmlFor={`${id}-ba${i}`}>
            <input
              id={`${id}-ba${i}`}
              className={field}
              inputMode="decimal"
              value={r.amount}
              onChange={(e) => update(i, { amount: e.target.value })}
              data-testid={`verifier-bet-${i}-amount`}
            />
          </Field>
          {rows.length > 1 ? (
            <button
              type="button"
              className={`${chip} border-line`}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              {labels.remove}
            </button>
          ) : null}
        </div>
      ))}
      <button
        type="button"
        className={`${chip} self-start border-line`}
        onClick={() =>
          onChange([...rows, { type: 'straight', value: '', second: '', amount: rows.at(-1)?.amount ?? '' }])
        }
        data-testid="verifier-add-bet"
      >
        + {labels.addBet}
      </button>
    </div>
  );
}

function ResultView({
  r,
  labels,
  choices,
  money,
}: {
  r: Result;
  labels: VerifierLabels;
  choices: VerifierChoices;
  money: (minor: number) => string;
}) {
  const o = r.outcome;
  const won = r.payout > 0;
  let shown: ReactNode = null;
  if (r.game === 'dice') {
    shown = (
      <p className="flex items-baseline gap-2">
        <span className="text-sm text-muted">{labels.roll}</span>
        <strong className="text-3xl tabular-nums" data-testid="verifier-roll">
          {(o.roll as number).toFixed(2)}
        </strong>
      </p>
    );
  } else if (r.game === 'coinflip') {
    shown = (
      <p className="text-2xl font-bold" data-testid="verifier-side-result">
        {choices.side[o.side as string] ?? String(o.side)}
      </p>
    );
  } else if (r.game === 'keno') {
    const drawn = o.drawn as number[];
    const picks = r.params.numbers as number[];
    shown = (
      <>
        <div className="grid max-w-sm grid-cols-8 gap-1" data-testid="verifier-keno-board">
          {Array.from({ length: KENO }, (_, i) => i + 1).map((n) => {
            const d = drawn.includes(n);
            const p = picks.includes(n);
            return (
              <span
                key={n}
                className={`${chip} text-center ${
                  d && p
                    ? 'border-win bg-win text-bg'
                    : d
                      ? 'border-lose text-lose'
                      : p
                        ? 'border-accent'
                        : 'border-line text-muted'
                }`}
                data-state={d && p ? 'hit' : d ? 'drawn' : p ? 'picked' : ''}
              >
                {n}
              </span>
            );
          })}
        </div>
        <p className="text-sm">
          {labels.drawn}: <span data-testid="verifier-drawn">{drawn.join(', ')}</span> · {labels.hits}:{' '}
          <span data-testid="verifier-hits">{(o.hits as number[]).length}</span>
        </p>
      </>
    );
  } else if (r.game === 'roulette') {
    const n = o.pocket as number;
    const colour = pocketColour(n);
    shown = (
      <p className="flex items-center gap-3">
        <span className="text-sm text-muted">{labels.pocket}</span>
        <span
          className={`flex size-14 items-center justify-center rounded-full text-2xl font-bold text-white ${
            colour === 'red' ? 'bg-lose' : colour === 'green' ? 'bg-win' : 'bg-black'
          }`}
          data-testid="verifier-pocket"
        >
          {n}
        </span>
        <span data-testid="verifier-pocket-colour">{labels[colour]}</span>
      </p>
    );
  } else if (r.game === 'wheel') {
    shown = (
      <p className="text-sm">
        {labels.segment} <strong data-testid="verifier-segment">{o.segment as number}</strong> · {labels.multiplier}{' '}
        <strong className="text-2xl tabular-nums" data-testid="verifier-segment-multiplier">
          ×{r.multiplier}
        </strong>
      </p>
    );
  } else if (r.game === 'miner') {
    const mines = o.mines as number[];
    const opened = o.revealed as number[];
    shown = (
      <div className="grid max-w-64 grid-cols-5 gap-1" data-testid="verifier-miner-board">
        {Array.from({ length: TILES }, (_, t) => {
          const mine = mines.includes(t);
          const hit = o.hit === t;
          const open = opened.includes(t);
          return (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed board of 25 tiles
              key={t}
              role="img"
              aria-label={mine ? labels.mine : labels.gem}
              className={`flex aspect-square items-center justify-center rounded border text-lg font-bold ${
                hit
                  ? 'border-lose bg-lose text-white'
                  : mine
                    ? 'border-lose/60 bg-lose/15 text-lose'
                    : open
                      ? 'border-win bg-win/20 text-win'
                      : 'border-win/30 bg-win/5 text-win/60'
              }`}
              data-state={hit ? 'hit' : mine ? 'mine' : open ? 'safe' : 'gem'}
            >
              {/* The miner screen's marks: ✹ a mine, ◆ a gem. */}
              {mine ? '✹' : '◆'}
            </span>
          );
        })}
      </div>
    );
  } else if (r.game === 'hilo') {
    const cards = o.cards as number[];
    shown = (
      <ol className="flex flex-wrap gap-1" aria-label={labels.cards} data-testid="verifier-cards">
        {cards.map((c, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the cards of one game, in order
            key={i}
            className={`inline-flex h-14 w-10 items-center justify-center rounded-lg border border-line bg-surface font-bold tabular-nums ${redCard(c) ? 'text-lose' : ''}`}
          >
            {cardText(c)}
          </li>
        ))}
      </ol>
    );
  } else if (r.game === 'cases') {
    const items = o.items as { id: string; value: number }[];
    shown = (
      <ul className="flex flex-wrap gap-2" aria-label={labels.items} data-testid="verifier-items">
        {items.map((it, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the items of one opening, in order
          <li key={i} className="rounded-lg border border-line bg-bg px-3 py-2 text-sm font-semibold">
            {choices.items[it.id] ?? it.id} <span className="text-muted">×{it.value}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-bg p-3" data-testid="verifier-result">
      <h3 className="font-semibold">{labels.result}</h3>
      {shown}
      <p className={`text-sm font-semibold ${won ? 'text-win' : 'text-muted'}`} data-testid="verifier-verdict">
        {won ? `${labels.win} ×${r.multiplier} · ${labels.payout}: ${money(r.payout)}` : labels.lose}
      </p>
      <div className="flex flex-col gap-0.5 text-xs">
        <span className="text-muted">{labels.hash}</span>
        <span className="break-all font-mono" data-testid="verifier-hash">
          {r.hash}
        </span>
        {r.hashMatches === null ? null : (
          <span className={r.hashMatches ? 'text-win' : 'text-lose'} data-testid="verifier-hash-check">
            {r.hashMatches ? `✓ ${labels.hashMatches}` : `✗ ${labels.hashDiffers}`}
          </span>
        )}
      </div>
    </div>
  );
}
