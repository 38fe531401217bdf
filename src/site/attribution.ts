import type { AttachSource } from '../contract/site-api';
import { COOKIE } from './cookies';

export interface CookieToSet {
  name: string;
  value: string;
  maxAge: number;
}

export interface AttributionPlan {
  cookies: CookieToSet[];
  /** POST /middleware/utm with the whole query, when all four utm values are present and no advId cookie exists. */
  utm: Record<string, string> | null;
  /** POST /middleware/affiliate with the query, when it carries partner parameters. */
  affiliate: Record<string, string> | null;
  /** POST middleware/registerPageOpenEvent, when subH is in the query. */
  pageOpen: { subH: string; click_url: string } | null;
  /** POST middleware/ip, when the visitor's address or browser changed (once a day otherwise). */
  visitor: { host: string; userAgent: string } | null;
  /** POST attachSource with every value we hold, when the query brought a new one. */
  attach: AttachSource | null;
}

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term'] as const;
// Query parameter → cookie, set whenever the query carries it.
const DIRECT = [
  'stag',
  'partnerId',
  'advertiseUid',
  'advertiseSource',
  'cpaOneUid',
  'partner',
  'adplace',
  'promo',
] as const;
const AFFILIATE_KEYS = ['stag', 'partnerId', 'partner', 'adplace', 'advertiseUid', 'cpaOneUid'] as const;
// Cookie values are echoed into HTML and API calls; keep them short and plain.
const SAFE_VALUE = /^[\w.:@~+-]{1,128}$/;

/**
 * What a page request's query and cookies ask of attribution (spec sections 2, 3, 5).
 * Pure: the front server carries the plan out.
 */
export function planAttribution(input: {
  query: URLSearchParams;
  cookies: Record<string, string | undefined>;
  url: string;
  host: string;
  ip: string | null;
  userAgent: string;
}): AttributionPlan {
  const { query, cookies } = input;
  const plan: AttributionPlan = {
    cookies: [],
    utm: null,
    affiliate: null,
    pageOpen: null,
    visitor: null,
    attach: null,
  };
  const value = (k: string) => {
    const v = query.get(k)?.trim();
    return v && SAFE_VALUE.test(v) ? v : undefined;
  };
  const held: Record<string, string | undefined> = { ...cookies };
  let brought = false;

  for (const key of DIRECT) {
    const v = value(key);
    if (v && cookies[key] !== v) {
      plan.cookies.push({ name: COOKIE[key].name, value: v, maxAge: COOKIE[key].maxAge });
      held[key] = v;
      brought = true;
    }
  }
  // pr is stored only if no prHash cookie exists (spec section 5).
  const pr = value('pr');
  if (pr && !cookies.prHash) {
    plan.cookies.push({ name: COOKIE.prHash.name, value: pr, maxAge: COOKIE.prHash.maxAge });
    held.prHash = pr;
    brought = true;
  }
  // simple_auth is stored only if not already set.
  const simpleAuth = value('simple_auth');
  if (simpleAuth && !cookies.simpleAuth) {
    plan.cookies.push({ name: COOKIE.simpleAuth.name, value: simpleAuth, maxAge: COOKIE.simpleAuth.maxAge });
  }
  // UTM attribution only with all four values and no advId cookie.
  if (UTM_KEYS.every((k) => query.get(k)?.trim()) && !cookies.advId) {
    plan.utm = Object.fromEntries([...query.entries()].slice(0, 50));
  }
  if (AFFILIATE_KEYS.some((k) => value(k))) plan.affiliate = Object.fromEntries([...query.entries()].slice(0, 50));
  const subH = value('subH');
  if (subH) plan.pageOpen = { subH, click_url: input.url };

  // userVersion holds the visitor's IP and userBrowser the user agent, for a day.
  const ua = input.userAgent.slice(0, 512);
  if (input.ip && (cookies.userVersion !== input.ip || cookies.userBrowser !== ua)) {
    plan.cookies.push({ name: COOKIE.userVersion.name, value: input.ip, maxAge: COOKIE.userVersion.maxAge });
    // The cookie writer percent-encodes the value; reading decodes it again.
    plan.cookies.push({ name: COOKIE.userBrowser.name, value: ua, maxAge: COOKIE.userBrowser.maxAge });
    if (ua) plan.visitor = { host: input.host, userAgent: ua };
  }

  if (brought) plan.attach = attachPayload(held);
  return plan;
}

/** The attachSource body from held values; absent ones are null (spec section 7). */
export function attachPayload(held: Record<string, string | undefined>): AttachSource {
  const v = (k: string) => held[k] ?? null;
  return {
    stag: v('stag'),
    promo: v('promo'),
    partnerId: v('partnerId'),
    advId: v('advId'),
    advertiseUid: v('advertiseUid'),
    advertiseSource: v('advertiseSource'),
    cpaOneUid: v('cpaOneUid'),
    prHash: v('prHash'),
  };
}
