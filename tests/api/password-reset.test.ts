import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokenResponseSchema, resetTokenResponseSchema } from '../../src/contract/auth';
import { hashPassword, verifyPassword } from '../../src/server/auth/password.server';
import { createSession, resolveSessionToken } from '../../src/server/auth/sessions.server';
import { openSsoSession, ssoSessionUser } from '../../src/server/auth/sso.server';
import { createUser } from '../../src/server/auth/users.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { configDir, freshDb, json, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const MIRROR = 'https://mirror.example';
const store = new ConfigStore(
  configDir({
    operator: { corsOrigins: [MIRROR], auth: { rateLimits: { password: { ip: { limit: 3, windowSeconds: 600 } } } } },
  }),
);
const api = () => testApi(db, store);

let ipSeq = 0;
const nextIp = () => `192.0.2.${++ipSeq}`;
const from = (ip: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...extra });
let seq = 0;
const uniqueEmail = () => `reset-${++seq}@example.com`;
const uniquePhone = () => `+7702${String(2000000 + ++seq).slice(-7)}`;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api().request(path, json(body, headers));
const errorsOf = async (res: Response) => ((await res.json()) as { errors: Record<string, string[]> }).errors;

const OLD = 'old password 123';
const NEW = 'brand new secret 456';
let oldHash: string;
beforeAll(async () => {
  oldHash = await hashPassword(OLD);
});

const messagesTo = async (recipient: string) =>
  (
    await db.query<{ body: string; subject: string; channel: string; purpose: string }>(
      'SELECT * FROM outbox WHERE recipient = $1 ORDER BY id',
      [recipient],
    )
  ).rows;
async function lastMessage(recipient: string) {
  const m = (await messagesTo(recipient)).at(-1);
  if (!m) throw new Error(`nothing sent to ${recipient}`);
  return m;
}
const codeIn = (body: string) => /(?:^\s+|: )(\d{6})(?:$|\.)/m.exec(body)![1]!;
const linkTokenIn = (body: string) => /\/reset-password\/(\S+)$/m.exec(body)![1]!;

/** A player with the old password, logged in on one device and at the SSO host. */
async function player(extra: Partial<Parameters<typeof createUser>[1]> = {}) {
  const user = await createUser(db, { passwordHash: oldHash, registerMethod: 'email', region: 'RU', ...extra });
  const { token } = await createSession(
    db,
    { userId: user.id, method: 'password', ip: null, userAgent: null },
    { accessTtlSeconds: 3600, sessionTtlDays: 30 },
  );
  const sso = await openSsoSession(db, user.id);
  return { user, session: token, sso };
}
const passwordHashOf = async (id: number) =>
  (
    await db.query<{ password_hash: string; is_email_verified: boolean; is_phone_verified: boolean }>(
      'SELECT * FROM users WHERE id = $1',
      [id],
    )
  ).rows[0]!;

describe('password reset by e-mail', () => {
  it('a completed reset by link ends the code from the same message (and every other reset credential)', async () => {
    const email = uniqueEmail();
    await player({ email });
    const ip = nextIp();
    await post('/api/v2/auth/password/email/forgot', { email }, from(ip));
    const { body } = await lastMessage(email);
    const code = codeIn(body);
    const confirm = await post('/api/v2/auth/password/email/token/confirm', { token: linkTokenIn(body) }, from(ip));
    const { reset_token } = resetTokenResponseSchema.parse(await confirm.json()).data;
    const reset = await post(
      '/api/v2/auth/password/email/reset/token',
      { token: reset_token, password: NEW, password_confirm: NEW },
      from(nextIp()),
    );
    expect(reset.status).toBe(200);
    const byCode = await post('/api/v2/auth/password/email/code/confirm', { email, code }, from(nextIp()));
    expect(byCode.status).toBe(422);
    expect((await errorsOf(byCode)).code?.[0]).toMatch(/^code_invalid: /);
  });

  it('answers a real and an unknown address alike, guess by guess, down to code_attempts', async () => {
    const real = uniqueEmail();
    await player({ email: real });
    const unknown = uniqueEmail();
    const answersFor = async (email: string) => {
      const ip = nextIp();
      const sent = await post('/api/v2/auth/password/email/forgot', { email }, from(ip));
      const lines: string[] = [`${sent.status} ${JSON.stringify(await sent.json())}`];
      for (let i = 0; i < 6; i++) {
        const res = await post('/api/v2/auth/password/email/code/confirm', { email, code: '000000' }, from(ip));
        lines.push(`${res.status} ${(await errorsOf(res)).code?.[0]?.split(':')[0]}`);
      }
      return lines;
    };
    const realAnswers = await answersFor(real);
    expect(realAnswers.at(-1)).toBe('422 code_attempts');
    expect(await answersFor(unknown)).toEqual(realAnswers);
  });

  it('forgot sends one message with a code and a link to the site of the API host', async () => {
    const email = uniqueEmail();
    await player({ email, locale: 'en' });
    const res = await post('/api/v2/auth/password/email/forgot', { email }, from(nextIp()));
    expect(await res.json()).toEqual({ success: true });
    const sent = await messagesTo(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'email', purpose: 'reset_email' });
    expect(sent[0]!.subject).toMatch(/^Password reset: \d{6}$/);
    expect(sent[0]!.body).toMatch(/^ {4}\d{6}$/m);
    expect(sent[0]!.body).toMatch(/^http:\/\/casino\.test\/reset-password\/rs1\.\S+$/m);
  });

  it('links to the mirror the request came from when CORS trusts it, never to an unknown origin', async () => {
    const email = uniqueEmail();
    await player({ email });
    await post('/api/v2/auth/password/email/forgot', { email }, from(nextIp(), { origin: MIRROR }));
    expect((await lastMessage(email)).body).toContain(`${MIRROR}/reset-password/`);
    await post('/api/v2/auth/password/email/forgot', { email }, from(nextIp(), { origin: 'https://evil.example' }));
    const body = (await lastMessage(email)).body;
    expect(body).not.toContain('evil.example');
    expect(body).toContain('http://casino.test/reset-password/');
  });

  it('answers success for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail();
    const res = await post('/api/v2/auth/password/email/forgot', { email }, from(nextIp()));
    expect(await res.json()).toEqual({ success: true });
    expect(await messagesTo(email)).toHaveLength(0);
  });

  it('link: token/check shows the masked login without spending, confirm trades it, reset logs in and ends old sessions', async () => {
    const email = uniqueEmail();
    const { user, session, sso } = await player({ email });
    const ip = nextIp();
    await post('/api/v2/auth/password/email/forgot', { email }, from(ip));
    const link = linkTokenIn((await lastMessage(email)).body);

    for (let i = 0; i < 2; i++) {
      const check = await post('/api/v2/auth/password/email/token/check', { token: link }, from(ip));
      expect(await check.json()).toEqual({ success: true, data: { login: `r***@example.com` } });
    }
    const confirm = await post('/api/v2/auth/password/email/token/confirm', { token: link }, from(ip));
    const { reset_token } = resetTokenResponseSchema.parse(await confirm.json()).data;
    expect(reset_token).not.toBe(link);
    // The link is spent now.
    const reused = await post('/api/v2/auth/password/email/token/confirm', { token: link }, from(ip));
    expect(reused.status).toBe(422);
    expect((await errorsOf(reused)).token?.[0]).toMatch(/^reset_token_invalid: /);

    const mismatch = await post(
      '/api/v2/auth/password/email/reset/token',
      { token: reset_token, password: NEW, password_confirm: 'other' },
      from(ip),
    );
    expect(mismatch.status).toBe(422);
    expect((await errorsOf(mismatch)).password_confirm?.[0]).toMatch(/^password_mismatch: /);
    const weak = await post(
      '/api/v2/auth/password/email/reset/token',
      { token: reset_token, password: 'short', password_confirm: 'short' },
      from(nextIp()),
    );
    expect((await errorsOf(weak)).password?.[0]).toMatch(/^password_too_short: /);

    const reset = await post(
      '/api/v2/auth/password/email/reset/token',
      { token: reset_token, password: NEW, password_confirm: NEW },
      from(nextIp()),
    );
    expect(reset.status).toBe(200);
    const body = authTokenResponseSchema.parse(await reset.json());
    const row = await passwordHashOf(user.id);
    expect(await verifyPassword(NEW, row.password_hash)).toBe(true);
    expect(row.is_email_verified).toBe(true);
    expect(await resolveSessionToken(db, session)).toBeNull();
    expect(await ssoSessionUser(db, sso)).toBeNull();
    expect(await resolveSessionToken(db, body.token)).toMatchObject({ userId: user.id });
    const sessions = await db.query<{ method: string }>(
      'SELECT method FROM sessions WHERE user_id = $1 AND revoked_at IS NULL',
      [user.id],
    );
    expect(sessions.rows).toEqual([{ method: 'reset' }]);

    const again = await post(
      '/api/v2/auth/password/email/reset/token',
      { token: reset_token, password: NEW, password_confirm: NEW },
      from(nextIp()),
    );
    expect(again.status).toBe(422);
    expect((await errorsOf(again)).token?.[0]).toMatch(/^reset_token_invalid: /);
  });

  it('the reset link itself can set the password, once', async () => {
    const email = uniqueEmail();
    const { user } = await player({ email });
    await post('/api/v2/auth/password/email/forgot', { email }, from(nextIp()));
    const link = linkTokenIn((await lastMessage(email)).body);
    const ok = await post(
      '/api/v2/auth/password/email/reset/token',
      { token: link, password: NEW, password_confirm: NEW },
      from(nextIp()),
    );
    expect(ok.status).toBe(200);
    expect(await verifyPassword(NEW, (await passwordHashOf(user.id)).password_hash)).toBe(true);
    const check = await post('/api/v2/auth/password/email/token/check', { token: link }, from(nextIp()));
    expect((await errorsOf(check)).token?.[0]).toMatch(/^reset_token_invalid: /);
  });

  it('code: code/confirm answers a reset token that sets the password', async () => {
    const email = uniqueEmail();
    const { user, session } = await player({ email });
    const ip = nextIp();
    await post('/api/v2/auth/password/email/forgot', { email }, from(ip));
    const code = codeIn((await lastMessage(email)).body);
    const wrong = await post(
      '/api/v2/auth/password/email/code/confirm',
      { email, code: code === '000000' ? '000001' : '000000' },
      from(ip),
    );
    expect((await errorsOf(wrong)).code?.[0]).toMatch(/^code_invalid: /);
    const confirm = await post('/api/v2/auth/password/email/code/confirm', { email, code }, from(ip));
    const { reset_token } = resetTokenResponseSchema.parse(await confirm.json()).data;
    const reused = await post('/api/v2/auth/password/email/code/confirm', { email, code }, from(ip));
    expect(reused.status).toBe(422);
    const reset = await post(
      '/api/v2/auth/password/email/reset/token',
      { token: reset_token, password: NEW, password_confirm: NEW },
      from(ip),
    );
    expect(reset.status).toBe(200);
    expect(await verifyPassword(NEW, (await passwordHashOf(user.id)).password_hash)).toBe(true);
    expect(await resolveSessionToken(db, session)).toBeNull();
  });

  it('reset/code sets the password with the e-mailed code in one call', async () => {
    const email = uniqueEmail();
    const { user, session } = await player({ email });
    const ip = nextIp();
    await post('/api/v2/auth/password/email/forgot', { email }, from(ip));
    const code = codeIn((await lastMessage(email)).body);
    const mismatch = await post(
      '/api/v2/auth/password/email/reset/code',
      { email, code, password: NEW, password_confirm: `${NEW}x` },
      from(ip),
    );
    expect((await errorsOf(mismatch)).password_confirm?.[0]).toMatch(/^password_mismatch: /);
    const res = await post(
      '/api/v2/auth/password/email/reset/code',
      { email, code, password: NEW, password_confirm: NEW },
      from(ip),
    );
    expect(res.status).toBe(200);
    expect(authTokenResponseSchema.parse(await res.json()).token).toMatch(/^s1\./);
    expect(await verifyPassword(NEW, (await passwordHashOf(user.id)).password_hash)).toBe(true);
    expect(await resolveSessionToken(db, session)).toBeNull();
    // The link of the same message died with the reset.
    const link = linkTokenIn((await lastMessage(email)).body);
    expect((await post('/api/v2/auth/password/email/token/check', { token: link }, from(nextIp()))).status).toBe(422);
  });

  it("limits the reset calls per address ('password' policy, here 3 per 10 minutes)", async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await post(
        '/api/v2/auth/password/email/reset/token',
        { token: `rs1.nosuchtoken${i}xxxxxxxx`, password: NEW, password_confirm: NEW },
        from(ip),
      );
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
  });
});

describe('password reset by phone', () => {
  it('forgot texts a code; code/confirm → token/check (masked) → phone/reset', async () => {
    const phone = uniquePhone();
    const { user, session } = await player({ phone, registerMethod: 'phone' });
    const ip = nextIp();
    expect(await (await post('/api/v2/auth/password/phone/forgot', { phone }, from(ip))).json()).toEqual({
      success: true,
    });
    const sms = await lastMessage(phone);
    expect(sms).toMatchObject({ channel: 'sms', purpose: 'reset_phone' });
    expect(sms.body).not.toContain('reset-password');

    const confirm = await post('/api/v2/auth/password/phone/code/confirm', { phone, code: codeIn(sms.body) }, from(ip));
    const { reset_token } = resetTokenResponseSchema.parse(await confirm.json()).data;
    const check = await post('/api/v2/auth/password/phone/token/check', { token: reset_token }, from(ip));
    expect(await check.json()).toEqual({ success: true, data: { login: `+7 *** *** ** ${phone.slice(-2)}` } });
    // A phone reset token is not an e-mail one.
    const wrongKind = await post('/api/v2/auth/password/email/token/check', { token: reset_token }, from(ip));
    expect(wrongKind.status).toBe(422);

    const reset = await post(
      '/api/v2/auth/password/phone/reset',
      { token: reset_token, password: NEW, password_confirm: NEW },
      from(ip),
    );
    expect(reset.status).toBe(200);
    const row = await passwordHashOf(user.id);
    expect(await verifyPassword(NEW, row.password_hash)).toBe(true);
    expect(row.is_phone_verified).toBe(true);
    expect(await resolveSessionToken(db, session)).toBeNull();
    const bad = await post('/api/v2/auth/password/phone/token/check', { token: reset_token }, from(nextIp()));
    expect((await errorsOf(bad)).token?.[0]).toMatch(/^reset_token_invalid: /);
  });

  it('answers success for an unknown phone and sends nothing', async () => {
    const phone = uniquePhone();
    expect((await post('/api/v2/auth/password/phone/forgot', { phone }, from(nextIp()))).status).toBe(200);
    expect(await messagesTo(phone)).toHaveLength(0);
  });
});
