// bench:realtime's players: made directly in the product's database before the server opens it
// (embedded PGlite is one process), the way tests make theirs (tests/api/helpers.ts): a RUB account,
// money through the wallet's own adjustment (a ledger transaction, as `npm run wallet -- adjust`),
// and a session whose bearer token the bench sends. Writes [{id, token}] as JSON to OUT.
//   COUNT=2000 OUT=/tmp/players.json DATA_DIR=… (or DATABASE_URL=…) node --import tsx seed-players.ts
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createSession } from '../../../src/server/auth/sessions.server';
import { createUser } from '../../../src/server/auth/users.server';
import { openDatabase } from '../../../src/server/db/index.server';
import { adjust, inWalletTransaction } from '../../../src/server/wallet';

const count = Number(process.env.COUNT ?? 2000);
const out = process.env.OUT;
if (!out) throw new Error('OUT=<file> is required');
const db = await openDatabase(
  process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL }
    : { dataDir: path.resolve(process.env.DATA_DIR ?? 'data', 'pglite') },
);
const run = randomBytes(4).toString('hex');
const players: { id: number; token: string }[] = [];
const started = Date.now();
for (let i = 0; i < count; i++) {
  const user = await createUser(db, {
    email: `rt-${run}-${i}@example.com`,
    passwordHash: null,
    registerMethod: 'social',
    region: 'RU',
    currency: 'RUB',
  });
  await inWalletTransaction(db, (tx) =>
    adjust(tx, {
      key: `bench-fund:${user.id}`,
      userId: user.id,
      currency: 'RUB',
      amount: 100_000_000,
      reason: 'bench:realtime',
      actor: 'bench',
    }),
  );
  const { token } = await createSession(
    db,
    { userId: user.id, method: 'social', ip: null, userAgent: null },
    { accessTtlSeconds: 86_400, sessionTtlDays: 30 },
  );
  players.push({ id: user.id, token });
}
writeFileSync(out, JSON.stringify(players));
await db.close();
console.info(`[seed] ${count} players in ${((Date.now() - started) / 1000).toFixed(1)} s`);
