// The playable screens of the game pages, one line per game: slug → its stage (a server component
// in the game's folder that reads its texts and renders its client screen). A game without a line
// shows the placeholder panel. Cases play on their case pages (src/pages/case.tsx), not here.
import type { ComponentType } from 'react';
import { CoinflipStage } from '../../games/coinflip/stage';
import { CrashStage } from '../../games/crash/stage';
import { DiceStage } from '../../games/dice/stage';
import { HiloStage } from '../../games/hilo/stage';
import { KenoStage } from '../../games/keno/stage';
import { MinerStage } from '../../games/miner/stage';
import type { GameSlug } from '../../games/registry';
import { RouletteStage } from '../../games/roulette/stage';
import { WheelStage } from '../../games/wheel/stage';
import { LimboStage } from '../../games/limbo/stage';
import { PlinkoStage } from '../../games/plinko/stage';

export const SCREENS: Partial<Record<GameSlug, ComponentType>> = {
  dice: DiceStage,
  miner: MinerStage,
  coinflip: CoinflipStage,
  keno: KenoStage,
  hilo: HiloStage,
  roulette: RouletteStage,
  wheel: WheelStage,
  limbo: LimboStage,
  plinko: PlinkoStage,
  crash: CrashStage,
};
