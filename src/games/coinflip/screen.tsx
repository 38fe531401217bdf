'use client';
// The coinflip screen: pick heads or tails, flip; the coin turns (briefly, and not at all for
// prefers-reduced-motion) and lands on the server's side. Same flow as the dice screen.
import { useId, useState } from 'react';
import { type AutobetLabels, AutobetPanel } from '../../components/games/autobet-panel';
import { BetError } from '../../components/games/bet-error';
import { FunToggle } from '../../components/games/fun-toggle';
import { FairLine } from '../../components/games/fair-line';
import { money } from '../../components/games/play-client';
import { useInstantBet } from '../../components/games/use-instant-bet';
import { type CoinSide, coinMultiplier } from './math';
import { StakeField } from '../../components/games/stake-field';

export interface CoinflipLabels {
  amount: string;
  heads: string;
  tails: string;
  side: string;
  multiplier: string;
  flip: string;
  fun: string;
  funBalance: string;
  win: string;
  lose: string;
  loginToPlay: string;
  history: string;
  hotkeys: string;
}

export function CoinflipScreen({ labels, autobet }: { labels: CoinflipLabels; autobet: AutobetLabels }) {
  const g = useInstantBet('coinflip');
  const id = useId();
  const [side, setSide] = useState<CoinSide>('heads');
  const [amount, setAmount] = useState('1.00');
  const [auto, setAuto] = useState(false);
  const [flips, setFlips] = useState(0); // restarts the CSS animation on every result
  const [history, setHistory] = useState<CoinSide[]>([]);
  const stakeMinor = Math.round(Number(amount.replace(',', '.')) * 100);

  async function play(minor = stakeMinor) {
    if (!(minor > 0)) {
      g.setError(labels.amount);
      return null;
    }
    const res = await g.play({ amount: minor, side }, minor);
    if (!res) return null;
    setFlips((n) => n + 1);
    setHistory((h) => [res.outcome.side as CoinSide, ...h].slice(0, 20));
    return { stake: res.bet.amount, payout: res.payout };
  }

  const last = g.last;
  const landed = (last?.outcome.side as CoinSide | undefined) ?? null;
  const won = last !== null && last.payout > 0;
  const name = (s: CoinSide) => (s === 'heads' ? labels.heads : labels.tails);
  return (
    <section
      aria-label="Coinflip"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4"
      data-testid="coinflip-screen"
      data-hydrated={g.mounted ? 'true' : undefined}
      onKeyDown={(e) => {
        if (e.key === ' ' && (e.target as HTMLElement).tagName !== 'INPUT' && !g.busy && !auto) {
          e.preventDefault();
          void play();
        }
      }}
    >
      <style>{`
        @keyframes coinflip-turn { from { transform: rotateY(0) } to { transform: rotateY(1080deg) } }
        .coinflip-coin { animation: coinflip-turn 450ms ease-out; }
        @media (prefers-reduced-motion: reduce) { .coinflip-coin { animation: none; } }
      `}</style>
      <FunToggle
        game="coinflip"
        fun={g.fun}
        onChange={g.setFun}
        label={labels.fun}
        balanceLabel={labels.funBalance}
        balance={g.funBalance}
      />
      <div className="flex flex-col items-center gap-2">
        <div
          key={flips}
          className={`coinflip-coin flex h-28 w-28 items-center justify-center rounded-full border-4 text-lg font-bold ${
            landed === 'tails' ? 'border-muted bg-bg' : 'border-accent bg-accent/20'
          }`}
          aria-live="polite"
          data-testid="coinflip-coin"
          data-side={landed ?? ''}
        >
          {landed ? name(landed) : '?'}
        </div>
        {last ? (
          <p className={`text-center text-sm ${won ? 'text-win' : 'text-muted'}`} data-testid="coinflip-result">
            {won ? `${labels.win} ×${last.multiplier} (+${money(last.payout)})` : labels.lose} · nonce {last.fair.nonce}
          </p>
        ) : null}
      </div>
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="mb-1 text-sm">{labels.side}</legend>
        {(['heads', 'tails'] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={side === s}
            onClick={() => setSide(s)}
            className={`rounded-lg border p-3 font-bold ${side === s ? 'border-accent bg-accent/20' : 'border-line'}`}
            data-testid={`coinflip-${s}`}
          >
            {name(s)}
          </button>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-end gap-3">
        <StakeField id={`${id}-a`} label={labels.amount} value={amount} onChange={setAmount} testId="coinflip-amount" />
        <div className="flex flex-col text-sm">
          {labels.multiplier}
          <output className="p-2 font-bold" data-testid="coinflip-multiplier">
            ×{coinMultiplier()}
          </output>
        </div>
        <button
          type="button"
          onClick={() => void play()}
          disabled={g.busy || auto || !g.canPlay}
          className="rounded-lg bg-accent px-6 py-2 font-bold text-bg disabled:opacity-50"
          data-testid="coinflip-bet"
          aria-keyshortcuts="Space"
        >
          {labels.flip}
        </button>
        {!g.canPlay ? <span className="text-sm text-muted">{labels.loginToPlay}</span> : null}
      </div>
      <p className="text-xs text-muted">{labels.hotkeys}</p>
      <AutobetPanel
        labels={autobet}
        baseStake={stakeMinor}
        placeBet={(stake) => play(stake)}
        disabled={g.busy || !g.canPlay}
        onRunningChange={setAuto}
      />
      <BetError game="coinflip" error={g.error} />
      {history.length ? (
        <div className="flex flex-wrap items-center gap-1 text-xs">
          <span className="text-muted">{labels.history}:</span>
          <ol className="flex flex-wrap gap-1" aria-label={labels.history} data-testid="coinflip-history">
            {history.map((s, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows at the front
                key={history.length - i}
                className={`rounded-full px-2 py-0.5 ${s === 'heads' ? 'bg-accent/20' : 'bg-bg'}`}
              >
                {s === 'heads' ? 'H' : 'T'}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {last ? <FairLine fair={last.fair} serverSeed={last.server_seed} /> : null}
    </section>
  );
}
