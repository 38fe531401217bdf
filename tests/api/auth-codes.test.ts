import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokenResponseSchema } from '../../src/contract/auth';
import { checkCode, issueCode } from '../../src/server/auth/codes.server';
import { createSession } from '../../src/server/auth/sessions.server';
import { createUser } from '../../src/server/auth/users.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { configDir, freshDb, json, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const store = new ConfigStore(configDir({ operator: {} }));
const api = () => testApi(db, store);

// Each test speaks from its own address so per-IP rate limits of one test do not touch another.
let ipSeq = 0;
const nextIp = () => `203.0.113.${++ipSeq}`;
const from = (ip: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...extra });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let seq = 0;
const uniqueEmail = () => `codes-${++seq}@example.com`;
// Kazakh mobile numbers (+7 70x …) are valid for libphonenumber.
const uniquePhone = () => `+7701${String(1000000 + ++seq).slice(-7)}`;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api().request(path, json(body, headers));

interface OutboxRow {
  id: number;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  purpose: string;
}
const messagesTo = async (recipient: string) =>
  (await db.query<OutboxRow>('SELECT * FROM outbox WHERE recipient = $1 ORDER BY id', [recipient])).rows;
/** The code of the newest message to a recipient: on its own line in e-mail, after ": " in an SMS. */
async function lastCode(recipient: string): Promise<string> {
  const rows = await messagesTo(recipient);
  const m = /(?:^\s+|: )(\d{6})(?:$|\.)/m.exec(rows.at(-1)?.body ?? '');
  if (!m) throw new Error(`no code in the last message to ${recipient}`);
  return m[1]!;
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const userRow = async (id: number) =>
  (
    await db.query<{ is_email_verified: boolean; is_phone_verified: boolean }>('SELECT * FROM users WHERE id = $1', [
      id,
    ])
  ).rows[0]!;
const errorsOf = async (res: Response) => ((await res.json()) as { errors: Record<string, string[]> }).errors;

describe('login by e-mail code', () => {
  it('sends a code to an existing account and logs in with it, confirming the e-mail', async () => {
    const email = uniqueEmail();
    const user = await createUser(db, { email, passwordHash: null, registerMethod: 'email', region: 'RU' });
    const ip = nextIp();
    const res = await post('/api/v2/auth/login/email/verification', { email: email.toUpperCase() }, from(ip));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const sent = await messagesTo(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'email', purpose: 'login_email' });

    const login = await post(
      '/api/v2/auth/login/email/code',
      { email, code: await lastCode(email), fp: 'fp-1' },
      from(ip),
    );
    expect(login.status).toBe(200);
    const body = authTokenResponseSchema.parse(await login.json());
    expect(body.token).toMatch(/^s1\./);
    expect((await userRow(user.id)).is_email_verified).toBe(true);
    const me = await api().request('/profile/user', { headers: { host: 'api.casino.test', ...bearer(body.token) } });
    expect(((await me.json()) as { user: { id: number } }).user.id).toBe(user.id);
    const events = await db.query<{ method: string; success: boolean }>(
      'SELECT method, success FROM login_events WHERE user_id = $1',
      [user.id],
    );
    expect(events.rows).toEqual([{ method: 'code', success: true }]);
  });

  it('refuses a wrong code with 422 code_invalid and records the failed attempt', async () => {
    const email = uniqueEmail();
    const user = await createUser(db, { email, passwordHash: null, registerMethod: 'email', region: 'RU' });
    const ip = nextIp();
    await post('/api/v2/auth/login/email/verification', { email }, from(ip));
    const res = await post(
      '/api/v2/auth/login/email/code',
      { email, code: wrongCode(await lastCode(email)) },
      from(ip),
    );
    expect(res.status).toBe(422);
    expect((await errorsOf(res)).code?.[0]).toMatch(/^code_invalid: /);
    const events = await db.query<{ success: boolean; reason: string }>(
      'SELECT success, reason FROM login_events WHERE user_id = $1',
      [user.id],
    );
    expect(events.rows).toEqual([{ success: false, reason: 'code_invalid' }]);
  });

  it('burns a code after 5 wrong tries: the right code then fails with code_attempts', async () => {
    const email = uniqueEmail();
    await createUser(db, { email, passwordHash: null, registerMethod: 'email', region: 'RU' });
    const ip = nextIp();
    await post('/api/v2/auth/login/email/verification', { email }, from(ip));
    const code = await lastCode(email);
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/v2/auth/login/email/code', { email, code: wrongCode(code) }, from(ip));
      expect((await errorsOf(res)).code?.[0]).toMatch(/^code_invalid: /);
    }
    const res = await post('/api/v2/auth/login/email/code', { email, code }, from(ip));
    expect(res.status).toBe(422);
    expect((await errorsOf(res)).code?.[0]).toMatch(/^code_attempts: /);
  });

  it('accepts a code once', async () => {
    const email = uniqueEmail();
    await createUser(db, { email, passwordHash: null, registerMethod: 'email', region: 'RU' });
    const ip = nextIp();
    await post('/api/v2/auth/login/email/verification', { email }, from(ip));
    const code = await lastCode(email);
    expect((await post('/api/v2/auth/login/email/code', { email, code }, from(ip))).status).toBe(200);
    const again = await post('/api/v2/auth/login/email/code', { email, code }, from(ip));
    expect(again.status).toBe(422);
    expect((await errorsOf(again)).code?.[0]).toMatch(/^code_invalid: /);
  });

  it('refuses an expired code with code_expired', async () => {
    const email = uniqueEmail();
    await createUser(db, { email, passwordHash: null, registerMethod: 'email', region: 'RU' });
    const ip = nextIp();
    await post('/api/v2/auth/login/email/verification', { email }, from(ip));
    await db.query(`UPDATE auth_codes SET expires_at = now() - interval '1 second' WHERE target = $1`, [email]);
    const res = await post('/api/v2/auth/login/email/code', { email, code: await lastCode(email) }, from(ip));
    expect(res.status).toBe(422);
    expect((await errorsOf(res)).code?.[0]).toMatch(/^code_expired: /);
  });

  it('a new code (resend) replaces the previous one', async () => {
    const email = uniqueEmail();
    await createUser(db, { email, passwordHash: null, registerMethod: 'email', region: 'RU' });
    const ip = nextIp();
    await post('/api/v2/auth/login/email/verification', { email }, from(ip));
    const first = await lastCode(email);
    expect((await post('/api/v2/auth/login/email/resend', { email }, from(ip))).status).toBe(200);
    expect(await messagesTo(email)).toHaveLength(2);
    const second = await lastCode(email);
    if (first !== second) {
      const old = await post('/api/v2/auth/login/email/code', { email, code: first }, from(ip));
      expect(old.status).toBe(422);
    }
    expect((await post('/api/v2/auth/login/email/code', { email, code: second }, from(ip))).status).toBe(200);
  });

  it('answers success for an unknown account and sends nothing', async () => {
    const email = uniqueEmail();
    const res = await post('/api/v2/auth/login/email/verification', { email }, from(nextIp()));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await messagesTo(email)).toHaveLength(0);
    const login = await post('/api/v2/auth/login/email/code', { email, code: '123456' }, from(nextIp()));
    expect(login.status).toBe(422);
    expect((await errorsOf(login)).code?.[0]).toMatch(/^code_invalid: /);
  });

  it('stores codes only as keyed hashes', async () => {
    const email = uniqueEmail();
    const code = await issueCode(db, { purpose: 'login_email', target: email, userId: null });
    const { rows } = await db.query<{ code_hash: string }>('SELECT code_hash FROM auth_codes WHERE target = $1', [
      email,
    ]);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.code_hash).not.toContain(code);
    expect((await db.query('SELECT 1 FROM app_secrets WHERE name = $1', ['code_hmac_v1'])).rows).toHaveLength(1);
    // A code of one purpose is no good for another.
    expect(await checkCode(db, { purpose: 'reset_email', target: email, code })).toEqual({
      ok: false,
      code: 'code_invalid',
    });
    expect(await checkCode(db, { purpose: 'login_email', target: email, code })).toEqual({ ok: true, userId: null });
  });
});

describe('rate limits', () => {
  it('limits code requests per address (429 with Retry-After), known account or not', async () => {
    const email = uniqueEmail();
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post('/api/v2/auth/login/email/verification', { email }, from(ip))).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
    const res = await post('/api/v2/auth/login/email/resend', { email }, from(nextIp()));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits code checks per account', async () => {
    const email = uniqueEmail();
    await createUser(db, { email, passwordHash: null, registerMethod: 'email', region: 'RU' });
    let last: Response | undefined;
    // Different addresses: the per-account counter is the one that trips.
    for (let i = 0; i < 11; i++)
      last = await post('/api/v2/auth/login/email/code', { email, code: '000000' }, from(nextIp()));
    expect(last!.status).toBe(429);
    expect(last!.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('login by phone code', () => {
  it('texts a code (?type=sms) and logs in with it, confirming the phone', async () => {
    const phone = uniquePhone();
    const user = await createUser(db, { phone, passwordHash: null, registerMethod: 'phone', region: 'KZ' });
    const ip = nextIp();
    const res = await post(
      '/api/v2/auth/login/phone/verification?type=sms',
      { phone: `${phone.slice(0, 2)} ${phone.slice(2)}` },
      from(ip),
    );
    expect(res.status).toBe(200);
    const sent = await messagesTo(phone);
    expect(sent).toMatchObject([{ channel: 'sms', purpose: 'login_phone', subject: '' }]);
    expect((await post('/api/v2/auth/login/phone/code/resend?type=sms', { phone }, from(ip))).status).toBe(200);
    expect(await messagesTo(phone)).toHaveLength(2);
    const login = await post(
      '/api/v2/auth/login/phone/code?type=sms',
      { phone, code: await lastCode(phone) },
      from(ip),
    );
    expect(login.status).toBe(200);
    expect((await userRow(user.id)).is_phone_verified).toBe(true);
  });

  it('refuses a number that is not a mobile phone', async () => {
    const res = await post('/api/v2/auth/login/phone/verification', { phone: '+1 000 000 0000' }, from(nextIp()));
    expect(res.status).toBe(422);
    expect((await errorsOf(res)).phone?.[0]).toMatch(/^invalid_phone: /);
  });
});

describe('POST /auth/send_login_data', () => {
  it('mails the login, a one-time login code and the reset page; the code logs in', async () => {
    const email = uniqueEmail();
    await createUser(db, { email, passwordHash: null, registerMethod: 'email', region: 'RU', locale: 'en' });
    const ip = nextIp();
    const res = await post('/auth/send_login_data', { email }, from(ip));
    expect(await res.json()).toEqual({ success: true });
    const [mail] = await messagesTo(email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your login details' });
    expect(mail!.body).toContain(`Your login: ${email}`);
    expect(mail!.body).toContain('http://casino.test/password/reset');
    expect((await post('/api/v2/auth/login/email/code', { email, code: await lastCode(email) }, from(ip))).status).toBe(
      200,
    );
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail();
    const res = await post('/auth/send_login_data', { email }, from(nextIp()));
    expect(await res.json()).toEqual({ success: true });
    expect(await messagesTo(email)).toHaveLength(0);
  });
});

describe('message language', () => {
  it("uses the player's locale, else the request's Accept-Language, else Russian", async () => {
    const en = uniqueEmail();
    await createUser(db, { email: en, passwordHash: null, registerMethod: 'email', region: 'RU', locale: 'en' });
    await post('/api/v2/auth/login/email/verification', { email: en }, from(nextIp(), { 'accept-language': 'ru' }));
    expect((await messagesTo(en))[0]!.subject).toMatch(/^Your login code: \d{6}$/);

    const br = uniqueEmail();
    await createUser(db, { email: br, passwordHash: null, registerMethod: 'email', region: 'RU' });
    await post(
      '/api/v2/auth/login/email/verification',
      { email: br },
      from(nextIp(), { 'accept-language': 'de;q=0.9, pt-BR;q=0.8' }),
    );
    expect((await messagesTo(br))[0]!.subject).toMatch(/^Seu código de acesso: \d{6}$/);

    const ru = uniqueEmail();
    await createUser(db, { email: ru, passwordHash: null, registerMethod: 'email', region: 'RU' });
    await post('/api/v2/auth/login/email/verification', { email: ru }, from(nextIp(), { 'accept-language': 'de' }));
    expect((await messagesTo(ru))[0]!.subject).toMatch(/^Код для входа: \d{6}$/);
  });
});

describe('confirming the own e-mail and phone', () => {
  async function loggedIn(extra: Partial<Parameters<typeof createUser>[1]>) {
    const user = await createUser(db, { passwordHash: null, registerMethod: 'email', region: 'RU', ...extra });
    const { token } = await createSession(
      db,
      { userId: user.id, method: 'password', ip: null, userAgent: null },
      { accessTtlSeconds: 3600, sessionTtlDays: 30 },
    );
    return { user, headers: (ip: string) => from(ip, bearer(token)) };
  }

  it('e-mail: resend sends a code, a wrong code is refused, the right one confirms', async () => {
    const email = uniqueEmail();
    const { user, headers } = await loggedIn({ email });
    const ip = nextIp();
    expect((await post('/api/v2/auth/email/resend', {}, headers(ip))).status).toBe(200);
    expect(await messagesTo(email)).toMatchObject([{ purpose: 'verify_email' }]);
    const code = await lastCode(email);
    const wrong = await post('/api/v2/auth/email/verify/code', { code: wrongCode(code) }, headers(ip));
    expect(wrong.status).toBe(422);
    expect((await errorsOf(wrong)).code?.[0]).toMatch(/^code_invalid: /);
    const right = await post('/api/v2/auth/email/verify/code', { code }, headers(ip));
    expect(await right.json()).toEqual({ success: true });
    expect((await userRow(user.id)).is_email_verified).toBe(true);
    const again = await post('/api/v2/auth/email/resend', {}, headers(ip));
    expect(again.status).toBe(422);
    expect((await errorsOf(again)).email?.[0]).toMatch(/^already_verified: /);
  });

  it('a login code does not confirm the e-mail through verify/code (codes are per purpose)', async () => {
    const email = uniqueEmail();
    const { headers } = await loggedIn({ email });
    const ip = nextIp();
    await post('/api/v2/auth/login/email/verification', { email }, from(ip));
    const res = await post('/api/v2/auth/email/verify/code', { code: await lastCode(email) }, headers(ip));
    expect(res.status).toBe(422);
  });

  it('phone: resend texts a code that confirms the phone', async () => {
    const phone = uniquePhone();
    const { user, headers } = await loggedIn({ phone, registerMethod: 'phone' });
    const ip = nextIp();
    expect((await post('/api/v2/auth/phone/resend', {}, headers(ip))).status).toBe(200);
    expect(await messagesTo(phone)).toMatchObject([{ channel: 'sms', purpose: 'verify_phone' }]);
    expect((await post('/api/v2/auth/phone/verify/code', { code: await lastCode(phone) }, headers(ip))).status).toBe(
      200,
    );
    expect((await userRow(user.id)).is_phone_verified).toBe(true);
    const again = await post('/api/v2/auth/phone/verify/code', { code: '123456' }, headers(ip));
    expect((await errorsOf(again)).phone?.[0]).toMatch(/^already_verified: /);
  });

  it('an account without a phone gets no_phone; without a token, 401', async () => {
    const { headers } = await loggedIn({ email: uniqueEmail() });
    const res = await post('/api/v2/auth/phone/resend', {}, headers(nextIp()));
    expect((await errorsOf(res)).phone?.[0]).toMatch(/^no_phone: /);
    expect((await post('/api/v2/auth/email/resend', {}, from(nextIp()))).status).toBe(401);
    expect((await post('/api/v2/auth/email/verify/code', { code: '123456' }, from(nextIp()))).status).toBe(401);
  });
});
