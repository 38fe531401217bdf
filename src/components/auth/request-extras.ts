// What account requests carry besides what the player typed: attribution cookies, the
// device fingerprint, the VIP flag, the locale and time zone.
// Pure functions over explicit inputs, plus thin readers of the browser's state.

import { z } from 'zod';
import { timezoneSchema } from '../../contract/auth';
import type { Currency, Lang } from '../../contract/common';
import { splitLangPrefix } from '../../site/locale';
import { readAllCookies } from '../../client/cookies';

/** The currencies offered at registration, in the order shown. */
export const REGISTER_CURRENCIES: readonly Currency[] = ['RUB', 'KZT', 'USD', 'EUR', 'INR'];

// Cookies are visitor-controlled: keep only plain, bounded values (the API refuses others).
const cookieValue = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[\w.\-~:@]+$/);
const ATTRIBUTION = {
  partner: cookieValue(128),
  adplace: cookieValue(128),
  stag: cookieValue(128),
  promo: cookieValue(64),
} as const;

export interface Attribution {
  partner?: string;
  adplace?: string;
  stag?: string;
  promo?: string;
}

/** partner, adplace, stag and promo from the cookies, only those present and well-formed. */
export function attributionFromCookies(cookies: Record<string, string | undefined>): Attribution {
  const out: Attribution = {};
  for (const key of Object.keys(ATTRIBUTION) as (keyof typeof ATTRIBUTION)[]) {
    const parsed = ATTRIBUTION[key].safeParse(cookies[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  return out;
}

/** Registering on the VIP club page (any language prefix) also joins the club. */
export function isVipPath(pathname: string): boolean {
  return splitLangPrefix(pathname.replace(/\/+$/, '') || '/').path === '/vip-club';
}

/** The user agreement in the player's language: Russian for ru and kz, English otherwise. */
export function userAgreementPath(lang: Lang): string {
  return lang === 'ru' || lang === 'kz' ? '/policy/ru/user-agreement' : '/policy/en/user-agreement';
}

const fingerprintSchema = z.string().trim().min(1).max(128);

/** Spec section 3: the visitor's fingerprint lives in local storage under "fingerprint". */
export function readFingerprint(): string | undefined {
  try {
    const parsed = fingerprintSchema.safeParse(globalThis.localStorage?.getItem('fingerprint'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    // Storage can throw (privacy mode, sandboxed frames).
    return undefined;
  }
}

export const readAttribution = (): Attribution => attributionFromCookies(readAllCookies());

/** The fields every registration request carries besides login, password and currency. */
export function registrationExtras(input: {
  cookies: Record<string, string | undefined>;
  pathname: string;
  lang: Lang;
  timezone: string | undefined;
  fp: string | undefined;
  /** What the player typed in the promo field; overrides the cookie, empty means none. */
  promo: string;
}) {
  const attribution = attributionFromCookies(input.cookies);
  const promo = input.promo.trim();
  const { promo: _cookiePromo, ...rest } = attribution;
  return {
    ...rest,
    ...(promo ? { promo } : {}),
    ...(isVipPath(input.pathname) ? { vip: true } : {}),
    locale: input.lang,
    // Only a name the API accepts: a browser's odd zone must not fail the registration.
    ...(timezoneSchema.safeParse(input.timezone).success ? { timezone: input.timezone } : {}),
    ...(input.fp ? { fp: input.fp } : {}),
  };
}
