// Sessions remembered by the process (issue 17): a bearer token checked once is trusted for up to a
// minute (never past its token's or session's end or the player's inactivity logout), so a bet
// costs no session read. Revocation reaches every process at once: the database announces every
// change that ends a session or a token (triggers of migration 17 NOTIFY `session_changed` on
// logout, password change, exclusion, a superseding refresh, an inactivity setting), and each
// process listening drops the sessions named. A process that is not listening
// (not yet, or its connection dropped) reads the database on every call: it never trusts a copy
// it could not hear about.
import { TtlCache } from '../../site/ttl-cache';
import type { Db } from '../db/types';
import { onSessionsEnded } from './session-events.server';
import { resolveSessionWith, type SessionRef } from './sessions.server';
import { hashToken } from './tokens.server';
import { logFor } from '../log.server';

const log = logFor('auth');

const CHANNEL = 'session_changed';
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 50_000;

interface Cache {
  entries: TtlCache<SessionRef>;
  /** Counts announcements: a read that an announcement overtook is not kept. */
  generation: number;
  listening: boolean;
  starting: Promise<void> | null;
  stop: (() => Promise<void>) | null;
}
const caches = new WeakMap<Db, Cache>();
// Every copy this process keeps, so a change made here reaches them before the database's announcement.
const everyCache = new Set<WeakRef<Cache>>();
onSessionsEnded(({ sessionId, userId }) => {
  for (const ref of everyCache) {
    const c = ref.deref();
    if (!c) everyCache.delete(ref);
    else if (sessionId !== undefined) dropMatching(c, `s:${sessionId}`);
    else if (userId !== undefined) dropMatching(c, `u:${userId}`);
  }
});

function dropMatching(c: Cache, payload: string): void {
  c.generation++;
  const [kind, raw] = payload.split(':');
  const id = Number(raw);
  if (!Number.isSafeInteger(id)) {
    c.entries.clear();
    return;
  }
  c.entries.deleteWhere((ref) => (kind === 's' && ref.sessionId === id) || (kind === 'u' && ref.userId === id));
}

function startListening(db: Db, c: Cache): void {
  if (!db.listen || c.starting || db.closed) return;
  c.starting = db
    .listen(
      CHANNEL,
      (payload) => dropMatching(c, payload),
      () => {
        // Deaf now: forget everything and read the database until listening again.
        c.listening = false;
        c.generation++;
        c.entries.clear();
        c.stop = null;
        c.starting = null;
        setTimeout(() => startListening(db, c), 1000).unref();
      },
    )
    .then(
      (stop) => {
        c.stop = stop;
        c.listening = true;
      },
      (e: unknown) => {
        log.warn({ err: e }, 'session listener failed');
        c.starting = null;
        setTimeout(() => startListening(db, c), 1000).unref();
      },
    );
}

function cacheOf(db: Db): Cache {
  let c = caches.get(db);
  if (!c) {
    c = { entries: new TtlCache(MAX_ENTRIES, MAX_AGE_MS), generation: 0, listening: false, starting: null, stop: null };
    caches.set(db, c);
    everyCache.add(new WeakRef(c));
    startListening(db, c);
  }
  return c;
}

/** The live session of a bearer token, from the process's copy when it may be trusted, else the database. */
export async function cachedSession(db: Db, token: string): Promise<SessionRef | null> {
  const c = cacheOf(db);
  const key = hashToken(token);
  const hit = c.listening ? c.entries.get(key) : undefined;
  if (hit) return hit;
  const generation = c.generation;
  const found = await resolveSessionWith(db, token);
  if (!found) return null;
  const ref = { userId: found.userId, sessionId: found.sessionId };
  if (c.listening && c.generation === generation) c.entries.set(key, ref, Date.now(), Math.max(0, found.validMs));
  return ref;
}

/** Stops this process's listener for a database (tests, shutdown). */
export async function stopSessionListener(db: Db): Promise<void> {
  const c = caches.get(db);
  caches.delete(db);
  if (c?.starting) await c.starting.catch(() => undefined);
  if (c?.stop) await c.stop();
}
