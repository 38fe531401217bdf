import type { AuthTokenResponse, ProfileSettings } from '../contract/auth';
import type { Currency } from '../contract/common';
import type { ProfileResponse } from '../contract/profile';
import type { Translate } from '../i18n';
import { attachPayload } from '../site/attribution';
import { isLang, localePath, splitLangPrefix } from '../site/locale';
import { ApiRequestError, authApi } from './api';
import { langAtom, sessionAtom, sessionSeqAtom } from './atoms';
import { defaultCurrency } from './local-defaults';
import { bus, type LoginMethod, type ModalName } from './bus';
import {
  clearTokenCookie,
  readAllCookies,
  readCookie,
  SUPER_BONUS_COOKIE,
  setTokenCookie,
  writeCookie,
} from './cookies';
import { errorText } from './errors';
import { endingSession, getHttpConfig, http } from './http';
import { currentUrl, navigate, refreshView, reloadPage, removeQueryFlags, ssoReturnUrl } from './navigation';
import { showToastAtom } from './toasts';
import { AUTO_PAYIN_DELAY_MS, haltWalletActivity, openPayInOnce } from './wallet-runtime';

// What happens to the session on login, logout and profile loads (spec section 4).

const store = () => getHttpConfig().store;

/** An outage (no answer, 5xx) says nothing about the token; only a refusal ends a session. */
const isOutage = (e: unknown) => e instanceof ApiRequestError && (e.status === 0 || e.status >= 500);

export { defaultCurrency } from './local-defaults';

/** The visitor's time zone as the browser knows it, or null. */
export function guessTimezone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * After a successful login/registration/social/reset: token cookie (30 days, path /), emits
 * login, loads the profile (saving the interface locale to it when absent; applying the
 * saved locale and timezone, guessing the timezone when absent), removes the login/signup
 * query flags from the URL, and, when `res.sso` is set, sends the browser to the SSO link
 * with the current address in `url`. Otherwise the page's server components re-render
 * for the logged-in player. The modal is closed before the first await, so a caller may
 * open the next step (e.g. confirm-phone) right after calling this.
 */
export async function completeLogin(
  res: AuthTokenResponse,
  method: LoginMethod,
  opts: { registered?: boolean; currency?: Currency } = {},
): Promise<void> {
  setTokenCookie(res.token);
  bus.emit('login', { token: res.token, method, registered: opts.registered, sso: res.sso ?? null });
  removeQueryFlags(['login', 'signup']);
  closeModal();
  void attachSource();
  if (opts.registered && method === 'social') {
    await authApi
      .currency({ currency: opts.currency ?? defaultCurrency(getHttpConfig().region, store().get(langAtom)) })
      // Spec section 2: after a social registration PayIn opens 350 ms after the currency is set.
      .then(() => setTimeout(openPayInOnce, AUTO_PAYIN_DELAY_MS))
      .catch((e: unknown) => console.warn('[session] setting the currency failed:', e));
  }
  const profile = await reloadProfile();
  const localeTarget = profile ? await applyPreferences(profile) : null;
  if (res.sso) navigate(ssoReturnUrl(res.sso, localeTarget ?? currentUrl()), { external: true });
  else if (localeTarget) navigate(localeTarget);
  else await refreshView();
}

/**
 * Saves what the profile lacks (interface locale, guessed time zone) and returns the
 * address of this page in the player's saved language when it differs from the page's.
 */
async function applyPreferences(profile: ProfileResponse): Promise<string | null> {
  const pageLang = store().get(langAtom);
  const { locale, timezone } = profile.user;
  const patch: ProfileSettings = {};
  if (!locale) patch.locale = pageLang;
  if (!timezone) {
    const tz = guessTimezone();
    if (tz) patch.timezone = tz;
  }
  if (patch.locale || patch.timezone) {
    try {
      const asked = store().get(sessionSeqAtom);
      const saved = await authApi.settings(patch);
      if (store().get(sessionSeqAtom) !== asked) return null; // logged out meanwhile
      bus.emit('profile-loaded', {
        ...profile,
        user: { ...profile.user, locale: saved.data.locale, timezone: saved.data.timezone },
      });
    } catch (e) {
      console.warn('[session] saving locale/timezone failed:', e);
    }
  }
  const here = currentUrl();
  if (!locale || !isLang(locale) || locale === pageLang || !here) return null;
  // The server honours the locale cookie on unprefixed (ru) pages: keep it in step.
  writeCookie('locale', locale);
  const u = new URL(here);
  u.pathname = localePath(locale, splitLangPrefix(u.pathname).path);
  return u.toString();
}

/** Reports held attribution cookies for the new session (spec section 4); errors ignored. */
async function attachSource(): Promise<void> {
  const body = attachPayload(readAllCookies());
  if (!Object.values(body).some((v) => v !== null)) return;
  try {
    await http.post('attachSource', { json: body });
  } catch {
    // spec section 7: errors ignored
  }
}

/**
 * Loads the profile and emits profile-loaded (storing a fresh_token when the answer has
 * one). A refused load clears the token cookie and the session (spec section 4).
 */
export async function reloadProfile(): Promise<ProfileResponse | null> {
  if (!store().get(sessionAtom).token) return null;
  // Issue 44: the answer is about the session it was asked in. A logout (or another login) while
  // it was on its way makes it stale: a profile must not revive an ended session, and a refusal
  // of the old session must not end the new one.
  const asked = store().get(sessionSeqAtom);
  const stale = () => store().get(sessionSeqAtom) !== asked;
  try {
    const device = readCookie(SUPER_BONUS_COOKIE);
    const profile = await authApi.profile(device);
    if (stale()) return null;
    // Keep the device id the server handed out, so a returning browser stays one device.
    if (profile.super_bonus && profile.super_bonus !== device) {
      writeCookie('superBonus', profile.super_bonus);
    }
    if (profile.fresh_token) {
      setTokenCookie(profile.fresh_token);
      bus.emit('token-refreshed', { token: profile.fresh_token });
    }
    bus.emit('profile-loaded', profile);
    return profile;
  } catch (e) {
    if (isOutage(e)) {
      console.warn('[session] profile load failed; session kept:', e);
      return null;
    }
    // A failed refresh may have ended the session already.
    if (!stale() && store().get(sessionAtom).token) {
      clearTokenCookie();
      bus.emit('logout', { reason: 'profile_failed' });
      // The server-rendered parts (the header's balance) still show the player: render them again,
      // so the page does not say "log in" in one place and show a balance in another.
      void refreshView();
    }
    return null;
  }
}

/** PUT auth/logout, then clears the cookie and the session and reloads the page. */
export async function logout(): Promise<void> {
  haltWalletActivity(); // no wallet call races the logout (it would be refused and logged)
  // A call already on its way is refused once the logout commits: that 401 is expected, not a
  // reason to refresh the token of a session being ended (the refresh would fail and report it).
  endingSession(store().get(sessionAtom).token);
  try {
    await authApi.logout();
  } catch (e) {
    console.warn('[session] logout call failed; ending the session here anyway:', e);
  }
  clearTokenCookie();
  bus.emit('logout', {});
  endingSession(null);
  reloadPage();
}

const FAILURE_EVENT = { login: 'login_failed', register: 'register_failed', social: 'social_login_failed' } as const;

/** Notification (title error.error, text errorText) and an analytics event with the same text. */
export function reportFailure(kind: 'login' | 'register' | 'social', err: unknown, t: Translate): void {
  const text = errorText(err, t);
  store().set(showToastAtom, { title: t('error.error'), text, tone: 'error' });
  bus.emit('analytics', { event: FAILURE_EVENT[kind], data: { error: text } });
}

export function openModal(name: ModalName, props?: Record<string, string>): void {
  bus.emit('modal-open', props ? { name, props } : { name });
}

export function closeModal(name?: ModalName): void {
  bus.emit('modal-close', name ? { name } : {});
}
