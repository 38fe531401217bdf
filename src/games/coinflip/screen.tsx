'use client';
// The coinflip screen: pick heads or tails, flip; the coin turns over in 3D for under a second
// (a CSS transition of rotateY; none under reduced motion, in turbo or autobet) and lands on the
// side the server settled. Same flow as the dice screen.
import { GameScreen } from '../../components/games/game-screen';
import { BetButton } from '../../components/games/bet-button';
import { useId, useState } from 'react';
import { useRoundInProgress } from '../../client/round-guard';
import type { BetResponse } from '../../contract/bets';
import { type AutobetLabels, AutobetPanel } from '../../components/games/autobet-panel';
import { BetError } from '../../components/games/bet-error';
import { FunToggle } from '../../components/games/fun-toggle';
import { FairLine } from '../../components/games/fair-line';
import { useInstantBet } from '../../components/games/use-instant-bet';
import { RecentResults, useRecentResults } from '../../components/games/recent-results';
import { recentId, resultLine } from '../../components/games/result-line';
import { StakeField } from '../../components/games/stake-field';
import { type StakeKit, stakeProblem, toMinor } from '../../components/games/stake-limits';
import { useReveal } from '../../components/games/use-reveal';
import { useSkipOnInput, useSpaceKey } from '../../components/games/use-space-key';
import { type CoinSide, coinMultiplier } from './math';

/** How long the coin turns, ms. */
const FLIP_MS = 700;
/** The coin's angle after a flip from `from` that shows `side`: three turns and the rest. */
function landing(from: number, side: CoinSide, turns: number): number {
  const face = side === 'heads' ? 0 : 180;
  return from + turns * 360 + ((((face - from) % 360) + 360) % 360);
}
const face =
  'absolute inset-0 flex items-center justify-center rounded-full border-4 text-lg font-bold [backface-visibility:hidden]';

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
  hotkeys: string;
}

export function CoinflipScreen({
  labels,
  autobet,
  kit,
  firstStake,
  recentLabel,
}: {
  labels: CoinflipLabels;
  autobet: AutobetLabels;
  kit: StakeKit;
  firstStake: string;
  recentLabel: string;
}) {
  const g = useInstantBet('coinflip');
  const id = useId();
  const [side, setSide] = useState<CoinSide>('heads');
  const [amount, setAmount] = useState(firstStake);
  const [auto, setAuto] = useState(false);
  // The coin's angle (it only grows, so every flip turns forward) and the bet shown once it lands.
  const [angle, setAngle] = useState(0);
  const [shown, setShown] = useState<BetResponse | null>(null);
  const { revealing, reveal, skip } = useReveal();
  const recent = useRecentResults('coinflip');
  useRoundInProgress(g.busy || auto || revealing);
  const stakeMinor = toMinor(amount);
  const multiplier = coinMultiplier();
  const name = (s: CoinSide) => (s === 'heads' ? labels.heads : labels.tails);

  async function play(minor = stakeMinor, instant = false) {
    const problem = stakeProblem(kit, minor, multiplier);
    if (problem) {
      if (instant) g.setError(problem);
      return null;
    }
    const res = await g.play({ amount: minor, side }, minor);
    if (!res) return null;
    const landed = res.outcome.side as CoinSide;
    const won = res.payout > 0;
    const commit = () => {
      g.settle();
      setShown(res);
      recent.add({ id: recentId(res), won, text: name(landed) });
    };
    const animates = reveal(FLIP_MS, commit, { instant, sound: won ? 'win' : 'lose' });
    setAngle((from) => landing(from, landed, animates ? 3 : 0));
    return { stake: res.bet.amount, payout: res.payout };
  }

  useSpaceKey(() => {
    if (revealing) skip();
    else if (!g.busy && !auto && g.canPlay) void play();
  }, g.mounted);
  useSkipOnInput(revealing, skip);

  const landed = (shown?.outcome.side as CoinSide | undefined) ?? null;
  const line = shown ? resultLine(shown, labels, { currency: kit.currency, lang: kit.lang, fun: g.fun }) : null;
  return (
    <GameScreen game="coinflip" label="Coinflip" hydrated={g.mounted} revealing={revealing}>
      <FunToggle
        game="coinflip"
        fun={g.fun}
        onChange={g.setFun}
        label={labels.fun}
        balanceLabel={labels.funBalance}
        balance={g.funBalance}
      />
      <RecentResults items={recent.items} label={recentLabel} game="coinflip" />
      <div className="flex flex-col items-center gap-2">
        <div className="[perspective:600px]">
          <div
            className={`relative h-28 w-28 [transform-style:preserve-3d] ${landed ? '' : 'opacity-60'}`}
            style={{
              transform: `rotateY(${angle}deg)`,
              transition: revealing ? `transform ${FLIP_MS}ms cubic-bezier(0.2, 0.7, 0.3, 1)` : 'none',
            }}
            data-testid="coinflip-coin"
            data-side={landed ?? ''}
          >
            <div aria-hidden="true" className={`${face} border-accent bg-accent-fill text-white`}>
              {labels.heads}
            </div>
            <div aria-hidden="true" className={`${face} border-muted bg-elevated [transform:rotateY(180deg)]`}>
              {labels.tails}
            </div>
          </div>
        </div>
        <p className={`min-h-5 text-center text-sm ${line?.tone ?? ''}`} aria-live="polite">
          {shown && line && landed ? (
            <span data-testid="coinflip-result">
              {name(landed)} · {line.text} <span className="text-muted">· nonce {shown.fair.nonce}</span>
            </span>
          ) : null}
        </p>
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
      <div className="flex flex-col text-sm">
        {labels.multiplier}
        <output className="font-bold" data-testid="coinflip-multiplier">
          ×{multiplier}
        </output>
      </div>
      <div className="bet-bar flex flex-wrap items-end gap-3">
        <StakeField
          id={`${id}-a`}
          label={labels.amount}
          value={amount}
          onChange={setAmount}
          testId="coinflip-amount"
          width="w-28"
          kit={kit}
          multiplier={multiplier}
          disabled={g.busy || auto}
        />
        <BetButton
          onClick={() => void play()}
          disabled={g.busy || auto || revealing || !g.canPlay}
          testId="coinflip-bet"
        >
          {labels.flip}
        </BetButton>
        {!g.canPlay ? <span className="text-sm text-muted">{labels.loginToPlay}</span> : null}
      </div>
      <p className="hotkeys-hint text-xs text-muted">{labels.hotkeys}</p>
      <AutobetPanel
        labels={autobet}
        baseStake={stakeMinor}
        placeBet={(stake) => play(stake, true)}
        disabled={g.busy || !g.canPlay}
        onRunningChange={setAuto}
      />
      <BetError game="coinflip" error={g.error} />
      {shown ? <FairLine fair={shown.fair} serverSeed={shown.server_seed} /> : null}
    </GameScreen>
  );
}
