import { z } from 'zod';
import { type PlayerBonus, promoCodeSchema } from '../contract/bonus';
import type { Lang } from '../contract/common';
import { COOKIES } from '../contract/cookies';
import { ApiRequestError, bonusApi } from './api';
import { deleteCookie, readCookie, writeCookie } from './cookies';
import { openModal } from './session-actions';

// The player's side of promo codes and ad bonuses (issue 20). A code typed on /bonuses, in
// PayIn or offered by an ad is redeemed at once for a signed-in player; a visitor's is kept in
// the `promo` cookie (as ?promo= does), which the waiting-bonus strip and the registration
// form read, and registration opens.

/** Told to the waiting-bonus strip, which then asks the bonus system again. */
export const PROMO_CHANGED_EVENT = 'casino:promo-changed';

export type RedeemOutcome =
  | { kind: 'redeemed'; bonus: PlayerBonus }
  /** A visitor's code, kept for registration (which is now open). */
  | { kind: 'kept'; promo: string }
  /** Not a code at all (checked before any call). */
  | { kind: 'invalid' }
  /** Unknown, expired, used up, not offered here: the bonus system's one 404. */
  | { kind: 'unknown' }
  | { kind: 'already' }
  | { kind: 'failed'; error: unknown };

function promoChanged(): void {
  if (typeof window !== 'undefined' && typeof window.dispatchEvent === 'function')
    window.dispatchEvent(new Event(PROMO_CHANGED_EVENT));
}

/** Keeps a visitor's code the way ?promo= does, for the waiting bonus and the registration form. */
export function keepPromo(promo: string): void {
  // As long as a ?promo= code lives (the promo row of src/contract/cookies.ts).
  writeCookie('promo', promo);
  promoChanged();
}

/**
 * A typed code: redeemed when signed in, else kept and registration opened. `openRegistration`
 * is false where the caller shows its own next step.
 */
export async function redeemPromo(
  input: string,
  loggedIn: boolean,
  { openRegistration = true }: { openRegistration?: boolean } = {},
): Promise<RedeemOutcome> {
  const code = promoCodeSchema.safeParse(input);
  if (!code.success) return { kind: 'invalid' };
  if (!loggedIn) {
    keepPromo(code.data);
    if (openRegistration) openModal('register');
    return { kind: 'kept', promo: code.data };
  }
  try {
    const { data } = await bonusApi.redeem(code.data);
    promoChanged();
    return { kind: 'redeemed', bonus: data };
  } catch (error) {
    if (error instanceof ApiRequestError) {
      if (error.status === 404) return { kind: 'unknown' };
      // `already_redeemed` has its own message; another 422 (not offered here, no currency yet…)
      // or a 403 carries its own reason, shown as the server words it.
      const codes = Object.values(error.body?.errors ?? {}).flat();
      if (codes.some((c) => c.startsWith('already_redeemed'))) return { kind: 'already' };
    }
    return { kind: 'failed', error };
  }
}

/** The offer's name for a code, or null when the bonus system does not know it (or is down). */
export async function promoName(input: string, lang: Lang): Promise<string | null> {
  const code = promoCodeSchema.safeParse(input);
  if (!code.success) return null;
  try {
    return (await bonusApi.promo(code.data, lang)).data.name;
  } catch {
    return null;
  }
}

// ---- Ad bonuses (spec sections 2-4: adBonusType, adBonusValue, adBonusModal, 10 minutes) ----

export const AD_BONUS_COOKIES = {
  type: COOKIES.adBonusType.name,
  value: COOKIES.adBonusValue.name,
  modal: COOKIES.adBonusModal.name,
} as const;

/** The cookies are written by our server from the operator's utm promos, but they are still input. */
const adBonusSchema = z.object({
  type: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_-]{0,31}$/i)
    .transform((s) => s.toLowerCase()),
  value: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\p{L}\p{N} _.%+-]+$/u),
});
export type AdBonus = z.infer<typeof adBonusSchema> & {
  /** The value read as a promo code, when it is shaped like one (the bonus system says if it is one). */
  promo: string | null;
};

/** Cheap and zod-free: whether the modal is due at all (checked on every page). */
export const adBonusModalDue = (): boolean => Boolean(readCookie(AD_BONUS_COOKIES.modal));

/** The ad bonus to offer, or null: no adBonusModal cookie, or values that do not parse. */
export function readAdBonus(): AdBonus | null {
  if (!adBonusModalDue()) return null;
  const parsed = adBonusSchema.safeParse({
    type: readCookie(AD_BONUS_COOKIES.type),
    value: readCookie(AD_BONUS_COOKIES.value),
  });
  if (!parsed.success) return null;
  const promo = promoCodeSchema.safeParse(parsed.data.value);
  return { ...parsed.data, promo: promo.success ? promo.data : null };
}

/** The modal is shown once: closing it (or acting on it) deletes adBonusModal. */
export const dismissAdBonus = (): void => deleteCookie('adBonusModal');

// ---- Progress arithmetic shared by the profile and its tests ----

/** Wagered so far of the requirement, 0..1 (a bonus without wagering is complete). */
export function wagerProgress(b: Pick<PlayerBonus, 'wager_required' | 'wager_remaining'>): number {
  if (b.wager_required <= 0) return 1;
  const done = b.wager_required - Math.min(b.wager_remaining, b.wager_required);
  return Math.max(0, Math.min(1, done / b.wager_required));
}
