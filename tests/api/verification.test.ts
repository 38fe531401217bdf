import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/server/auth/sessions.server';
import { createUser } from '../../src/server/auth/users.server';
import {
  DecisionError,
  decideVerification,
  formatRequest,
  formatRequestTable,
  getVerificationRequest,
  listVerificationRequests,
} from '../../src/server/auth/verification.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { configDir, freshDb, json, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const store = new ConfigStore(configDir({ operator: {} }));
const api = () => testApi(db, store);
let seq = 0;

async function loggedIn() {
  const user = await createUser(db, {
    email: `kyc-${++seq}@example.com`,
    passwordHash: null,
    registerMethod: 'email',
    region: 'RU',
  });
  const { token } = await createSession(
    db,
    { userId: user.id, method: 'password', ip: null, userAgent: null },
    { accessTtlSeconds: 3600, sessionTtlDays: 30 },
  );
  return { user, headers: { authorization: `Bearer ${token}` } };
}
const DATA = {
  full_name: 'Ivan Petrov',
  birth_date: '1990-04-12',
  country: 'kz',
  document_type: 'passport',
  document_number: 'N 1234567',
};
const submit = (headers: Record<string, string>, body: unknown = DATA) =>
  api().request('/api/v2/verification', json(body, headers));
const statusOf = async (id: number) =>
  (await db.query<{ verification_status: string | null }>('SELECT verification_status FROM users WHERE id = $1', [id]))
    .rows[0]!.verification_status;
const errorsOf = async (res: Response) => ((await res.json()) as { errors: Record<string, string[]> }).errors;
const requestOf = async (userId: number) =>
  (
    await db.query<{ id: number }>('SELECT id FROM verification_requests WHERE user_id = $1 ORDER BY id DESC', [userId])
  ).rows.map((r) => Number(r.id));

describe('POST /api/v2/verification', () => {
  it('files the request and marks the player pending; a second submission is refused', async () => {
    const { user, headers } = await loggedIn();
    const res = await submit(headers);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { status: 'pending' } });
    expect(await statusOf(user.id)).toBe('pending');
    const [id] = await requestOf(user.id);
    expect(await getVerificationRequest(db, id!)).toMatchObject({
      status: 'pending',
      country: 'KZ',
      birth_date: '1990-04-12',
      full_name: 'Ivan Petrov',
    });

    const again = await submit(headers);
    expect(again.status).toBe(422);
    expect((await errorsOf(again))._?.[0]).toMatch(/^verification_pending: /);
    expect(await requestOf(user.id)).toHaveLength(1);
  });

  it('checks the data: schema errors per field, adults only, and a login is required', async () => {
    const { headers } = await loggedIn();
    const bad = await submit(headers, { ...DATA, document_type: 'library_card', country: 'Kazakhstan' });
    expect(bad.status).toBe(422);
    const errors = await errorsOf(bad);
    expect(Object.keys(errors).sort()).toEqual(['country', 'document_type']);
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    const minor = await submit(headers, { ...DATA, birth_date: young.toISOString().slice(0, 10) });
    expect((await errorsOf(minor)).birth_date?.[0]).toMatch(/^underage: /);
    expect((await submit({})).status).toBe(401);
  });
});

describe('the operator side (npm run verification)', () => {
  it('lists pending requests; approve sets success on the request and the player; a decided request cannot be decided again', async () => {
    const { user, headers } = await loggedIn();
    await submit(headers);
    const [id] = await requestOf(user.id);
    const pending = await listVerificationRequests(db);
    expect(pending.map((r) => r.id)).toContain(id);
    const table = formatRequestTable(pending);
    expect(table.split('\n')[0]).toMatch(/^id\s+user\s+contact\s+status/);
    expect(table).toContain(user.email!);

    const decided = await decideVerification(db, id!, 'approve', 'Passport checked');
    expect(decided).toMatchObject({ status: 'success', decision_note: 'Passport checked' });
    expect(decided.decided_at).not.toBeNull();
    expect(await statusOf(user.id)).toBe('success');
    expect((await listVerificationRequests(db)).map((r) => r.id)).not.toContain(id);
    expect((await listVerificationRequests(db, { all: true })).map((r) => r.id)).toContain(id);
    expect(formatRequest(decided)).toMatch(/note\s+Passport checked/);

    await expect(decideVerification(db, id!, 'reject')).rejects.toThrow(DecisionError);
    expect(await statusOf(user.id)).toBe('success');
    const verified = await submit(headers);
    expect((await errorsOf(verified))._?.[0]).toMatch(/^already_verified: /);
  });

  it('reject sets failed; the player may then submit again', async () => {
    const { user, headers } = await loggedIn();
    await submit(headers);
    const [id] = await requestOf(user.id);
    await decideVerification(db, id!, 'reject', 'Blurry scan');
    expect(await statusOf(user.id)).toBe('failed');
    expect((await submit(headers)).status).toBe(200);
    expect(await statusOf(user.id)).toBe('pending');
    expect(await requestOf(user.id)).toHaveLength(2);
  });

  it('refuses to decide an unknown request', async () => {
    await expect(decideVerification(db, 999_999, 'approve')).rejects.toThrow(/No verification request #999999/);
  });

  it('the CLI exits 2 on bad usage and reads the database named by DATA_DIR', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const run = (args: string[], env: Record<string, string> = {}) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/verification.ts', ...args], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: '', ...env },
        timeout: 60_000,
      });
    const bogus = run(['bogus']);
    expect(bogus.status).toBe(2);
    expect(bogus.stderr).toContain('Unknown command: bogus');

    const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-kyc-'));
    const list = run(['list'], { DATA_DIR: dataDir });
    expect(list.stderr).toBe('');
    expect(list.status).toBe(0);
    expect(list.stdout.trim()).toBe('No verification requests.');
  }, 120_000);
});
