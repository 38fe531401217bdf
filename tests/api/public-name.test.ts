import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betResponseSchema } from '../../src/contract/bets';
import { apiErrorSchema } from '../../src/contract/errors';
import { betDetailResponseSchema, feedResponseSchema, myBetsResponseSchema } from '../../src/contract/feed';
import { profileResponseSchema } from '../../src/contract/profile';
import { publicNameResponseSchema } from '../../src/contract/public-name';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { configDir, freshDb, fundedPlayer, json, testApi } from './helpers';

// Public names (issue 18): what a player may call themselves, that nobody else gets their name
// (whatever the case or look-alike letters), that a name changes at most once a month, and that
// the feeds show it — unless the player hides their statistics — and never anything private.

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const store = new ConfigStore(
  configDir({
    operator: { profile: { nameBlocklist: ['voldemort'] } },
    limits: { RUB: { games: { dice: { min: 100, max: 1_000_000 } } } },
  }),
);
const api = () => testApi(db, store);
const HOST = { host: 'api.casino.test' };

type Player = { id: number; auth: Record<string, string> };
async function player(opts: { hidden?: boolean } = {}): Promise<Player> {
  // A private name (as a social provider gives it) and a contact: neither may ever reach a feed.
  const p = await fundedPlayer(db, 1_000_000, { name: 'Secret Realname', hidden: opts.hidden ?? false });
  return { id: p.user.id, auth: p.auth };
}

const setName = (p: Player, body: unknown) =>
  api().request('/profile/public-name', { ...json(body, p.auth), method: 'PUT' });

async function setOk(p: Player, name: string) {
  const res = await setName(p, { public_name: name });
  expect(res.status, `${name}: ${JSON.stringify(await res.clone().json())}`).toBe(200);
  return publicNameResponseSchema.parse(await res.json()).data;
}

/** The 422's code for public_name (the first line's part before the colon). */
async function refused(res: Response): Promise<string> {
  expect(res.status).toBe(422);
  const body = apiErrorSchema.parse(await res.json());
  const line = body.errors?.public_name?.[0] ?? Object.values(body.errors ?? {})[0]?.[0] ?? '';
  return line.split(':')[0]!;
}

async function stored(p: Player) {
  const { rows } = await db.query<{ public_name: string | null; public_name_changed_at: Date | null }>(
    'SELECT public_name, public_name_changed_at FROM users WHERE id = $1',
    [p.id],
  );
  return rows[0]!;
}

async function profile(p: Player) {
  return profileResponseSchema.parse(await (await api().request('/profile/user', { headers: p.auth })).json()).user;
}

let k = 0;
async function bet(p: Player) {
  const res = await api().request(
    '/dice/bets',
    json({ amount: 1000, target: 50, condition: 'over' }, { ...p.auth, 'idempotency-key': `name-key-${++k}-x` }),
  );
  expect(res.status).toBe(200);
  return betResponseSchema.parse(await res.json()).bet;
}

const DAY = 86_400_000;

describe('PUT /profile/public-name', () => {
  it('sets a first name: trimmed, shown in the profile with the date it may change again; the private name stays', async () => {
    const p = await player();
    const before = await profile(p);
    expect(before.public_name).toBeNull();
    expect(before.public_name_next_change_at).toBeNull();
    const t0 = Date.now();
    const data = await setOk(p, '  Lucky Anna  ');
    expect(data.public_name).toBe('Lucky Anna');
    const next = Date.parse(data.next_change_at);
    expect(next).toBeGreaterThanOrEqual(t0 + 30 * DAY - 5000);
    expect(next).toBeLessThanOrEqual(Date.now() + 30 * DAY + 5000);
    const after = await profile(p);
    expect(after).toMatchObject({ public_name: 'Lucky Anna', public_name_next_change_at: data.next_change_at });
    expect(after.name).toBe('Secret Realname');
  });

  it('takes names in any script with digits, _ - . and single spaces', async () => {
    for (const name of ['Алёна_77', 'राहुल शर्मा', 'Қазақ-Ұлы', 'João.Silva', 'Zoë 2']) {
      expect((await setOk(await player(), name)).public_name).toBe(name);
    }
  });

  it("refuses another player's name whatever the case, spacing or look-alike letters; theirs stays", async () => {
    const owner = await player();
    await setOk(owner, 'Alice');
    const thief = await player();
    // "AIice" has a capital I; "Al1ce" a digit.
    for (const name of ['Alice', 'alice', ' ALICE ', 'AIice', 'Al1ce']) {
      expect(await refused(await setName(thief, { public_name: name })), name).toBe('name_taken');
    }
    // "Аlice" starts with the Cyrillic А, "Al\u034Fice" hides a joiner: refused before any lookup.
    expect(await refused(await setName(thief, { public_name: 'Аlice' }))).toBe('name_mixed_scripts');
    expect(await refused(await setName(thief, { public_name: 'Al\u034Fice' }))).toBe('name_invalid_chars');
    // Fullwidth letters are not in the site's alphabets.
    expect(await refused(await setName(thief, { public_name: 'Ａｌｉｃｅ' }))).toBe('name_invalid_chars');
    expect(await stored(thief)).toEqual({ public_name: null, public_name_changed_at: null });
    expect((await stored(owner)).public_name).toBe('Alice');
    // Refusals did not start the thief's clock: a free name is still theirs to take.
    await setOk(thief, 'Alice2');
  });

  it('two (or five) players claiming one name at once: exactly one wins, the others get 422 name_taken, never a 500', async () => {
    const players = await Promise.all([1, 2, 3, 4, 5].map(() => player()));
    const answers = await Promise.all(
      players.map((p, i) => setName(p, { public_name: i % 2 ? 'RaceWinner' : 'racewinner' })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422, 422, 422, 422]);
    for (const r of answers.filter((a) => a.status === 422)) expect(await refused(r)).toBe('name_taken');
    const { rows } = await db.query(`SELECT id FROM users WHERE lower(public_name) = 'racewinner'`);
    expect(rows).toHaveLength(1);
  });

  it('refuses blocklisted words, also in leetspeak, split by separators, repeated or in look-alike letters', async () => {
    const p = await player();
    for (const name of [
      'admin',
      'Adm1n_Pavel',
      'a.d.m.i.n',
      'SUPPORT 24',
      'M0derator',
      'Casino_Boss',
      'fuuuck',
      'Sh1t',
      'Сука',
      'ХУЙ',
      'adrnin',
      'Hit1er',
      'fvck',
      'p0rra',
      'puta123',
      'pu7a',
      'Поддержка',
      'V0ldemort', // the operator's own list (operator.json profile.nameBlocklist)
    ]) {
      expect(await refused(await setName(p, { public_name: name })), name).toBe('name_blocked');
    }
    expect(await stored(p)).toEqual({ public_name: null, public_name_changed_at: null });
  });

  it('does not refuse innocent names that merely contain a blocked word', async () => {
    for (const name of ['Kshitij', 'computador', 'Nazim', 'Глеб', 'Classic Sam', 'Herman'])
      await setOk(await player(), name);
  });

  it('changes once per 30 days: too soon is 422 with the date, the same name again changes nothing', async () => {
    const p = await player();
    const first = await setOk(p, 'FirstName');
    const soon = await setName(p, { public_name: 'SecondName' });
    expect(soon.status).toBe(422);
    const body = (await soon.json()) as { errors: Record<string, string[]>; details: { next_change_at: string } };
    expect(body.errors.public_name![0]).toMatch(/^name_change_too_soon: /);
    expect(body.details.next_change_at).toBe(first.next_change_at);
    expect((await profile(p)).public_name_next_change_at).toBe(first.next_change_at);
    expect((await stored(p)).public_name).toBe('FirstName');
    // The same name again is not a change: answered as is, the clock not restarted.
    expect(await setOk(p, 'FirstName')).toEqual(first);
    // Almost a month later: still too soon. A month later: the change goes through.
    await db.query(`UPDATE users SET public_name_changed_at = now() - interval '29 days' WHERE id = $1`, [p.id]);
    expect(await refused(await setName(p, { public_name: 'SecondName' }))).toBe('name_change_too_soon');
    await db.query(`UPDATE users SET public_name_changed_at = now() - interval '31 days' WHERE id = $1`, [p.id]);
    const second = await setOk(p, 'SecondName');
    expect(Date.parse(second.next_change_at)).toBeGreaterThan(Date.now() + 29 * DAY);
    expect((await profile(p)).public_name).toBe('SecondName');
    // The name given up is free for someone else.
    await setOk(await player(), 'firstname');
  });

  it('refuses bad input with 422 and changes nothing', async () => {
    const p = await player();
    await setOk(p, 'Stable_Name');
    await db.query(`UPDATE users SET public_name_changed_at = now() - interval '31 days' WHERE id = $1`, [p.id]);
    // src/contract/errors.ts reports a value of the wrong type as invalid_type, or as required when
    // zod does not hand it the input: either way a 422 on the field.
    const WRONG_TYPE = /^(invalid_type|required)$/;
    const cases: [unknown, string | RegExp][] = [
      [{ public_name: 'ab' }, 'name_too_short'],
      [{ public_name: '   ab   ' }, 'name_too_short'],
      [{ public_name: 'a'.repeat(21) }, 'name_too_long'],
      [{ public_name: 'x'.repeat(10_000) }, 'name_too_long'],
      [{ public_name: 'bell\u0007name' }, 'name_invalid_chars'],
      [{ public_name: 'zero\u200Bwidth' }, 'name_invalid_chars'],
      [{ public_name: 'abc\u202Eevil' }, 'name_invalid_chars'],
      [{ public_name: 'iso\u2066late' }, 'name_invalid_chars'],
      [{ public_name: 'two  spaces' }, 'name_invalid_chars'],
      [{ public_name: 'tab\tname' }, 'name_invalid_chars'],
      [{ public_name: 'line\nbreak' }, 'name_invalid_chars'],
      [{ public_name: '<script>' }, 'name_invalid_chars'],
      [{ public_name: 'emoji😀name' }, 'name_invalid_chars'],
      [{ public_name: '\u3164\u3164\u3164' }, 'name_invalid_chars'], // Hangul fillers: a blank name
      [{ public_name: 'Zalgo\u0334\u0335\u0336' }, 'name_invalid_chars'],
      [{ public_name: '12345' }, 'name_needs_letter'],
      [{ public_name: '._-' }, 'name_needs_letter'],
      [{ public_name: 'nul\u0000name' }, 'invalid_text'],
      [{ public_name: 12345 }, WRONG_TYPE],
      [{ public_name: null }, WRONG_TYPE],
      [{ public_name: ['Alice'] }, WRONG_TYPE],
      [{ public_name: { name: 'Alice' } }, WRONG_TYPE],
      [{}, 'required'],
      [{ public_name: 'Fine_Name', name: 'x' }, 'unknown_field'],
      ['"Fine_Name"', WRONG_TYPE],
      ['{not json', 'invalid_json'],
    ];
    for (const [body, code] of cases) {
      expect(await refused(await setName(p, body)), JSON.stringify(body).slice(0, 40)).toMatch(code);
    }
    expect((await stored(p)).public_name).toBe('Stable_Name');
  });

  it('needs a session', async () => {
    const res = await api().request('/profile/public-name', { ...json({ public_name: 'Nobody' }), method: 'PUT' });
    expect(res.status).toBe(401);
  });
});

describe('public names in the feeds', () => {
  it('the feed, big wins and bet detail show the public name; hiding statistics hides it; nothing private leaks', async () => {
    const p = await player();
    await setOk(p, 'FeedStar');
    const nameless = await player();
    const mine = await bet(p);
    const other = await bet(nameless);
    const feed = feedResponseSchema.parse(
      await (await api().request('/general/bets/feed?game=dice', { headers: HOST })).json(),
    ).data;
    expect(feed.recent.find((r) => r.id === mine.id)?.player).toBe('FeedStar');
    // A player who never chose a name is not named by anything else.
    expect(feed.recent.find((r) => r.id === other.id)?.player).toBeNull();
    const detail = betDetailResponseSchema.parse(
      await (await api().request(`/general/bets/${mine.id}`, { headers: HOST })).json(),
    ).data;
    expect(detail.player).toBe('FeedStar');
    const { rows } = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [p.id]);
    for (const text of [JSON.stringify(feed), JSON.stringify(detail)]) {
      expect(text).not.toContain('Secret Realname');
      expect(text).not.toContain(rows[0]!.email);
    }

    // The player hides their statistics: the name goes from every public view at once.
    const hide = await api().request('/profile/settings', {
      ...json({ is_statistics_hidden: true }, p.auth),
      method: 'PUT',
    });
    expect(hide.status).toBe(200);
    // The unfiltered feed (its own cache entry, not the one read a moment ago).
    const hidden = feedResponseSchema.parse(
      await (await api().request('/general/bets/feed', { headers: HOST })).json(),
    ).data;
    expect(hidden.recent.find((r) => r.id === mine.id)?.player).toBeNull();
    expect(JSON.stringify(hidden)).not.toContain('FeedStar');
    const hiddenDetail = betDetailResponseSchema.parse(
      await (await api().request(`/general/bets/${mine.id}`, { headers: HOST })).json(),
    ).data;
    expect(hiddenDetail.player).toBeNull();
    // The player still sees their own name on their own list.
    const own = myBetsResponseSchema.parse(
      await (await api().request('/general/bets/mine?game=dice', { headers: p.auth })).json(),
    ).data;
    expect(own.find((r) => r.id === mine.id)?.player).toBe('FeedStar');
  });
});
