import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/types';
import { getAppSecret } from './secrets.server';

/** What a one-time code is for; a code of one purpose never passes as another. */
export type CodePurpose =
  | 'login_email'
  | 'login_phone'
  | 'verify_email'
  | 'verify_phone'
  | 'reset_email'
  | 'reset_phone';
export type CodeFailure = 'code_invalid' | 'code_expired' | 'code_attempts';
export type CodeCheck = { ok: true; userId: number | null } | { ok: false; code: CodeFailure };

/** A code lives 10 minutes and survives 5 wrong guesses (then it is burned). */
export const CODE_TTL_SECONDS = 600;
export const CODE_MAX_ATTEMPTS = 5;

// The pepper makes a stolen auth_codes table useless: without it, the 10^6 possible
// codes cannot be hashed to find the one stored.
const SECRET_NAME = 'code_hmac_v1';

async function codeHash(db: Queryable, purpose: CodePurpose, target: string, code: string): Promise<string> {
  const secret = await getAppSecret(db, SECRET_NAME);
  return createHmac('sha256', secret).update(`${purpose}\n${target}\n${code}`).digest('hex');
}

const sameHash = (a: string, b: string) => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Targets are compared as stored: e-mails lower-cased, phones E.164. */
export const normalizeTarget = (target: string) => target.trim().toLowerCase();

/**
 * Makes a new six-digit code for purpose+target and returns it (to be put in a message,
 * never logged). Earlier live codes for the same purpose+target stop working, so only
 * the latest message a player received is valid.
 */
export async function issueCode(
  db: Queryable,
  c: { purpose: CodePurpose; target: string; userId: number | null },
): Promise<string> {
  const target = normalizeTarget(c.target);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    `UPDATE auth_codes SET consumed_at = now()
      WHERE purpose = $1 AND target = $2 AND consumed_at IS NULL`,
    [c.purpose, target],
  );
  await db.query(
    `INSERT INTO auth_codes (purpose, target, user_id, code_hash, max_attempts, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [c.purpose, target, c.userId, await codeHash(db, c.purpose, target, code), CODE_MAX_ATTEMPTS, CODE_TTL_SECONDS],
  );
  return code;
}

/**
 * Checks a code against the latest code issued for purpose+target and spends it when it
 * matches. Every guess takes one of the code's attempts before it is compared (so
 * concurrent guesses cannot share one); a right guess gives its attempt back. Once the
 * attempts are used up the code is burned: code_attempts, even for the right code.
 */
export async function checkCode(
  db: Queryable,
  c: { purpose: CodePurpose; target: string; code: string },
): Promise<CodeCheck> {
  const target = normalizeTarget(c.target);
  const { rows } = await db.query<{
    id: number;
    code_hash: string;
    attempts: number;
    max_attempts: number;
    expired: boolean;
    consumed: boolean;
  }>(
    `SELECT id, code_hash, attempts, max_attempts, expires_at <= now() AS expired, consumed_at IS NOT NULL AS consumed
       FROM auth_codes WHERE purpose = $1 AND target = $2
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [c.purpose, target],
  );
  const row = rows[0];
  if (!row) return { ok: false, code: 'code_invalid' };
  if (Number(row.attempts) >= Number(row.max_attempts)) return { ok: false, code: 'code_attempts' };
  if (row.consumed) return { ok: false, code: 'code_invalid' };
  if (row.expired) return { ok: false, code: 'code_expired' };

  const taken = await db.query(
    `UPDATE auth_codes SET attempts = attempts + 1
      WHERE id = $1 AND attempts < max_attempts AND consumed_at IS NULL RETURNING id`,
    [row.id],
  );
  if (!taken.rows[0]) return { ok: false, code: 'code_attempts' };

  const candidate = await codeHash(db, c.purpose, target, c.code.trim());
  if (!sameHash(candidate, row.code_hash)) return { ok: false, code: 'code_invalid' };
  // Of two requests with the right code, one wins the consumed_at IS NULL race.
  const spent = await db.query<{ user_id: number | string | null }>(
    `UPDATE auth_codes SET consumed_at = now(), attempts = attempts - 1
      WHERE id = $1 AND consumed_at IS NULL AND expires_at > now()
      RETURNING user_id`,
    [row.id],
  );
  const won = spent.rows[0];
  if (!won) return { ok: false, code: 'code_invalid' };
  return { ok: true, userId: won.user_id === null ? null : Number(won.user_id) };
}

/** The spec's "code: text" line for a failed check. */
export function codeErrorLine(code: CodeFailure): string {
  switch (code) {
    case 'code_invalid':
      return 'code_invalid: The code is wrong';
    case 'code_expired':
      return 'code_expired: The code has expired; ask for a new one';
    case 'code_attempts':
      return 'code_attempts: Too many wrong codes; ask for a new one';
  }
}
