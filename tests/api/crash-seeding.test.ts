// The crash seeding event (issue 40, decision 066): a chain's terminating hash is announced with a
// future bitcoin block before its salt exists; no round starts until the operator enters that
// block's hash; the announcement never changes; and a verifier working from fairness.md alone, with
// the entered salt, reproduces every round. The demo's chain says it was seeded locally.
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashFairSchema, crashRoundsResponseSchema, crashSeedingResponseSchema } from '../../src/contract/crash';
import {
  DEFAULT_SETTINGS,
  latestRound,
  markCrashed,
  openRound,
  refundRound,
  settleLosses,
  startRound,
} from '../../src/games/crash/service.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { resetEnvForTests } from '../../src/server/env.server';
import { startRoundEngines } from '../../src/server/rounds/engines.server';
import { configDir, freshDb, json, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
const TOKEN = `admin-${process.pid}-${Date.now()}`;
const saved = { ADMIN_TOKEN: process.env.ADMIN_TOKEN, CRASH_CHAIN_LENGTH: process.env.CRASH_CHAIN_LENGTH };
beforeAll(async () => {
  ({ db, drop } = await freshDb());
  process.env.ADMIN_TOKEN = TOKEN;
  process.env.CRASH_CHAIN_LENGTH = '40';
  resetEnvForTests();
});
afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
  await drop();
});

const store = new ConfigStore(configDir());
const api = () => testApi(db, store);
const LOCAL = { ...DEFAULT_SETTINGS, bettingMs: 60_000, chainLength: 40 };
const PUBLIC = { ...LOCAL, seeding: 'public' as const };
const admin = { authorization: `Bearer ${TOKEN}` };
const announce = (height: unknown, auth: Record<string, string> = admin) =>
  api().request('/crash/seeding', json({ block_height: height }, auth));
const enter = (terminating: string, salt: string, auth: Record<string, string> = admin) =>
  api().request('/crash/seeding/salt', json({ terminating_hash: terminating, salt }, auth));
const fair = async () => {
  const res = await api().request('/crash/fair', { headers: { host: 'api.casino.test' } });
  expect(res.status).toBe(200);
  return crashFairSchema.parse(await res.json());
};
const code = async (res: Response) =>
  Object.values(((await res.json()) as { errors: Record<string, string[]> }).errors)[0]?.[0]?.split(':')[0];
/** A value shaped as a bitcoin block hash (proof of work: 8 leading zero digits). */
const blockHash = () => `00000000${createHash('sha256').update(`block-${Math.random()}`).digest('hex').slice(8)}`;

/** fairness.md's crash formula, written here from the text alone (not the product's code). */
function verifierPoint(roundHash: string, salt: string): number {
  const r = Number.parseInt(createHmac('sha256', roundHash).update(salt).digest('hex').slice(0, 13), 16);
  const x = r / 2 ** 52;
  return Math.max(1, Math.floor(99 / (1 - x)) / 100);
}
/** Migration 35's triggers refuse the change (not some other error). */
const FROZEN = /seeding_frozen/;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Plays a round through to its end with explicit clocks (as the engine would, without waiting). */
async function playRound(settings: typeof LOCAL) {
  const r = await openRound(db, settings);
  if (!r) return null;
  await startRound(db, store.current.betLimits, r.id);
  await markCrashed(db, r.id);
  await settleLosses(db, r.id);
  return r;
}

describe('the crash seeding event', () => {
  it('the demo seeds its chain locally and says so', async () => {
    expect(await playRound(LOCAL)).not.toBeNull();
    const f = await fair();
    expect(f.seeding).toMatchObject({ source: 'local', block_height: null, source_url: null });
    expect(f.salt).toMatch(/^[0-9a-f]{64}$/);
  });

  it('only the operator announces: no token, a wrong token, bad input', async () => {
    expect((await announce(800_000, {})).status).toBe(401);
    expect((await announce(800_000, { authorization: 'Bearer nope' })).status).toBe(401);
    expect((await announce(-5)).status).toBe(422);
    expect((await enter('00', blockHash(), {})).status).toBe(401);
  });

  let terminating = '';
  let announcedAt = 0;
  const salt = blockHash();

  it('announces the terminating hash with a future block, and no round starts before its salt', async () => {
    const res = await announce(912_345);
    expect(res.status).toBe(200);
    const made = crashSeedingResponseSchema.parse(await res.json());
    terminating = made.terminating_hash;
    announcedAt = made.seeding.announced_at;
    expect(Math.abs(announcedAt - Date.now())).toBeLessThan(60_000);

    const f = await fair();
    expect(f.terminating_hash).toBe(terminating);
    expect(f.salt).toBeNull();
    expect(f.seeding).toEqual({
      source: 'bitcoin',
      block_height: 912_345,
      announced_at: announcedAt,
      source_url: expect.stringContaining('912345'),
      salted_at: null,
    });

    // Neither a real install's engine nor a demo one opens a round of an unsalted chain.
    const before = (await latestRound(db))!.id;
    expect(await openRound(db, PUBLIC)).toBeNull();
    expect(await openRound(db, LOCAL)).toBeNull();
    const engines = startRoundEngines(db, { crash: { ...PUBLIC, bettingMs: 300, pauseMs: 0 } });
    await new Promise((r) => setTimeout(r, 1500));
    await engines.stop();
    expect((await latestRound(db))!.id).toBe(before);

    // One announcement at a time.
    const again = await announce(912_400);
    expect(again.status).toBe(409);
    expect(await code(again)).toBe('seeding_pending');
  });

  it('the announcement can no longer change, even in the database', async () => {
    await expect(db.query('UPDATE fair_seedings SET block_height = block_height + 1')).rejects.toThrow(FROZEN);
    await expect(db.query("UPDATE fair_seedings SET announced_at = now() - interval '1 day'")).rejects.toThrow(FROZEN);
    await expect(db.query(`UPDATE fair_chains SET terminating_hash = repeat('a', 64)`)).rejects.toThrow(FROZEN);
    await expect(db.query('DELETE FROM fair_seedings')).rejects.toThrow(FROZEN);
    // A chain with no salt plays nothing, whatever writes it.
    await expect(
      db.query(`UPDATE fair_chains SET next_index = 2 WHERE terminating_hash = $1`, [terminating]),
    ).rejects.toThrow(/fair_chains_salted_before_play/);
    const f = await fair();
    expect([f.seeding.block_height, f.seeding.announced_at, f.terminating_hash]).toEqual([
      912_345,
      announcedAt,
      terminating,
    ]);
  });

  it('refuses a salt that is no block hash or names another announcement', async () => {
    const bad = await enter(terminating, 'f'.repeat(64));
    expect([bad.status, await code(bad)]).toEqual([422, 'bad_salt']);
    const other = await enter(sha256('another chain'), salt);
    expect([other.status, await code(other)]).toEqual([409, 'wrong_announcement']);
    expect((await fair()).salt).toBeNull();
  });

  it('rounds start once the salt is entered, and a verifier from fairness.md reproduces them', async () => {
    const res = await enter(terminating, salt.toUpperCase());
    expect(res.status).toBe(200);
    const f = await fair();
    expect(f.salt).toBe(salt);
    expect(f.seeding.announced_at).toBe(announcedAt);
    expect(f.seeding.salted_at).toBeGreaterThanOrEqual(announcedAt);

    // The real engine opens a round now.
    const before = (await latestRound(db))!.id;
    const engines = startRoundEngines(db, { crash: { ...PUBLIC, bettingMs: 60_000, pauseMs: 0 } });
    const deadline = Date.now() + 10_000;
    while ((await latestRound(db))!.id === before && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    await engines.stop();
    const opened = (await latestRound(db))!;
    expect(opened.id).toBe(before + 1);
    await refundRound(db, opened.id);
    for (let i = 0; i < 6; i++) expect(await playRound(PUBLIC)).not.toBeNull();

    const list = await api().request('/crash/rounds?limit=50', { headers: { host: 'api.casino.test' } });
    const rounds = crashRoundsResponseSchema
      .parse(await list.json())
      .data.filter((r) => r.id >= f.first_round_id)
      .sort((a, b) => a.id - b.id);
    expect(rounds.length).toBe(7);
    expect(rounds[0]!.id).toBe(f.first_round_id);
    expect(sha256(rounds[0]!.hash)).toBe(f.terminating_hash);
    for (const [i, r] of rounds.entries()) {
      if (i > 0) expect(sha256(r.hash)).toBe(rounds[i - 1]!.hash);
      if (!r.refunded) expect(r.crash_point).toBe(verifierPoint(r.hash, salt));
    }
    // The salt is what made them: another salt gives other points.
    const played = rounds.filter((r) => !r.refunded);
    expect(played.some((r) => verifierPoint(r.hash, blockHash()) !== r.crash_point)).toBe(true);
  });

  it('refuses a second salt, after rounds began, by the API and in the database', async () => {
    const twice = await enter(terminating, blockHash());
    expect([twice.status, await code(twice)]).toEqual([409, 'salt_entered']);
    await expect(db.query(`UPDATE fair_seedings SET salt = $1`, [blockHash()])).rejects.toThrow(FROZEN);
    await expect(
      db.query(`UPDATE fair_chains SET salt = $2 WHERE terminating_hash = $1`, [terminating, blockHash()]),
    ).rejects.toThrow(FROZEN);
    expect((await fair()).salt).toBe(salt);
    // A new announcement waits for this chain to be played out.
    const next = await announce(950_000);
    expect([next.status, await code(next)]).toEqual([409, 'chain_in_play']);
  });
});
