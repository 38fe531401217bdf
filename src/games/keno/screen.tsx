'use client';
// The keno screen: a 40-square grid, pick 1–10 (or auto-pick), a risk level, the payout table
// for the picked count with its exact RTP; the draw marks hits on the grid. Same flow as dice.
import { useId, useState } from 'react';
import { type AutobetLabels, AutobetPanel } from '../../components/games/autobet-panel';
import { BetError } from '../../components/games/bet-error';
import { FunToggle } from '../../components/games/fun-toggle';
import { FairLine } from '../../components/games/fair-line';
import { money } from '../../components/games/play-client';
import { useInstantBet } from '../../components/games/use-instant-bet';
import { KENO_RISKS, KENO_SQUARES, KENO_TABLES, type KenoRisk, kenoHitProbability, kenoRtp } from './math';
import { StakeField } from '../../components/games/stake-field';

export interface KenoLabels {
  amount: string;
  risk: string;
  classic: string;
  low: string;
  medium: string;
  high: string;
  pick: string;
  autoPick: string;
  clear: string;
  bet: string;
  hits: string;
  chance: string;
  payoutTable: string;
  rtp: string;
  fun: string;
  funBalance: string;
  win: string;
  lose: string;
  loginToPlay: string;
  hotkeys: string;
}

const MAX_PICKS = 10;

/** `n` distinct squares 1–40 for auto-pick (a UI convenience only: it never decides an outcome). */
function randomPicks(n: number): number[] {
  const all = Array.from({ length: KENO_SQUARES }, (_, i) => i + 1);
  const out: number[] = [];
  const buf = new Uint32Array(n);
  crypto.getRandomValues(buf);
  for (let i = 0; i < n; i++) out.push(all.splice(buf[i]! % all.length, 1)[0]!);
  return out.sort((a, b) => a - b);
}

export function KenoScreen({ labels, autobet }: { labels: KenoLabels; autobet: AutobetLabels }) {
  const g = useInstantBet('keno');
  const id = useId();
  const [picks, setPicks] = useState<number[]>([]);
  const [risk, setRisk] = useState<KenoRisk>('classic');
  const [amount, setAmount] = useState('1.00');
  const [auto, setAuto] = useState(false);
  const stakeMinor = Math.round(Number(amount.replace(',', '.')) * 100);

  // The draw shown belongs to the picks it was made for; a new pick clears the marks.
  const [shown, setShown] = useState<{ drawn: number[]; hits: number[] } | null>(null);
  const toggle = (n: number) => {
    setShown(null);
    setPicks((p) => (p.includes(n) ? p.filter((x) => x !== n) : p.length < MAX_PICKS ? [...p, n] : p));
  };

  async function play(minor = stakeMinor) {
    if (!(minor > 0)) {
      g.setError(labels.amount);
      return null;
    }
    if (picks.length === 0) {
      g.setError(labels.pick);
      return null;
    }
    const res = await g.play({ amount: minor, risk, numbers: picks }, minor);
    if (!res) return null;
    setShown({ drawn: res.outcome.drawn as number[], hits: res.outcome.hits as number[] });
    return { stake: res.bet.amount, payout: res.payout };
  }

  const table = picks.length ? KENO_TABLES[risk][picks.length]! : [];
  const last = g.last;
  const won = last !== null && last.payout > 0;
  return (
    <section
      aria-label="Keno"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4"
      data-testid="keno-screen"
      data-hydrated={g.mounted ? 'true' : undefined}
      onKeyDown={(e) => {
        const tag = (e.target as HTMLElement).tagName;
        if (e.key === ' ' && tag !== 'INPUT' && tag !== 'BUTTON' && tag !== 'SELECT' && !g.busy && !auto) {
          e.preventDefault();
          void play();
        }
      }}
    >
      <FunToggle
        game="keno"
        fun={g.fun}
        onChange={g.setFun}
        label={labels.fun}
        balanceLabel={labels.funBalance}
        balance={g.funBalance}
      />
      <fieldset>
        <legend className="mb-1 text-sm text-muted">{labels.pick}</legend>
        <div className="grid grid-cols-8 gap-1 sm:gap-2" data-testid="keno-grid">
          {Array.from({ length: KENO_SQUARES }, (_, i) => i + 1).map((n) => {
            const picked = picks.includes(n);
            const drawn = shown?.drawn.includes(n) ?? false;
            const hit = picked && drawn;
            return (
              <button
                key={n}
                type="button"
                aria-pressed={picked}
                onClick={() => toggle(n)}
                disabled={g.busy || auto}
                className={`aspect-square min-h-9 rounded-md border text-sm font-bold tabular-nums ${
                  hit
                    ? 'border-win bg-win text-bg'
                    : picked
                      ? 'border-accent bg-accent/30'
                      : drawn
                        ? 'border-lose text-lose'
                        : 'border-line bg-bg'
                }`}
                data-testid={`keno-n-${n}`}
                data-state={hit ? 'hit' : drawn ? 'drawn' : picked ? 'picked' : ''}
              >
                {n}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div aria-live="polite">
        {last && shown ? (
          <p className={`text-center text-sm ${won ? 'text-win' : 'text-muted'}`} data-testid="keno-result">
            {labels.hits}: {shown.hits.length} ·{' '}
            {won ? `${labels.win} ×${last.multiplier} (+${money(last.payout)})` : labels.lose} · nonce {last.fair.nonce}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <button
          type="button"
          onClick={() => {
            setShown(null);
            setPicks(randomPicks(picks.length || MAX_PICKS));
          }}
          disabled={g.busy || auto}
          className="rounded-lg border border-line px-3 py-2 text-sm"
          data-testid="keno-autopick"
        >
          {labels.autoPick}
        </button>
        <button
          type="button"
          onClick={() => {
            setShown(null);
            setPicks([]);
          }}
          disabled={g.busy || auto}
          className="rounded-lg border border-line px-3 py-2 text-sm"
          data-testid="keno-clear"
        >
          {labels.clear}
        </button>
        <label className="flex flex-col text-sm" htmlFor={`${id}-r`}>
          {labels.risk}
          <select
            id={`${id}-r`}
            value={risk}
            onChange={(e) => setRisk(e.target.value as KenoRisk)}
            className="rounded border border-line bg-bg p-2"
            data-testid="keno-risk"
          >
            {KENO_RISKS.map((r) => (
              <option key={r} value={r}>
                {labels[r]}
              </option>
            ))}
          </select>
        </label>
        <span className="text-sm text-muted" data-testid="keno-picked">
          {picks.length}/{MAX_PICKS}
        </span>
      </div>
      {picks.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-center text-xs tabular-nums" data-testid="keno-table">
            <caption className="text-left text-sm">
              {labels.payoutTable} · {labels.rtp} {(kenoRtp(risk, picks.length) * 100).toFixed(2)}%
            </caption>
            <tbody>
              <tr>
                <th scope="row" className="text-left font-normal text-muted">
                  {labels.hits}
                </th>
                {table.map((_, h) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the column is the hit count
                  <td key={h}>{h}</td>
                ))}
              </tr>
              <tr>
                <th scope="row" className="text-left font-normal text-muted">
                  ×
                </th>
                {table.map((m, h) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: the column is the hit count
                    key={h}
                    className={shown && shown.hits.length === h ? 'font-bold text-win' : 'font-bold'}
                  >
                    {m}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row" className="text-left font-normal text-muted">
                  {labels.chance}
                </th>
                {table.map((_, h) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the column is the hit count
                  <td key={h} className="text-muted">
                    {(kenoHitProbability(picks.length, h) * 100).toFixed(2)}%
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <StakeField id={`${id}-a`} label={labels.amount} value={amount} onChange={setAmount} testId="keno-amount" />
        <button
          type="button"
          onClick={() => void play()}
          disabled={g.busy || auto || !g.canPlay || picks.length === 0}
          className="rounded-lg bg-accent px-6 py-2 font-bold text-bg disabled:opacity-50"
          data-testid="keno-bet"
          aria-keyshortcuts="Space"
        >
          {labels.bet}
        </button>
        {!g.canPlay ? <span className="text-sm text-muted">{labels.loginToPlay}</span> : null}
      </div>
      <p className="text-xs text-muted">{labels.hotkeys}</p>
      <AutobetPanel
        labels={autobet}
        baseStake={stakeMinor}
        placeBet={(stake) => play(stake)}
        disabled={g.busy || !g.canPlay || picks.length === 0}
        onRunningChange={setAuto}
      />
      <BetError game="keno" error={g.error} />
      {last ? <FairLine fair={last.fair} serverSeed={last.server_seed} /> : null}
    </section>
  );
}
