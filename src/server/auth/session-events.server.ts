// Sessions ended by this process, told at once to its session copies (session-cache.server.ts).
// Other processes hear the same change from the database's announcement (migration 17), a few
// milliseconds later; this process must not wait for it: the call that logged a player out is
// followed at once by the player's next request.
type Listener = (what: { sessionId?: number; userId?: number }) => void;
const listeners = new Set<Listener>();

export function onSessionsEnded(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function sessionsEnded(what: { sessionId?: number; userId?: number }): void {
  for (const fn of listeners) fn(what);
}
