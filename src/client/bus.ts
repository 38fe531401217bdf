import mitt, { type Emitter } from 'mitt';
import type { Currency, Lang } from '../contract/common';
import type { ProfileResponse } from '../contract/profile';

// The page's event bus: everything that changes the session or the visible state is an
// event here; jotai atoms (atoms.ts) are derived from these events.

export type ModalName =
  | 'login'
  | 'login-email'
  | 'register'
  | 'confirm-phone'
  | 'verification'
  | 'payin'
  /** The second step of a login with 2FA; opened with the challenge, never from a link. */
  | 'two-factor';
export const MODAL_NAMES: readonly ModalName[] = [
  'login',
  'login-email',
  'register',
  'confirm-phone',
  'verification',
  'payin',
];
export type LoginMethod = 'password' | 'code' | 'register' | 'social' | 'sso' | 'reset';

export type AppEvents = {
  login: { token: string; method: LoginMethod; registered?: boolean; sso?: string | null };
  logout: { reason?: string };
  'token-refreshed': { token: string };
  'profile-loaded': ProfileResponse;
  'balance-changed': { balance: number; bonus: number; total: number; currency: Currency | null };
  'locale-changed': { lang: Lang };
  'modal-open': { name: ModalName; props?: Record<string, string> };
  'modal-close': { name?: ModalName };
  'build-updated': { id: string };
  'sw-updated': undefined;
  analytics: { event: string; data?: Record<string, unknown> };
};

/** One bus per page (module singleton). */
export const bus: Emitter<AppEvents> = mitt<AppEvents>();

/** The logout reason of a failed token refresh (spec section 8). */
export const REFRESH_FAILED = 'Cant refresh token';

type DataLayerWindow = { dataLayer?: unknown[] };

/** Pushes every `analytics` event to `window.dataLayer` when a tag manager put one there. */
export function forwardAnalyticsToDataLayer(): () => void {
  const forward = (e: AppEvents['analytics']) => {
    const layer = (globalThis as DataLayerWindow).dataLayer;
    if (Array.isArray(layer)) layer.push({ event: e.event, ...e.data });
  };
  bus.on('analytics', forward);
  return () => bus.off('analytics', forward);
}
