'use client';
// The dice screen: slider and inputs in sync, chance and multiplier live, bets through the one
// HTTP client on the dice service; "for fun" plays the same engine on a demo balance kept here.
import { useState } from 'react';
import type { BetResponse } from '../../contract/bets';
import type { AutobetLabels } from '../../components/games/autobet-panel';
import { GameScreen } from '../../components/games/game-screen';
import { InstantBar, InstantFoot, useInstantKeys, useInstantScreen } from '../../components/games/instant-kit';
import { recentId, resultLine } from '../../components/games/result-line';
import { ResultText, ScreenHead, type PlayLabels } from '../../components/games/screen-kit';
import type { StakeKit } from '../../components/games/stake-limits';
import { formatTimes } from '../../site/format';
import { DICE_MAX_CHANCE, DICE_MIN_CHANCE, type DiceCondition, diceChance, diceMultiplier } from './math';
import { ROLL_MS, RollMarker, RollNumber } from './roll-view';

export interface DiceLabels extends PlayLabels {
  amount: string;
  target: string;
  over: string;
  under: string;
  chance: string;
  multiplier: string;
  bet: string;
  roll: string;
  balance: string;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const round2 = (v: number) => Math.round(v * 100) / 100;

/** Target bounds so the chance stays within 0.01–98 %. */
function bounds(condition: DiceCondition): [number, number] {
  return condition === 'over' ? [100 - DICE_MAX_CHANCE, 100 - DICE_MIN_CHANCE] : [DICE_MIN_CHANCE, DICE_MAX_CHANCE];
}

export function DiceScreen({
  labels,
  autobet,
  hotkeys,
  kit,
  firstStake,
  recentLabel,
}: {
  labels: DiceLabels;
  autobet: AutobetLabels;
  /** The page's announcement of the keyboard shortcuts. */
  hotkeys: string;
  /** The stake rules in the player's currency. */
  kit: StakeKit;
  /** The stake field's first text, inside the limits. */
  firstStake: string;
  recentLabel: string;
}) {
  const ui = useInstantScreen({ game: 'dice', service: 'dice', kit, firstStake });
  const { g, id, revealing, reveal, recent } = ui;
  const [condition, setCondition] = useState<DiceCondition>('over');
  const [target, setTarget] = useState(50);
  // The bet on screen: committed when its reveal ends (the server's answer arrives first).
  const [shown, setShown] = useState<BetResponse | null>(null);
  const [rolling, setRolling] = useState<{ from: number; to: number } | null>(null);

  const [lo, hi] = bounds(condition);
  const chance = diceChance(target, condition);
  const multiplier = diceMultiplier(chance);
  const setTargetSafe = (v: number) => setTarget(round2(clamp(Number.isFinite(v) ? v : lo, lo, hi)));
  const setChance = (c: number) => {
    const cc = round2(clamp(c, DICE_MIN_CHANCE, DICE_MAX_CHANCE));
    setTarget(condition === 'over' ? round2(100 - cc) : cc);
  };
  const flip = (c: DiceCondition) => {
    setCondition(c);
    setTarget((t) => round2(100 - t));
  };

  const fmt = { currency: kit.currency, lang: kit.lang, fun: g.fun };

  /**
   * One bet at `minor` (the amount field's by default; autobet passes its own and `instant`);
   * the settled bet, or null when refused. A stake outside the limits is not sent: the field
   * says why (autobet's own stakes get the message under the screen).
   */
  async function play(minor = ui.stakeMinor, instant = false): Promise<{ stake: number; payout: number } | null> {
    const res = await ui.place({ amount: minor, target, condition }, minor, multiplier, instant);
    if (!res) return null;
    const roll = res.outcome.roll as number;
    const won = res.payout > 0;
    const commit = () => {
      g.settle();
      setRolling(null);
      setShown(res);
      recent.add({ id: recentId(res), won, text: roll.toFixed(2) });
    };
    const from = shown ? (shown.outcome.roll as number) : 50;
    if (reveal(ROLL_MS, commit, { instant, sound: won ? 'win' : 'lose' })) setRolling({ from, to: roll });
    return { stake: res.bet.amount, payout: res.payout };
  }

  useInstantKeys(ui, play);

  const roll = shown ? (shown.outcome.roll as number) : null;
  const line = shown ? resultLine(shown, labels, fmt) : null;
  return (
    <GameScreen game="dice" label="Dice" hydrated={g.mounted} revealing={revealing}>
      <ScreenHead game="dice" play={g} labels={labels} recent={recent.items} recentLabel={recentLabel} />
      <div ref={ui.stage.ref} className="scroll-mt-20" data-testid="dice-stage">
        <RollNumber shown={roll} rolling={rolling} />
        <ResultText testId="dice-result" tone={line?.tone} nonce={shown?.fair.nonce ?? null}>
          {line?.text}
        </ResultText>
        {/* The marker's layer slides by its own width: clipped sideways so it never widens the page. */}
        <div className="relative mt-6 overflow-x-clip">
          <input
            type="range"
            aria-label={labels.target}
            min={lo}
            max={hi}
            step={0.01}
            value={target}
            onChange={(e) => setTargetSafe(Number(e.target.value))}
            className="w-full"
            data-testid="dice-slider"
          />
          <RollMarker
            roll={rolling ? rolling.to : roll}
            lo={lo}
            hi={hi}
            moving={rolling !== null}
            won={(shown?.payout ?? 0) > 0}
          />
        </div>
      </div>
      <InstantBar screen={ui} labels={labels} multiplier={multiplier} onPlay={() => void play()} disabled={revealing}>
        {labels.bet}
      </InstantBar>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <label className="flex flex-col text-sm" htmlFor={`${id}-t`}>
          {labels.target}
          <input
            id={`${id}-t`}
            type="number"
            step={0.01}
            min={lo}
            max={hi}
            value={target}
            onChange={(e) => setTargetSafe(Number(e.target.value))}
            className="rounded border border-line bg-bg p-2"
            data-testid="dice-target"
          />
        </label>
        <label className="flex flex-col text-sm" htmlFor={`${id}-c`}>
          {labels.chance} %
          <input
            id={`${id}-c`}
            type="number"
            step={0.01}
            min={DICE_MIN_CHANCE}
            max={DICE_MAX_CHANCE}
            value={chance}
            onChange={(e) => setChance(Number(e.target.value))}
            className="rounded border border-line bg-bg p-2"
            data-testid="dice-chance"
          />
        </label>
        <div className="flex flex-col text-sm">
          {labels.multiplier}
          <output className="p-2 font-bold" data-testid="dice-multiplier">
            {formatTimes(multiplier, kit.lang)}
          </output>
        </div>
        <fieldset className="flex flex-col text-sm">
          <legend className="sr-only">{labels.target}</legend>
          <label>
            <input type="radio" name={`${id}-cond`} checked={condition === 'over'} onChange={() => flip('over')} />{' '}
            {labels.over}
          </label>
          <label>
            <input type="radio" name={`${id}-cond`} checked={condition === 'under'} onChange={() => flip('under')} />{' '}
            {labels.under}
          </label>
        </fieldset>
      </div>
      <InstantFoot screen={ui} hotkeys={hotkeys} autobet={autobet} play={play} bet={shown} fairTestId="dice-fair" />
    </GameScreen>
  );
}
