import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Currency, Lang, Region } from '../../contract/common';
import { DomainError } from '../../contract/domain-errors';
import type { Queryable } from '../db/types';
import { openPlayerAccounts, recordTermsAcceptance } from '../wallet';

/** One row of `users`, as the account modules read it. */
export interface UserRow {
  id: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  currency: Currency | null;
  locale: string | null;
  timezone: string | null;
  register_method: string;
  region: Region;
  is_phone_verified: boolean;
  is_email_verified: boolean;
  is_avatar_hidden: boolean;
  is_statistics_hidden: boolean;
  premium_status: string;
  image_small: string | null;
  verification_status: string | null;
  vip_requested_at: Date | string | null;
  partner: string | null;
  adplace: string | null;
  stag: string | null;
  promo: string | null;
  password_changed_at: Date | string | null;
  created_at: Date | string;
}

// bigserial ids come back as strings from node-postgres; the API speaks numbers.
const normalise = (row: UserRow | undefined): UserRow | null => (row ? { ...row, id: Number(row.id) } : null);

export async function findUserById(db: Queryable, id: number): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return normalise(rows[0]);
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE email = $1', [email.trim().toLowerCase()]);
  return normalise(rows[0]);
}

export async function findUserByPhone(db: Queryable, phone: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE phone = $1', [phone]);
  return normalise(rows[0]);
}

/**
 * A phone number we can text: valid for its country and a mobile line, in E.164.
 * Numbers of countries that do not tell mobile from fixed lines (US, CA: FIXED_LINE_OR_MOBILE)
 * are accepted, since they may well receive SMS.
 */
export function checkPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone.startsWith('+') ? phone : `+${phone}`);
  const type = parsed?.isValid() ? parsed.getType() : undefined;
  if (!parsed || (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE')) {
    throw new DomainError('invalid_phone', 'This is not a valid mobile phone number', 'phone');
  }
  return parsed.number;
}

export interface NewUser {
  email?: string | null;
  phone?: string | null;
  passwordHash: string | null;
  registerMethod: 'email' | 'phone' | 'social';
  name?: string | null;
  currency?: Currency | null;
  locale?: Lang | string | null;
  timezone?: string | null;
  region: Region;
  partner?: string | null;
  adplace?: string | null;
  stag?: string | null;
  promo?: string | null;
  /** Registered from the VIP page: the VIP request is filed at once. */
  vip?: boolean;
  emailVerified?: boolean;
  phoneVerified?: boolean;
  /** Registration accepted this version of the terms and declared 18+ (stored with the time). */
  termsVersion?: string;
}

const emailTaken = () => new DomainError('email_taken', 'This e-mail is already registered', 'email');
const phoneTaken = () => new DomainError('phone_taken', 'This phone number is already registered', 'phone');

/** True for a unique-constraint violation (PostgreSQL and PGlite both report SQLSTATE 23505). */
function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: string; constraint?: string; detail?: string; message?: string };
  if (e?.code !== '23505') return null;
  return `${e.constraint ?? ''} ${e.detail ?? ''} ${e.message ?? ''}`;
}

/**
 * Inserts a player, and the wallet row when a currency is chosen. Run it inside the
 * caller's transaction when more is written with it. A taken e-mail or phone answers 422
 * (checked first for a clean answer, and again by the unique index for a racing twin).
 */
export async function createUser(db: Queryable, u: NewUser): Promise<UserRow> {
  const email = u.email ? u.email.trim().toLowerCase() : null;
  const phone = u.phone ?? null;
  if (email && (await findUserByEmail(db, email))) throw emailTaken();
  if (phone && (await findUserByPhone(db, phone))) throw phoneTaken();
  let row: UserRow | undefined;
  try {
    const { rows } = await db.query<UserRow>(
      `INSERT INTO users (email, phone, password_hash, register_method, name, currency, locale, timezone, region,
                          partner, adplace, stag, promo, premium_status, vip_requested_at,
                          is_email_verified, is_phone_verified)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
               CASE WHEN $14::boolean THEN 'pending' ELSE 'none' END,
               CASE WHEN $14::boolean THEN now() ELSE NULL END,
               $15, $16)
       RETURNING *`,
      [
        email,
        phone,
        u.passwordHash,
        u.registerMethod,
        u.name ?? null,
        u.currency ?? null,
        u.locale ?? null,
        u.timezone ?? null,
        u.region,
        u.partner ?? null,
        u.adplace ?? null,
        u.stag ?? null,
        u.promo ?? null,
        u.vip === true,
        u.emailVerified === true,
        u.phoneVerified === true,
      ],
    );
    row = rows[0];
  } catch (err) {
    const what = uniqueViolation(err);
    if (what !== null) throw what.includes('phone') ? phoneTaken() : emailTaken();
    throw err;
  }
  const user = normalise(row)!;
  if (u.termsVersion) await recordTermsAcceptance(db, user.id, u.termsVersion);
  if (u.currency) await openPlayerAccounts(db, user.id, u.currency);
  return user;
}

/** A time zone this server can format dates in (what the profile's timezone is used for). */
export function isKnownTimezone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
