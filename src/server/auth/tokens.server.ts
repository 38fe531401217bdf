import { createHash, randomBytes } from 'node:crypto';

/**
 * Kinds of random tokens, written as a prefix so a token names what it is for (and a
 * leaked token in a log says what it was): session bearer, simple-auth (SSO hand-over),
 * password reset, SSO ticket, SSO host session, OAuth state.
 */
export type TokenKind = 's1' | 'sa1' | 'rs1' | 'st1' | 'sso1' | 'os1' | 'sl1' | 'tf1';

/** 256 random bits, base64url, behind its kind: "s1.q3…". */
export const newToken = (kind: TokenKind) => `${kind}.${randomBytes(32).toString('base64url')}`;

export const tokenKind = (token: string): string => token.slice(0, Math.max(0, token.indexOf('.')));

/** Tokens are stored as their SHA-256: they are random, so no salt or slow hash is needed. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerOf(header: string | undefined | null): string | null {
  const m = header?.match(/^Bearer ([A-Za-z0-9._~-]{16,512})$/);
  return m ? m[1]! : null;
}
