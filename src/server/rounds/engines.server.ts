// The round engines of the shared-round games (issue 19), one per game across all processes: each
// process stands for election (src/games/kit/shared/leader.server.ts) unless ROUND_ENGINES=0, and
// the winner runs the game's engine. Started with the process (runtime.server.ts).
import { crashEngine } from '../../games/crash/engine.server';
import { stopCrashRelay } from '../../games/crash/relay.server';
import { type CrashSettings, DEFAULT_SETTINGS } from '../../games/crash/service.server';
import { type Leadership, lead } from '../../games/kit/shared/leader.server';
import { startRoomsEngine, stopRoomRelay } from '../../games/rooms/engine.server';
import { type SportsbookEngineOptions, startSportsbook } from '../../games/betting/engine.server';
import { sportsbookRelay } from '../../games/betting/relay.server';
import { maxPayout } from '../bets/limits.server';
import { authSettingsFromEnv } from '../auth/settings.server';
import type { Currency } from '../../contract/common';
import type { BetLimits } from '../config/schema';
import { getConfig } from '../config/store.server';
import type { Db } from '../db/types';
import { getEnv } from '../env.server';

export function crashSettingsFromEnv(): CrashSettings {
  const env = getEnv();
  return {
    ...DEFAULT_SETTINGS,
    bettingMs: env.CRASH_BETTING_MS,
    pauseMs: env.CRASH_PAUSE_MS,
    chainLength: env.CRASH_CHAIN_LENGTH,
    // A real install plays only publicly seeded chains; the demo seeds its own (decision 066).
    seeding: env.CRASH_SEEDING ?? (authSettingsFromEnv().demo ? 'local' : 'public'),
  };
}

export interface Engines {
  stop(): Promise<void>;
  readonly leading: Record<string, boolean>;
}

/** Starts this process's engines on `db` (tests pass their own settings and limits). */
export function startRoundEngines(
  db: Db,
  opts: { crash?: CrashSettings; getLimits?: () => BetLimits; sportsbook?: SportsbookEngineOptions } = {},
): Engines {
  const getLimits = opts.getLimits ?? (() => getConfig().betLimits);
  const crash = lead(db, 'crash', crashEngine(db, getLimits, opts.crash ?? crashSettingsFromEnv()));
  const rooms = startRoomsEngine(db);
  const all: Record<string, Leadership> = { crash, rooms };
  // The sportsbook's leader (simulator, producer watch, live delay) only where asked for.
  if (opts.sportsbook) all.sportsbook = startSportsbook(db, opts.sportsbook);
  return {
    get leading() {
      return Object.fromEntries(Object.entries(all).map(([k, l]) => [k, l.leading]));
    },
    async stop() {
      await Promise.all(Object.values(all).map((l) => l.stop()));
      stopCrashRelay(db);
      if (opts.sportsbook) sportsbookRelay(db).stop();
      await stopRoomRelay(db);
    },
  };
}

const KEY = Symbol.for('casino.round-engines');
/** The process's engines, started once (ROUND_ENGINES=0: none, the process only relays). */
export function startProcessEngines(db: Db): void {
  const g = globalThis as { [KEY]?: Engines };
  if (g[KEY] || getEnv().ROUND_ENGINES === '0') return;
  const env = getEnv();
  g[KEY] = startRoundEngines(db, {
    sportsbook: {
      maxPayoutOf: (currency) => maxPayout(getConfig().betLimits, currency as Currency),
      simulate: env.SPORTSBOOK_SIM === undefined ? authSettingsFromEnv().demo : env.SPORTSBOOK_SIM === '1',
      speed: env.SB_SIM_SPEED,
    },
  });
}

/** Stops the process's engines, if it runs any (shutdown). */
export async function stopProcessEngines(): Promise<void> {
  const g = globalThis as { [KEY]?: Engines };
  const engines = g[KEY];
  delete g[KEY];
  await engines?.stop();
}
