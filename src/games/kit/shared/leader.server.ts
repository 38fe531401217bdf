// One round engine per game across every process (issue 19). On PostgreSQL the engine runs where
// pg_try_advisory_lock(<game's key>) succeeds, on a connection of its own: the lock lives exactly as
// long as that connection, so when the process dies (or loses the database) PostgreSQL lets go at
// once and another process, trying every second, takes over. PGlite is one process: it leads.
// Engines are written so that two of them overlapping for a moment (a leader that has not yet
// noticed it lost its connection) change nothing twice: every step is a conditional update.
import type { Db } from '../../../server/db/types';
import { logFor } from '../../../server/log.server';

const log = logFor('rounds');

export interface Leadership {
  /** Stops leading (or trying to) and waits for the engine to stop. */
  stop(): Promise<void>;
  readonly leading: boolean;
}

/** Every election this process stands in (stopped ones leave): the metrics' leadership gauge. */
const elections = new Set<{ readonly game: string; readonly leading: boolean }>();

/** Per game this process stands for: true while it runs that game's engine. */
export function leadershipByGame(): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const e of elections) out.set(e.game, (out.get(e.game) ?? false) || e.leading);
  return out;
}

/** How often a follower tries for the lock: the takeover time after a leader dies. */
export const TRY_EVERY_MS = 1000;

/**
 * Runs `engine` while this process holds the game's lock. The engine gets a signal that aborts when
 * leadership ends; it should return soon after. It is started again on the next election win.
 */
export function lead(db: Db, game: string, engine: (signal: AbortSignal) => Promise<void>): Leadership {
  let stopped = false;
  let leading = false;
  let current: AbortController | null = null;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;

  const runEngine = (ac: AbortController) => {
    leading = true;
    running = engine(ac.signal)
      .catch((e: unknown) => log.error({ game, err: e }, 'round engine failed'))
      .finally(() => {
        leading = false;
      });
    return running;
  };

  const attempt = async () => {
    timer = null;
    if (stopped || db.closed) return;
    if (!db.dedicated) {
      current = new AbortController();
      await runEngine(current);
      // The embedded engine only ends when told to (or by a bug: start it again).
      if (!stopped) timer = setTimeout(attempt, TRY_EVERY_MS);
      return;
    }
    const ac = new AbortController();
    let conn: Awaited<ReturnType<NonNullable<Db['dedicated']>>> | null = null;
    try {
      conn = await db.dedicated((err) => {
        if (!ac.signal.aborted) log.warn({ game, err }, 'round engine lost its lock connection');
        ac.abort();
      });
      const { rows } = await conn.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [
        `round-engine:${game}`,
      ]);
      if (rows[0]?.ok && !stopped) {
        current = ac;
        log.info({ game }, `this process now runs the ${game} engine`);
        await runEngine(ac);
      }
    } catch (e) {
      if (!db.closed && !stopped) log.warn({ game, err: e }, 'round engine election failed');
    } finally {
      current = null;
      await conn?.close();
    }
    if (!stopped) {
      timer = setTimeout(attempt, TRY_EVERY_MS);
      timer.unref();
    }
  };
  void attempt();

  const entry = {
    game,
    get leading() {
      return leading;
    },
  };
  elections.add(entry);
  return {
    get leading() {
      return leading;
    },
    async stop() {
      stopped = true;
      elections.delete(entry);
      if (timer) clearTimeout(timer);
      current?.abort();
      await running;
    },
  };
}

/** Sleeps until `ms` passed or the signal aborts (true when it aborted). */
export function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(true);
  return new Promise((resolve) => {
    const t = setTimeout(
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve(false);
      },
      Math.max(0, ms),
    );
    const onAbort = () => {
      clearTimeout(t);
      resolve(true);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
