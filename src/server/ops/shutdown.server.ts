// Graceful shutdown (issue 23): on SIGTERM a process stops taking connections, lets the requests it
// holds finish (a bet in flight is answered and in the ledger, or never taken), tells every event
// stream to reconnect elsewhere, gives up its round engines' leadership, closes the database and
// exits 0, all within a bounded time. Used by the production server (src/server/adapter.ts) and by
// scripts/serve-api.ts.
import type { Server } from 'node:http';
import { closeAllSseHubs } from '../../games/kit/shared/sse-hub.server';
import { logFor } from '../log.server';

const shutdownLog = logFor('shutdown');
/** The default log step: each step's line, at info, from the process's logger. */
const logLine = (line: string): void => shutdownLog.info(line);

export interface ShutdownSteps {
  /** Stops the round engines (releases their leadership locks). */
  stopEngines(): Promise<void>;
  /** Closes the database (PGlite flushes to disk). */
  closeDb(): Promise<void>;
  /** How long requests in flight may take to finish; then their connections are cut. */
  drainMs?: number;
  /** Past this the process exits (1) whatever is still running. */
  hardExitMs?: number;
  /** The SSE `retry:` hint sent before each stream is closed: the browser reconnects after it. */
  reconnectMs?: number;
  log?: (line: string) => void;
  exit?: (code: number) => void;
}

const DRAINING = Symbol.for('casino.draining');
/** True once this process began shutting down: readiness then fails, so balancers stop sending. */
export const isDraining = (): boolean => (globalThis as { [DRAINING]?: boolean })[DRAINING] === true;

/** Cut idle kept-alive connections this often while draining: each finished request frees one. */
const IDLE_SWEEP_MS = 50;

/** Stops `server` and the process's work in order; resolves just before exit is called. */
export async function shutdownGracefully(server: Server, steps: ShutdownSteps): Promise<void> {
  const { drainMs = 10_000, hardExitMs = 15_000, reconnectMs = 1000 } = steps;
  (globalThis as { [DRAINING]?: boolean })[DRAINING] = true;
  const log = steps.log ?? logLine;
  const exit = steps.exit ?? ((code) => process.exit(code));
  const force = setTimeout(() => {
    log('[shutdown] still running after the bound: exiting');
    exit(1);
  }, hardExitMs);
  force.unref();
  let code = 0;
  try {
    // No new connections; those kept alive but idle are closed now and as each request ends.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    server.closeIdleConnections();
    // Streams never end by themselves: end them, with a hint to come back (to another process).
    closeAllSseHubs(reconnectMs);
    let drained = false;
    await Promise.race([
      closed.then(() => {
        drained = true;
      }),
      new Promise<void>((resolve) => setTimeout(resolve, drainMs).unref()),
    ]);
    clearInterval(sweep);
    if (!drained) {
      log(`[shutdown] requests still open after ${drainMs} ms: closing their connections`);
      server.closeAllConnections();
    }
    // After the requests: a bet in flight may still be reading the engines' state and the database.
    await steps.stopEngines();
    await steps.closeDb();
  } catch (e) {
    code = 1;
    log(`[shutdown] failed: ${(e as Error).message}`);
  }
  clearTimeout(force);
  log(`[shutdown] done (exit ${code})`);
  exit(code);
}

/** Runs shutdownGracefully once, on the first SIGTERM or SIGINT. */
export function onTerminate(server: Server, steps: ShutdownSteps): void {
  let started = false;
  const handler = (signal: string) => {
    if (started) return;
    started = true;
    (steps.log ?? logLine)(`[shutdown] ${signal}: draining`);
    void shutdownGracefully(server, steps);
  };
  process.on('SIGTERM', () => handler('SIGTERM'));
  process.on('SIGINT', () => handler('SIGINT'));
}
