import type { StandardSchemaV1, StandardSchemaV1InferOutput } from 'ky';
import type { z } from 'zod';
import {
  AUTH_PATHS,
  authTokenResponseSchema,
  loginHistoryResponseSchema,
  profileSettingsResponseSchema,
  refreshTokenResponseSchema,
  resetTokenResponseSchema,
  sessionsResponseSchema,
  socialLinkConfirmResponseSchema,
  socialLoginStartResponseSchema,
  socialProvidersResponseSchema,
  successSchema,
  tokenCheckResponseSchema,
  verificationResponseSchema,
  vipJoinResponseSchema,
  type AuthCall,
  type AuthTokenResponse,
  type ProfileSettings,
  type RegisterEmail,
  type RegisterPhone,
  type Success,
} from '../contract/auth';
import type { Currency, Lang } from '../contract/common';
import {
  BONUS_CALLS,
  bonusDataResponseSchema,
  bonusOffersResponseSchema,
  playerBonusesResponseSchema,
  playerBonusResponseSchema,
} from '../contract/bonus';
import { profileResponseSchema, type ProfileResponse } from '../contract/profile';
import { http, type HttpContext } from './http';

// Typed calls of every AUTH_PATHS entry; responses are parsed with the contract's schemas.
// This module brings zod: import it where a call is made (modals, profile pages), not
// from code every page runs.

export { ApiRequestError } from './http';

type Query = Record<string, string | number | undefined>;
type Output<S extends StandardSchemaV1> = StandardSchemaV1InferOutput<S>;

/**
 * One call through the page's client, its answer parsed with `schema`. For calls outside
 * AUTH_PATHS (game services: `context: { service: 'crash' }`).
 */
export function apiRequest<S extends StandardSchemaV1>(
  schema: S,
  method: string,
  path: string,
  opts: { json?: unknown; query?: Query; context?: HttpContext } = {},
): Promise<Output<S>> {
  return http(path, {
    method,
    json: opts.json,
    searchParams: opts.query,
    context: opts.context,
  }).json(schema) as Promise<Output<S>>;
}

function call<S extends StandardSchemaV1>(
  name: AuthCall,
  schema: S,
  json?: unknown,
  opts: { query?: Query; params?: Record<string, string | number>; noRefresh?: boolean } = {},
): Promise<Output<S>> {
  const [method, template] = AUTH_PATHS[name].split(' ') as [string, string];
  const path = template.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(opts.params?.[key])));
  return apiRequest(schema, method, path, {
    json,
    query: opts.query,
    context: opts.noRefresh ? { noRefresh: true } : undefined,
  });
}

type Email = { email: string };
type Phone = { phone: string };
type Code = { code: string };
type Token = { token: string };
type Passwords = { password: string; password_confirm: string };
type Login = { password?: string; code?: string; fp?: string; captcha?: string | undefined };
// Calls made without a session (login, registration, reset): a 401 from them is not an
// expired token, so it never triggers a refresh.
const noRefresh = { noRefresh: true };

export const authApi = {
  registerEmail: (body: RegisterEmail): Promise<AuthTokenResponse> =>
    call('registerEmail', authTokenResponseSchema, body, noRefresh),
  registerPhone: (body: RegisterPhone): Promise<AuthTokenResponse> =>
    call('registerPhone', authTokenResponseSchema, body, noRefresh),
  loginEmailPassword: (body: Email & Login): Promise<AuthTokenResponse> =>
    call('loginEmailPassword', authTokenResponseSchema, body, noRefresh),
  loginEmailCode: (body: Email & Login): Promise<AuthTokenResponse> =>
    call('loginEmailCode', authTokenResponseSchema, body, noRefresh),
  loginPhonePassword: (body: Phone & Login): Promise<AuthTokenResponse> =>
    call('loginPhonePassword', authTokenResponseSchema, body, noRefresh),
  loginPhoneCode: (body: Phone & Login): Promise<AuthTokenResponse> =>
    call('loginPhoneCode', authTokenResponseSchema, body, noRefresh),

  loginEmailVerification: (body: Email): Promise<Success> =>
    call('loginEmailVerification', successSchema, body, noRefresh),
  loginPhoneVerification: (body: Phone): Promise<Success> =>
    call('loginPhoneVerification', successSchema, body, noRefresh),
  loginEmailResend: (body: Email): Promise<Success> => call('loginEmailResend', successSchema, body, noRefresh),
  /** Spec section 7: `?type=sms`. */
  loginPhoneCodeResend: (body: Phone): Promise<Success> =>
    call('loginPhoneCodeResend', successSchema, body, { ...noRefresh, query: { type: 'sms' } }),
  sendLoginData: (body: Email): Promise<Success> => call('sendLoginData', successSchema, body, noRefresh),
  phoneResend: (): Promise<Success> => call('phoneResend', successSchema, {}),
  emailResend: (): Promise<Success> => call('emailResend', successSchema, {}),
  emailVerifyCode: (body: Code): Promise<Success> => call('emailVerifyCode', successSchema, body),
  phoneVerifyCode: (body: Code): Promise<Success> => call('phoneVerifyCode', successSchema, body),

  socialStart: (body: {
    provider: string;
    origin: string;
    promo?: string | null;
    token?: string | null;
    flow?: string | null;
    fp?: string;
    accept_terms?: true;
  }): Promise<{ url: string }> => call('socialStart', socialLoginStartResponseSchema, body, noRefresh),
  socialLinkConfirm: (body: { link: string }): Promise<{ data: { provider: string } }> =>
    call('socialLinkConfirm', socialLinkConfirmResponseSchema, body),
  socialProviders: (): Promise<{ data: { id: string; name: string }[] }> =>
    call('socialProviders', socialProvidersResponseSchema),

  passwordEmailForgot: (body: Email): Promise<Success> => call('passwordEmailForgot', successSchema, body, noRefresh),
  passwordPhoneForgot: (body: Phone): Promise<Success> => call('passwordPhoneForgot', successSchema, body, noRefresh),
  passwordEmailCodeConfirm: (body: Email & Code): Promise<z.infer<typeof resetTokenResponseSchema>> =>
    call('passwordEmailCodeConfirm', resetTokenResponseSchema, body, noRefresh),
  passwordPhoneCodeConfirm: (body: Phone & Code): Promise<z.infer<typeof resetTokenResponseSchema>> =>
    call('passwordPhoneCodeConfirm', resetTokenResponseSchema, body, noRefresh),
  passwordEmailTokenConfirm: (body: Token): Promise<z.infer<typeof resetTokenResponseSchema>> =>
    call('passwordEmailTokenConfirm', resetTokenResponseSchema, body, noRefresh),
  passwordEmailTokenCheck: (body: Token): Promise<z.infer<typeof tokenCheckResponseSchema>> =>
    call('passwordEmailTokenCheck', tokenCheckResponseSchema, body, noRefresh),
  passwordPhoneTokenCheck: (body: Token): Promise<z.infer<typeof tokenCheckResponseSchema>> =>
    call('passwordPhoneTokenCheck', tokenCheckResponseSchema, body, noRefresh),
  passwordEmailResetToken: (body: Token & Passwords): Promise<AuthTokenResponse> =>
    call('passwordEmailResetToken', authTokenResponseSchema, body, noRefresh),
  passwordEmailResetCode: (body: Email & Code & Passwords): Promise<AuthTokenResponse> =>
    call('passwordEmailResetCode', authTokenResponseSchema, body, noRefresh),
  passwordPhoneReset: (body: Token & Passwords): Promise<AuthTokenResponse> =>
    call('passwordPhoneReset', authTokenResponseSchema, body, noRefresh),

  /** `whoAreYou`: the super_bonus cookie's value (spec section 7). */
  profile: (whoAreYou?: string): Promise<ProfileResponse> =>
    call('profile', profileResponseSchema, undefined, { query: { whoAreYou: whoAreYou || undefined } }),
  logout: (): Promise<Success> => call('logout', successSchema, {}, noRefresh),
  refresh: (): Promise<{ access_token: string }> => call('refresh', refreshTokenResponseSchema, {}, noRefresh),
  settings: (body: ProfileSettings): Promise<z.infer<typeof profileSettingsResponseSchema>> =>
    call('settings', profileSettingsResponseSchema, body),
  passwordUpdate: (body: { old_password: string } & Passwords): Promise<Success> =>
    call('passwordUpdate', successSchema, body),
  passwordSet: (body: { password: string; confirm_password: string }): Promise<Success> =>
    call('passwordSet', successSchema, body),
  currency: (body: { currency: Currency }): Promise<Success> => call('currency', successSchema, body),
  vipJoin: (): Promise<z.infer<typeof vipJoinResponseSchema>> => call('vipJoin', vipJoinResponseSchema, {}),
  sessions: (): Promise<z.infer<typeof sessionsResponseSchema>> => call('sessions', sessionsResponseSchema),
  revokeSession: (id: number): Promise<Success> => call('sessionRevoke', successSchema, undefined, { params: { id } }),
  loginHistory: (page = 1): Promise<z.infer<typeof loginHistoryResponseSchema>> =>
    call('loginHistory', loginHistoryResponseSchema, undefined, { query: { page } }),
  verificationSubmit: (body: {
    full_name: string;
    birth_date: string;
    country: string;
    document_type: string;
    document_number: string;
  }): Promise<z.infer<typeof verificationResponseSchema>> =>
    call('verificationSubmit', verificationResponseSchema, body),
};

/** One BONUS_CALLS entry as method and path, `{name}` filled from params. */
function bonusCall<S extends StandardSchemaV1>(
  name: keyof typeof BONUS_CALLS,
  schema: S,
  opts: { json?: unknown; query?: Query; params?: Record<string, string | number> } = {},
): Promise<Output<S>> {
  const [method, template] = BONUS_CALLS[name].split(' ') as [string, string];
  const path = template.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(opts.params?.[key])));
  return apiRequest(schema, method, path, { json: opts.json, query: opts.query });
}

/** The bonus system's calls (issue 20; the waiting-bonus reads live in ./waiting-bonus.ts). */
export const bonusApi = {
  promo: (promo: string, lang: Lang) =>
    bonusCall('promo', bonusDataResponseSchema, { params: { promo }, query: { lang } }),
  offers: (currency: Currency | undefined, lang: Lang) =>
    bonusCall('offers', bonusOffersResponseSchema, { query: { currency, lang } }),
  mine: (lang: Lang) => bonusCall('mine', playerBonusesResponseSchema, { query: { lang } }),
  redeem: (promo: string) => bonusCall('redeem', playerBonusResponseSchema, { json: { promo } }),
  forfeit: (id: number) => bonusCall('forfeit', playerBonusResponseSchema, { json: {}, params: { id } }),
};
