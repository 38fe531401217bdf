import type { z } from 'zod';
import {
  loginHistoryResponseSchema,
  refreshTokenResponseSchema,
  sessionsResponseSchema,
  splitCall,
  tokenCheckResponseSchema,
} from './auth';
import { bonusOffersResponseSchema, playerBonusesResponseSchema } from './bonus';
import { betLimitsResponseSchema, catalogSchemas, type CatalogKind } from './catalog';
import type { Currency, Lang } from './common';
import { feedResponseSchema } from './feed';
import { profileResponseSchema } from './profile';
import { seoResponseSchema } from './seo';
import { racesResponseSchema, TOP_PATHS, type TopQuery, topResponseSchema } from './top';
import {
  geoResponseSchema,
  mirrorRedirectResponseSchema,
  mirrorResponseSchema,
  okResponseSchema,
  utmResponseSchema,
  type AttachSource,
} from './site-api';

/** Sends one request; in-process (Hono's app.fetch) or over the network (fetch). */
export type Transport = (req: Request) => Promise<Response>;

export interface ApiClientOptions {
  baseUrl: string;
  transport: Transport;
  /** Authorization, Region, Accept-Language and, server side, X-Forwarded-For. */
  headers?: Record<string, string | undefined>;
}

export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    path: string,
  ) {
    super(`API ${path} answered ${status}`);
  }
}

/**
 * The typed client of the main API: one implementation of each call, its response
 * checked with the contract's schema, whichever transport carries it.
 */
export function createApiClient(opts: ApiClientOptions) {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(opts.headers ?? {})) if (v) headers[k] = v;

  async function call<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    body?: unknown,
    accept: number[] = [200],
    /** Speak as this bearer token instead of the client's own (the front's SSO hand-over and refresh). */
    asToken?: string,
  ): Promise<{ status: number; data: z.output<S> }> {
    const init: RequestInit = {
      method,
      headers: { accept: 'application/json', ...headers, ...(asToken ? { authorization: `Bearer ${asToken}` } : {}) },
    };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const res = await opts.transport(new Request(`${base}${path}`, init));
    const json: unknown = await res.json().catch(() => null);
    if (!accept.includes(res.status)) throw new ApiCallError(res.status, json, path);
    return { status: res.status, data: schema.parse(json) };
  }

  return {
    /** 451 is an answer, not an error: the visitor's country is blocked. */
    async geo() {
      const { status, data } = await call('GET', '/geo_ip', geoResponseSchema, undefined, [200, 451]);
      return { blocked: status === 451, ...data.data };
    },
    mirror: async () => (await call('GET', '/mirror', mirrorResponseSchema)).data,
    mirrorRedirect: async (domain: string) =>
      (await call('POST', '/middleware/mirrorRedirect', mirrorRedirectResponseSchema, { domain })).data,
    reportMirror: async (domain: string) =>
      (await call('POST', '/middleware/mirror', okResponseSchema, { domain })).data,
    affiliate: async (query: Record<string, string>) =>
      (await call('POST', '/middleware/affiliate', okResponseSchema, query)).data,
    reportVisitor: async (v: { host: string; userAgent: string }) =>
      (await call('POST', '/middleware/ip', okResponseSchema, v)).data,
    registerPageOpenEvent: async (e: { subH?: string | null; uuid?: string | null; click_url: string }) =>
      (await call('POST', '/middleware/registerPageOpenEvent', okResponseSchema, e)).data,
    utm: async (query: Record<string, string>) =>
      (await call('POST', '/middleware/utm', utmResponseSchema, query)).data,
    attachSource: async (s: AttachSource) => (await call('POST', '/attachSource', okResponseSchema, s)).data,
    catalog: async <K extends CatalogKind>(kind: K): Promise<z.output<(typeof catalogSchemas)[K]>['data']> => {
      const schema: z.ZodType<{ data: unknown }> = catalogSchemas[kind];
      return (await call('GET', `/catalog/${kind}`, schema)).data.data as z.output<(typeof catalogSchemas)[K]>['data'];
    },
    /** The last day's big wins of every game (the `general` service's feed, mounted on the main API). */
    bigWins: async () => (await call('GET', '/general/bets/feed', feedResponseSchema)).data.data.big_wins,
    /** The top's board and the races (src/contract/top.ts), for the /top page's first render. */
    top: async (q: Required<TopQuery>) =>
      (await call('GET', `${TOP_PATHS.top}?${new URLSearchParams(q)}`, topResponseSchema)).data.data,
    races: async (currency: Currency, lang: Lang) =>
      (await call('GET', `${TOP_PATHS.races}?currency=${currency}&lang=${lang}`, racesResponseSchema)).data.data,
    seo: async (lang: Lang, path: string) =>
      (await call('GET', `/seo?lang=${lang}&path=${encodeURIComponent(path)}`, seoResponseSchema)).data.data,
    profile: async (whoAreYou?: string) =>
      (
        await call(
          'GET',
          `/profile/user${whoAreYou ? `?whoAreYou=${encodeURIComponent(whoAreYou)}` : ''}`,
          profileResponseSchema,
        )
      ).data,
    /** The profile for another token: a simple-auth token answers it with fresh_token (SSO hand-over). */
    profileWithToken: async (token: string) =>
      (await call('GET', '/profile/user', profileResponseSchema, undefined, [200], token)).data,
    betLimits: async (currency: Currency) =>
      (await call('GET', `/bet-limits?currency=${currency}`, betLimitsResponseSchema)).data,
    // Account calls the server-rendered pages need (the reset link page, the profile's lists).
    passwordEmailTokenCheck: async (token: string) =>
      (await call(...splitCall('passwordEmailTokenCheck'), tokenCheckResponseSchema, { token })).data,
    passwordPhoneTokenCheck: async (token: string) =>
      (await call(...splitCall('passwordPhoneTokenCheck'), tokenCheckResponseSchema, { token })).data,
    /** Rotates a bearer token (the client's own, or the one given); 401 when its session is over. */
    refreshToken: async (token?: string) =>
      (await call(...splitCall('refresh'), refreshTokenResponseSchema, undefined, [200], token)).data,
    sessions: async () => (await call(...splitCall('sessions'), sessionsResponseSchema)).data,
    // The bonus pages (issue 20): the offers for the visitor's region (the Region header) and a
    // currency, and the signed-in player's bonuses.
    bonusOffers: async (currency: Currency, lang: Lang) =>
      (await call('GET', `/api/v2/bonuses/offers?currency=${currency}&lang=${lang}`, bonusOffersResponseSchema)).data
        .data,
    playerBonuses: async (lang: Lang) =>
      (await call('GET', `/api/v2/bonuses?lang=${lang}`, playerBonusesResponseSchema)).data.data,
    loginHistory: async (page = 1) => {
      const [method, path] = splitCall('loginHistory');
      return (await call(method, `${path}?page=${page}`, loginHistoryResponseSchema)).data;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
