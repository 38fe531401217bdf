// The baseline of bench:auth: GET /profile/user as a bare Hono handler on @hono/node-server
// doing the same database read as the product's route (its own query: the live session,
// the user, the wallet of their currency and the device check), answering the same JSON,
// and nothing else: no CORS, no security headers, no error mapping, no front server.
// Run with tsx: PORT=… DATA_DIR=… TOKEN_FILE=… node --import tsx scripts/bench/bare-profile-server.ts
import { writeFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { profileRead } from '../../src/server/api/routes/profile';
import { createSession, resolveSessionWith } from '../../src/server/auth/sessions.server';
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
const { token } = await createSession(
  db,
  { userId: rows[0]!.id, method: 'password', ip: null, userAgent: null },
  settings,
);
if (process.env.TOKEN_FILE) writeFileSync(process.env.TOKEN_FILE, token);

type Row = Record<string, unknown> & { balance: number | null; bonus: number | null; password_hash: string | null };
const app = new Hono().get('/profile/user', async (c) => {
  const t = bearerOf(c.req.header('authorization'));
  // The product's read, word for word: one query for the session, the user, their wallet
  // and whether this device (the whoAreYou / super_bonus id) was seen today.
  const device = c.req.query('whoAreYou') ?? '';
  const u = t ? await resolveSessionWith<Row>(db, t, settings.refreshGraceSeconds, profileRead(device)) : null;
  if (!u) return c.json({ message: 'Unauthenticated.' }, 401);
  const balance = u.balance ?? 0;
  const bonus = u.bonus ?? 0;
  return c.json({
    user: {
      id: u.id,
      name: u.name,
      email: u.email,
      phone: u.phone,
      balance,
      bonus,
      bonus_balance: bonus,
      total_balance: balance + bonus,
      currency: u.currency,
      locale: u.locale,
      timezone: u.timezone,
      register_method: u.register_method,
      is_phone_verified: u.is_phone_verified,
      is_email_verified: u.is_email_verified,
      is_password_exists: u.password_hash !== null,
      is_avatar_hidden: u.is_avatar_hidden,
      is_statistics_hidden: u.is_statistics_hidden,
      image: { small: u.image_small },
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
