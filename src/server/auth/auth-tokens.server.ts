import type { Queryable } from '../db/types';
import { hashToken, newToken, type TokenKind } from './tokens.server';

/**
 * Single-use tokens (auth_tokens): reset links and reset tokens, SSO tickets, simple-auth
 * tokens, OAuth states. `purpose` keeps one kind from being spent as another.
 */
export type AuthTokenPurpose =
  | 'reset_email'
  | 'reset_phone'
  | 'sso_ticket'
  | 'simple_auth'
  | 'oauth_state'
  | 'social_link'
  | 'two_factor';

const KIND: Record<AuthTokenPurpose, TokenKind> = {
  reset_email: 'rs1',
  reset_phone: 'rs1',
  sso_ticket: 'st1',
  simple_auth: 'sa1',
  oauth_state: 'os1',
  social_link: 'sl1',
  two_factor: 'tf1',
};

export interface AuthTokenRow<D = Record<string, unknown>> {
  userId: number | null;
  data: D;
}

export async function issueAuthToken(
  db: Queryable,
  t: { purpose: AuthTokenPurpose; userId: number | null; ttlSeconds: number; data?: Record<string, unknown> },
): Promise<string> {
  const token = newToken(KIND[t.purpose]);
  await db.query(
    `INSERT INTO auth_tokens (token_hash, purpose, user_id, data, expires_at)
     VALUES ($1, $2, $3, $4::jsonb, now() + make_interval(secs => $5))`,
    [hashToken(token), t.purpose, t.userId, JSON.stringify(t.data ?? {}), t.ttlSeconds],
  );
  return token;
}

/** Spends a token: the first caller gets its row, every later (or concurrent) caller gets null. */
export async function consumeAuthToken<D = Record<string, unknown>>(
  db: Queryable,
  token: string,
  purpose: AuthTokenPurpose,
): Promise<AuthTokenRow<D> | null> {
  const { rows } = await db.query<{ user_id: number | null; data: D }>(
    `UPDATE auth_tokens SET consumed_at = now()
      WHERE token_hash = $1 AND purpose = $2 AND consumed_at IS NULL AND expires_at > now()
      RETURNING user_id, data`,
    [hashToken(token), purpose],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, data: row.data } : null;
}

/** Reads a live token without spending it (e.g. checking a reset link before showing the form). */
export async function peekAuthToken<D = Record<string, unknown>>(
  db: Queryable,
  token: string,
  purpose: AuthTokenPurpose,
): Promise<AuthTokenRow<D> | null> {
  const { rows } = await db.query<{ user_id: number | null; data: D }>(
    `SELECT user_id, data FROM auth_tokens
      WHERE token_hash = $1 AND purpose = $2 AND consumed_at IS NULL AND expires_at > now()`,
    [hashToken(token), purpose],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, data: row.data } : null;
}
