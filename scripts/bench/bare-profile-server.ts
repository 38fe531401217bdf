// The baseline of bench:auth: GET /profile/user as a bare Hono handler on @hono/node-server
// doing the same database work as the product's route (token → live session, then the
// user with the wallet of their currency and the device check), answering the same JSON,
// and nothing else: no CORS, no security headers, no error mapping, no front server.
// Run with tsx: PORT=… DATA_DIR=… TOKEN_FILE=… node --import tsx scripts/bench/bare-profile-server.ts
import { writeFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createSession, resolveSessionToken } from '../../src/server/auth/sessions.server';
import { authSettingsFromEnv } from '../../src/server/auth/settings.server';
import { bearerOf } from '../../src/server/auth/tokens.server';
import { getDb } from '../../src/server/db/index.server';
import { seedDemo, DEMO_ACCOUNT } from '../../src/server/db/demo-seed.server';

const port = Number(process.env.PORT ?? '0');
const hostname = process.env.HOST ?? '127.0.0.1';
const settings = authSettingsFromEnv();
const db = await getDb();
await seedDemo(db);
const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO_ACCOUNT.email]);
const { token } = await createSession(db, { userId: rows[0]!.id, method: 'password', ip: null, userAgent: null }, settings);
if (process.env.TOKEN_FILE) writeFileSync(process.env.TOKEN_FILE, token);

type Row = Record<string, unknown> & { balance: number | null; bonus: number | null; password_hash: string | null };
const app = new Hono().get('/profile/user', async (c) => {
  const t = bearerOf(c.req.header('authorization'));
  const session = t ? await resolveSessionToken(db, t, settings.refreshGraceSeconds) : null;
  if (!session) return c.json({ message: 'Unauthenticated.' }, 401);
  // The product's query, word for word: the user, their wallet and whether this device
  // (the whoAreYou / super_bonus id) was seen today.
  const device = c.req.query('whoAreYou') ?? '';
  const r = await db.query<Row>(
    `SELECT u.*, w.balance, w.bonus,
            EXISTS (SELECT 1 FROM user_devices d WHERE d.user_id = u.id AND d.device_id = $2
                       AND d.last_seen > now() - make_interval(secs => $3)) AS device_seen
       FROM users u
       LEFT JOIN wallets w ON w.user_id = u.id AND w.currency = u.currency
      WHERE u.id = $1`,
    [session.userId, device, 86_400],
  );
  const u = r.rows[0]!;
  const balance = u.balance ?? 0;
  const bonus = u.bonus ?? 0;
  return c.json({
    user: {
      id: u.id, name: u.name, email: u.email, phone: u.phone, balance, bonus, bonus_balance: bonus,
      total_balance: balance + bonus, currency: u.currency, locale: u.locale, timezone: u.timezone,
      register_method: u.register_method, is_phone_verified: u.is_phone_verified, is_email_verified: u.is_email_verified,
      is_password_exists: u.password_hash !== null, is_avatar_hidden: u.is_avatar_hidden,
      is_statistics_hidden: u.is_statistics_hidden, image: { small: u.image_small },
      verification: { is_need: false, data: u.verification_status ? { status: u.verification_status } : null },
      premium: { status: u.premium_status },
    },
    features: [],
    region: u.region,
    super_bonus: device,
  });
});

serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.info(`[bare-profile] http://${hostname}:${info.port}`);
});
