'use client';
// The coinflip screen: pick heads or tails, flip; the coin turns over in 3D for under a second
// (a CSS transition of rotateY; none under reduced motion, in turbo or autobet) and lands on the
// side the server settled. Same flow as the dice screen.
import { useState } from 'react';
import type { BetResponse } from '../../contract/bets';
import type { AutobetLabels } from '../../components/games/autobet-panel';
import { GameScreen } from '../../components/games/game-screen';
import { InstantBar, InstantFoot, useInstantKeys, useInstantScreen } from '../../components/games/instant-kit';
import { ResultText, ScreenHead, type PlayLabels, type ScreenProps } from '../../components/games/screen-kit';
import { recentId, resultLine } from '../../components/games/result-line';
import { formatTimes } from '../../site/format';
import { type CoinSide, coinMultiplier } from './math';

/** How long the coin turns, ms. */
const FLIP_MS = 700;
/** The coin's angle after a flip from `from` that shows `side`: three turns and the rest. */
function landing(from: number, side: CoinSide, turns: number): number {
  const face = side === 'heads' ? 0 : 180;
  return from + turns * 360 + ((((face - from) % 360) + 360) % 360);
}
const face =
  'absolute inset-0 flex items-center justify-center rounded-full border-4 text-lg font-bold shadow-[inset_0_0_0_6px_rgb(0_0_0/0.12)] [backface-visibility:hidden]';
/** Half the coin's thickness, px, and the rim's discs between its faces. */
const EDGE = 5;
const RIM = [-4, -2, 0, 2, 4];

export interface CoinflipLabels extends PlayLabels {
  amount: string;
  heads: string;
  tails: string;
  side: string;
  multiplier: string;
  flip: string;
  hotkeys: string;
}

export function CoinflipScreen({
  labels,
  autobet,
  kit,
  firstStake,
  recentLabel,
}: ScreenProps<CoinflipLabels> & { autobet: AutobetLabels }) {
  const ui = useInstantScreen({ game: 'coinflip', service: 'coinflip', kit, firstStake });
  const { g, revealing, reveal, recent } = ui;
  const [side, setSide] = useState<CoinSide>('heads');
  // The coin's angle (it only grows, so every flip turns forward) and the bet shown once it lands.
  const [angle, setAngle] = useState(0);
  const [shown, setShown] = useState<BetResponse | null>(null);
  const multiplier = coinMultiplier();
  const name = (s: CoinSide) => (s === 'heads' ? labels.heads : labels.tails);

  async function play(minor = ui.stakeMinor, instant = false) {
    const res = await ui.place({ amount: minor, side }, minor, multiplier, instant);
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

  useInstantKeys(ui, play);

  const landed = (shown?.outcome.side as CoinSide | undefined) ?? null;
  const line = shown ? resultLine(shown, labels, { currency: kit.currency, lang: kit.lang, fun: g.fun }) : null;
  return (
    <GameScreen game="coinflip" label="Coinflip" hydrated={g.mounted} revealing={revealing}>
      <ScreenHead game="coinflip" play={g} labels={labels} recent={recent.items} recentLabel={recentLabel} />
      <div ref={ui.stage.ref} className="flex scroll-mt-20 flex-col items-center gap-2" data-testid="coinflip-stage">
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
            {/* The rim: discs stacked between the faces, so the coin edge-on is a coin, not a line. */}
            {RIM.map((z) => (
              <div
                key={z}
                aria-hidden="true"
                className="absolute inset-0 rounded-full bg-[#8a6a1f]"
                style={{ transform: `translateZ(${z}px)` }}
              />
            ))}
            <div
              aria-hidden="true"
              className={`${face} border-[#f3d27a] bg-[radial-gradient(circle_at_35%_30%,#ffe9a8,#d9a520_60%,#a77b14)] text-[#5a4108]`}
              style={{ transform: `translateZ(${EDGE}px)` }}
            >
              {labels.heads}
            </div>
            <div
              aria-hidden="true"
              className={`${face} border-[#dfe3ea] bg-[radial-gradient(circle_at_35%_30%,#ffffff,#b9c0cc_60%,#7d8594)] text-[#2c313a]`}
              style={{ transform: `rotateY(180deg) translateZ(${EDGE}px)` }}
            >
              {labels.tails}
            </div>
          </div>
        </div>
        <ResultText testId="coinflip-result" tone={line?.tone} nonce={shown && landed ? shown.fair.nonce : null}>
          {landed ? `${name(landed)} · ${line?.text ?? ''}` : null}
        </ResultText>
      </div>
      <InstantBar screen={ui} labels={labels} multiplier={multiplier} onPlay={() => void play()} disabled={revealing}>
        {labels.flip}
      </InstantBar>
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
          {formatTimes(multiplier, kit.lang)}
        </output>
      </div>
      <InstantFoot screen={ui} hotkeys={labels.hotkeys} autobet={autobet} play={play} bet={shown} />
    </GameScreen>
  );
}
