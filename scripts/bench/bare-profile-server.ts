// The baseline of bench:auth, written independently of the product's code: its own minimal
// schema in its own embedded PGlite database (the same engine the product uses), plain SQL,
// and node:crypto's scrypt with the product's cost (N=2^15, r=8, p=1). It answers
//  - POST /api/v2/auth/login/email/password: read the hash by e-mail, verify it, store a new
//    session under the SHA-256 of a random token, answer the token;
//  - GET /profile/user: one query for the live session, the user, the wallet and the device
//    check, answering a profile of the same shape.
// No CORS, security headers, rate limits, login history, error mapping or front server.
// Run with tsx: PORT=… DATA_DIR=… TOKEN_FILE=… BARE_EMAIL=… BARE_PASSWORD=… node --import tsx …
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const port = Number(process.env.PORT ?? '0');
const hostname = process.env.HOST ?? '127.0.0.1';
const email = process.env.BARE_EMAIL ?? 'bench@example.com';
const password = process.env.BARE_PASSWORD ?? 'bench-password';
const db = new PGlite(process.env.DATA_DIR);
const kdf = promisify(scrypt) as (pw: string, salt: Buffer, len: number, o: object) => Promise<Buffer>;
const COST = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 2 ** 20 };
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

await db.exec(`
  CREATE TABLE IF NOT EXISTS b_users (id serial PRIMARY KEY, email text UNIQUE NOT NULL, name text,
    password_hash bytea NOT NULL, salt bytea NOT NULL, currency text NOT NULL DEFAULT 'RUB',
    locale text NOT NULL DEFAULT 'ru', region text NOT NULL DEFAULT 'ru');
  CREATE TABLE IF NOT EXISTS b_wallets (user_id int NOT NULL, currency text NOT NULL,
    balance bigint NOT NULL DEFAULT 0, bonus bigint NOT NULL DEFAULT 0, PRIMARY KEY (user_id, currency));
  CREATE TABLE IF NOT EXISTS b_sessions (id serial PRIMARY KEY, user_id int NOT NULL, token_hash text UNIQUE NOT NULL,
    expires_at timestamptz NOT NULL, revoked_at timestamptz);
  CREATE TABLE IF NOT EXISTS b_devices (user_id int NOT NULL, device_id text NOT NULL,
    last_seen timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (user_id, device_id));`);
const salt = randomBytes(16);
const { rows: users } = await db.query<{ id: number }>(
  `INSERT INTO b_users (email, name, password_hash, salt) VALUES ($1, 'Bench', $2, $3)
   ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash, salt = EXCLUDED.salt RETURNING id`,
  [email, await kdf(password.normalize('NFKC'), salt, 64, COST), salt],
);
const userId = users[0]!.id;
await db.query(
  `INSERT INTO b_wallets (user_id, currency, balance) VALUES ($1, 'RUB', 1000000) ON CONFLICT DO NOTHING`,
  [userId],
);

async function openSession(id: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO b_sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '30 days')`,
    [id, sha256(token)],
  );
  return token;
}
if (process.env.TOKEN_FILE) writeFileSync(process.env.TOKEN_FILE, await openSession(userId));

const app = new Hono()
  .post('/api/v2/auth/login/email/password', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { email?: string; password?: string };
    const { rows } = await db.query<{ id: number; password_hash: Uint8Array; salt: Uint8Array }>(
      `SELECT id, password_hash, salt FROM b_users WHERE email = $1`,
      [String(body.email ?? '').toLowerCase()],
    );
    const u = rows[0];
    const key = await kdf(String(body.password ?? '').normalize('NFKC'), Buffer.from(u?.salt ?? salt), 64, COST);
    if (!u || !timingSafeEqual(key, Buffer.from(u.password_hash))) return c.json({ message: 'Wrong' }, 422);
    return c.json({ token: await openSession(u.id) });
  })
  .get('/profile/user', async (c) => {
    const auth = c.req.header('authorization') ?? '';
    const token = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    const device = c.req.query('whoAreYou') ?? '';
    const { rows } = await db.query<Record<string, unknown> & { balance: string | null; bonus: string | null }>(
      `SELECT u.id, u.name, u.email, u.currency, u.locale, u.region, w.balance, w.bonus,
              EXISTS (SELECT 1 FROM b_devices d WHERE d.user_id = u.id AND d.device_id = $2
                        AND d.last_seen > now() - interval '1 day') AS device_seen
         FROM b_sessions s JOIN b_users u ON u.id = s.user_id
         LEFT JOIN b_wallets w ON w.user_id = u.id AND w.currency = u.currency
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [sha256(token), device],
    );
    const u = rows[0];
    if (!u) return c.json({ message: 'Unauthenticated.' }, 401);
    const balance = Number(u.balance ?? 0);
    const bonus = Number(u.bonus ?? 0);
    return c.json({
      user: {
        id: u.id,
        name: u.name,
        email: u.email,
        balance,
        bonus,
        total_balance: balance + bonus,
        currency: u.currency,
      },
      features: [],
      region: u.region,
      super_bonus: device,
    });
  });

serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.info(`[bare-auth] http://${hostname}:${info.port}`);
});
