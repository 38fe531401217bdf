import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { type CaptchaChallenge, captchaPayloadSchema } from '../../contract/captcha';
import { DomainError } from '../../contract/domain-errors';
import type { Queryable } from '../db/types';
import { getAppSecret } from './secrets.server';

// The self-hosted proof-of-work captcha (decision 027). Challenges are signed with a secret made
// once per database, expire after CHALLENGE_TTL_S, and a solution opens one request only.

export const CHALLENGE_TTL_S = 10 * 60;
/** Failed password logins from one address in this window bring the captcha to its logins. */
export const LOGIN_FAILURE_WINDOW_MIN = 15;

const secret = (db: Queryable) => getAppSecret(db, 'captcha-hmac');

/** A new signed challenge: `difficulty` hex zeros the solution's key must start with. */
export async function issueChallenge(db: Queryable, difficulty: number, now = Date.now()): Promise<CaptchaChallenge> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    keyPrefix: '0'.repeat(difficulty),
    expiresAt: Math.floor(now / 1000) + CHALLENGE_TTL_S,
    deriveKey,
    hmacSignatureSecret: await secret(db),
  });
  return challenge as CaptchaChallenge;
}

const refuse = (code: 'captcha_required' | 'captcha_invalid') =>
  new DomainError(
    code,
    code === 'captcha_required' ? 'Confirm you are not a robot' : 'The check failed; try again',
    'captcha',
  );

/**
 * Accepts a solved challenge once, or throws captcha_required (none sent) / captcha_invalid
 * (forged, wrong, expired, too easy or used already).
 */
export async function redeemCaptcha(
  db: Queryable,
  payload: string | undefined,
  difficulty: number,
  now = Date.now(),
): Promise<void> {
  if (!payload) throw refuse('captcha_required');
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw refuse('captcha_invalid');
  }
  const parsed = captchaPayloadSchema.safeParse(decoded);
  if (!parsed.success) throw refuse('captcha_invalid');
  const { challenge, solution } = parsed.data;
  // A challenge made easier than the operator asks for is refused before any work is checked.
  if (challenge.parameters.keyPrefix.length < difficulty || /[^0]/.test(challenge.parameters.keyPrefix)) {
    throw refuse('captcha_invalid');
  }
  const expiresAt = challenge.parameters.expiresAt;
  if (!expiresAt || expiresAt * 1000 < now) throw refuse('captcha_invalid');
  const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: await secret(db) });
  if (!result.verified) throw refuse('captcha_invalid');
  // Once: the signature is the challenge's identity until it expires.
  const { rows } = await db.query(
    `INSERT INTO captcha_used (signature, expires_at) VALUES ($1, to_timestamp($2))
     ON CONFLICT DO NOTHING RETURNING signature`,
    [challenge.signature, expiresAt],
  );
  if (rows.length === 0) throw refuse('captcha_invalid');
}

/** True when this address has failed enough password logins lately to need the captcha. */
export async function loginNeedsCaptcha(db: Queryable, ip: string | null, threshold: number): Promise<boolean> {
  if (threshold <= 0 || !ip) return false;
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM login_events
      WHERE ip = $1 AND success = false AND created_at > now() - make_interval(mins => $2)`,
    [ip, LOGIN_FAILURE_WINDOW_MIN],
  );
  return Number(rows[0]?.n ?? 0) >= threshold;
}
