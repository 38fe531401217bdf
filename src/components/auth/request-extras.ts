// What account requests carry besides what the player typed: attribution cookies, the
// device fingerprint, the VIP flag, the locale and time zone.
// Pure functions over explicit inputs, plus thin readers of the browser's state.

import { z } from 'zod';
import { ensureFingerprint, sealFingerprint } from '../../client/fingerprint';
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

/** The last sealed fingerprint of this page, for calls that cannot wait for one. */
let sealed: string | undefined;

/** The fingerprint for a call that can wait for it (at most 500 ms for the id, spec section 9), sealed. */
export async function fingerprint(): Promise<string | undefined> {
  const id = await ensureFingerprint();
  if (!id) return undefined;
  sealed = (await sealFingerprint(id)) ?? sealed;
  return sealed;
}

/**
 * For a call that must not wait (the social popup opens inside the click): the fingerprint
 * sealed earlier on this page, if any; one is prepared in the background for the next call.
 */
export function readFingerprint(): string | undefined {
  if (sealed === undefined && typeof window !== 'undefined') void fingerprint();
  return sealed;
}

export const readAttribution = (): Attribution => attributionFromCookies(readAllCookies());

/** The fields every registration request carries besides login, password and currency. */
export function registrationExtras(input: {
  cookies: Record<string, string | undefined>;
  pathname: string;
  lang: Lang;
  timezone: string | undefined;
  fp: string | undefined;
  /** The solved captcha (./captcha.ts). */
  captcha?: string | undefined;
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
    ...(input.captcha ? { captcha: input.captcha } : {}),
  };
}
