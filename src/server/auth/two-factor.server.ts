import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT } from '../../contract/two-factor';
import type { Queryable } from '../db/types';
import { getEnv } from '../env.server';
import { getAppSecret } from './secrets.server';

/**
 * TOTP second factor (RFC 6238: SHA-1, 6 digits, 30 s), docs/decisions/047-two-factor-login.md.
 * The secret is stored encrypted with AES-256-GCM: the server must read it to check a code, so a
 * hash will not do. The key comes from TWO_FACTOR_KEY (32 bytes, base64 or hex) when set, so a
 * stolen database alone opens nothing; else from an app secret in the database.
 */

export const TOTP_PERIOD = 30;
export const TOTP_DIGITS = 6;
/** One step either side: a phone clock a little off, or a code typed as it turned over. */
export const TOTP_WINDOW = 1;

// ---------------------------------------------------------------------------- encryption

/** The 32-byte key of TWO_FACTOR_KEY, or null when unset; a malformed value is a config error. */
export function keyFromEnv(value: string | undefined): Buffer | null {
  if (!value) return null;
  const raw = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (raw.length !== 32) throw new Error('TWO_FACTOR_KEY must be 32 bytes (64 hex digits or base64)');
  return raw;
}

async function encryptionKey(db: Queryable): Promise<Buffer> {
  const fromEnv = keyFromEnv(getEnv().TWO_FACTOR_KEY);
  if (fromEnv) return fromEnv;
  // Hashed, so the stored value's encoding does not matter and the key is 32 bytes exactly.
  return createHash('sha256')
    .update(await getAppSecret(db, 'two_factor_key'))
    .digest();
}

/** "v1.<iv>.<tag>.<ciphertext>", base64url; the user id is bound in as associated data. */
export function encryptSecret(key: Buffer, userId: number, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`2fa:${userId}`));
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ct]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(key: Buffer, userId: number, stored: string): string {
  const [v, iv, tag, ct] = stored.split('.');
  if (v !== 'v1' || !iv || !tag || !ct) throw new Error('unknown 2FA secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(`2fa:${userId}`));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
}

// ---------------------------------------------------------------------------- TOTP

export const totpFor = (secret: string, label = 'player', issuer = 'Casino') =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secret), digits: TOTP_DIGITS, period: TOTP_PERIOD });

/**
 * The time step a six-digit code belongs to, within ±TOTP_WINDOW of `now`, or null. The caller
 * accepts it only if the step is newer than the last one used (no replay).
 */
export function matchingStep(secret: string, code: string, now: number): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD) + delta;
}

// ---------------------------------------------------------------------------- recovery codes

/** Ten codes of 10 base32 characters (50 bits each): far beyond guessing under the rate limits. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    return Array.from(bytes, (b) => alphabet[b & 31]).join('');
  });
}

/** A code as shown to the player: xxxxx-xxxxx. */
export const formatRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** Codes are random and long, so a plain SHA-256 (salted with the user) is enough to store them. */
export const hashRecoveryCode = (userId: number, code: string) =>
  createHash('sha256')
    .update(`${userId}:${code.replace(/[\s-]/g, '').toLowerCase()}`)
    .digest('hex');

async function storeRecoveryCodes(db: Queryable, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.query('DELETE FROM user_recovery_codes WHERE user_id = $1', [userId]);
  await db.query(
    `INSERT INTO user_recovery_codes (user_id, code_hash)
     SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
    [userId, codes.map((c) => hashRecoveryCode(userId, c))],
  );
  return codes.map(formatRecoveryCode);
}

// ---------------------------------------------------------------------------- state

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export async function twoFactorStatus(db: Queryable, userId: number): Promise<TwoFactorStatus> {
  const { rows } = await db.query<{ enabled: boolean; left: number }>(
    `SELECT (t.enabled_at IS NOT NULL) AS enabled,
            (SELECT count(*)::int FROM user_recovery_codes r WHERE r.user_id = $1 AND r.used_at IS NULL) AS left
       FROM user_two_factor t WHERE t.user_id = $1`,
    [userId],
  );
  const row = rows[0];
  return { enabled: row?.enabled === true, recoveryCodesLeft: row?.enabled ? Number(row.left) : 0 };
}

export async function isTwoFactorEnabled(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM user_two_factor WHERE user_id = $1 AND enabled_at IS NOT NULL', [
    userId,
  ]);
  return rows.length > 0;
}

/** A new pending secret (replacing an earlier pending one); refused by the caller when enabled. */
export async function startEnrolment(
  db: Queryable,
  userId: number,
  opts: { label: string; issuer: string },
): Promise<{ uri: string; secret: string; qrSvg: string }> {
  const secret = new Secret({ size: 20 }).base32;
  const enc = encryptSecret(await encryptionKey(db), userId, secret);
  await db.query(
    `INSERT INTO user_two_factor (user_id, secret_enc) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET secret_enc = EXCLUDED.secret_enc, last_step = 0, created_at = now()
       WHERE user_two_factor.enabled_at IS NULL`,
    [userId, enc],
  );
  const uri = totpFor(secret, opts.label, opts.issuer).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, secret, qrSvg };
}

export type CodeCheck = { ok: true; kind: 'totp' | 'recovery' } | { ok: false };

/**
 * Checks a code against the player's secret (pending too, when `pending`): a TOTP code whose
 * step is newer than the last accepted one, or, when enabled, an unused recovery code. Spends
 * what it accepts in the same statement, so two requests with one code cannot both pass.
 */
export async function checkTwoFactorCode(
  db: Queryable,
  userId: number,
  code: string,
  opts: { now: number; pending?: boolean },
): Promise<CodeCheck> {
  const { rows } = await db.query<{ secret_enc: string; enabled: boolean }>(
    'SELECT secret_enc, enabled_at IS NOT NULL AS enabled FROM user_two_factor WHERE user_id = $1',
    [userId],
  );
  const row = rows[0];
  if (!row || row.enabled === Boolean(opts.pending)) return { ok: false };
  const normalised = code.replace(/[\s-]/g, '').toLowerCase();
  if (/^\d{6}$/.test(normalised)) {
    const secret = decryptSecret(await encryptionKey(db), userId, row.secret_enc);
    const step = matchingStep(secret, normalised, opts.now);
    if (step === null) return { ok: false };
    const spent = await db.query(
      'UPDATE user_two_factor SET last_step = $2 WHERE user_id = $1 AND last_step < $2 RETURNING 1',
      [userId, step],
    );
    return spent.rows.length ? { ok: true, kind: 'totp' } : { ok: false };
  }
  if (opts.pending) return { ok: false };
  const used = await db.query(
    `UPDATE user_recovery_codes SET used_at = now()
      WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING 1`,
    [userId, hashRecoveryCode(userId, normalised)],
  );
  return used.rows.length ? { ok: true, kind: 'recovery' } : { ok: false };
}

/** Turns the pending secret on and answers the recovery codes (shown once). */
export async function enableTwoFactor(db: Queryable, userId: number): Promise<string[]> {
  await db.query('UPDATE user_two_factor SET enabled_at = now() WHERE user_id = $1', [userId]);
  return storeRecoveryCodes(db, userId);
}

export const regenerateRecoveryCodes = storeRecoveryCodes;

export async function disableTwoFactor(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM user_two_factor WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM user_recovery_codes WHERE user_id = $1', [userId]);
}
