import { bonusDataResponseSchema, type WaitingBonus, waitingBonusResponseSchema } from '../contract/bonus';
import type { Lang } from '../contract/common';
import { apiRequest, ApiRequestError } from './api';
import { bus } from './bus';
import { COOKIES } from '../contract/cookies';
import { deleteCookie, readCookie, writeCookie } from './cookies';

// The waiting bonus (spec section 4, issue 20). A visitor who came with a promo code (the
// `promo` cookie the server keeps from ?promo=) sees what it offers and how long they have to
// register: an expiry three days ahead, kept in a cookie and renewed once passed. A code the
// bonus system does not know is cleared from the cookie and the address, and reported as the
// `promocode_error` analytics event. A signed-in player sees the bonus still waiting for their
// registration or first deposit; the call is made again whenever the session changes, which is
// how a login or social login "loads the waiting-bonus data".

export const PROMO_COOKIE = COOKIES.promo.name;
export const WAITING_EXPIRY_COOKIE = COOKIES.waitingBonusExpiry.name;
/** The timer runs as long as its cookie lives (spec section 3: 3 days). */
const THREE_DAYS = COOKIES.waitingBonusExpiry.maxAge;

export interface WaitingOffer {
  name: string;
  /** Epoch ms the offer is shown until (the visitor's timer, or the code's own end). */
  until: number | null;
}

/** The visitor's timer: the cookie's time while it is ahead, else a new one three days ahead. */
export function visitorDeadline(now = Date.now()): number {
  const held = Number(readCookie(WAITING_EXPIRY_COOKIE));
  if (Number.isFinite(held) && held > now) return held;
  const until = now + THREE_DAYS * 1000;
  writeCookie('waitingBonusExpiry', String(until));
  return until;
}

function forgetPromo(): void {
  deleteCookie('promo');
  deleteCookie('waitingBonusExpiry');
  if (typeof location === 'undefined' || typeof history === 'undefined') return;
  const url = new URL(location.href);
  if (url.searchParams.has('promo')) {
    url.searchParams.delete('promo');
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
}

/** An anonymous visitor's offer from their promo code, or null (none, or unknown: then forgotten). */
export async function visitorOffer(lang: Lang, now = Date.now()): Promise<WaitingOffer | null> {
  const promo = readCookie(PROMO_COOKIE)?.trim();
  if (!promo) return null;
  try {
    const { data } = await apiRequest(
      bonusDataResponseSchema,
      'GET',
      `/bonus-system/bonus/${encodeURIComponent(promo)}`,
      {
        query: { lang },
      },
    );
    const deadline = visitorDeadline(now);
    const codeEnd = data.expires_in === null ? null : now + data.expires_in * 1000;
    return { name: data.name, until: codeEnd === null ? deadline : Math.min(deadline, codeEnd) };
  } catch (e) {
    // Only the bonus system's "no such bonus" clears the code; an outage keeps it for later.
    if (e instanceof ApiRequestError && e.status >= 400 && e.status < 500 && e.status !== 429) {
      forgetPromo();
      bus.emit('analytics', { event: 'promocode_error', data: { promo } });
    }
    return null;
  }
}

/** A signed-in player's waiting bonus, or null when none waits (`{data: null}`) or the call fails. */
export async function playerOffer(lang: Lang, now = Date.now()): Promise<WaitingOffer | null> {
  let data: WaitingBonus | null;
  try {
    ({ data } = await apiRequest(
      waitingBonusResponseSchema,
      'GET',
      '/bonus-system/bonus-activation/waiting-reg-and-dep',
      {
        query: { lang },
      },
    ));
  } catch {
    return null;
  }
  if (!data) return null;
  return { name: data.name, until: data.expires_in === null ? null : now + data.expires_in * 1000 };
}
