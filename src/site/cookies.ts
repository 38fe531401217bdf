// Cookie names and lifetimes of spec section 3, in seconds. Where the spec gives two
// readings (advertiseUid & co: 30 days or 1 day) we keep the longer one for the ad
// network ids, which pay out per registration weeks later, and 1 day for the rest.
const DAY = 24 * 60 * 60;

export const COOKIE = {
  token: { name: 'token', maxAge: 30 * DAY },
  superBonus: { name: 'super_bonus', maxAge: 5 * 365 * DAY },
  userVersion: { name: 'userVersion', maxAge: DAY },
  userBrowser: { name: 'userBrowser', maxAge: DAY },
  stag: { name: 'stag', maxAge: DAY },
  partnerId: { name: 'partnerId', maxAge: DAY },
  advId: { name: 'advId', maxAge: DAY },
  advertiseUid: { name: 'advertiseUid', maxAge: 30 * DAY },
  advertiseSource: { name: 'advertiseSource', maxAge: 30 * DAY },
  cpaOneUid: { name: 'cpaOneUid', maxAge: 30 * DAY },
  prHash: { name: 'prHash', maxAge: DAY },
  partner: { name: 'partner', maxAge: DAY },
  adplace: { name: 'adplace', maxAge: DAY },
  promo: { name: 'promo', maxAge: DAY },
  simpleAuth: { name: 'simpleAuth', maxAge: DAY },
  adBonusType: { name: 'adBonusType', maxAge: 10 * 60 },
  adBonusValue: { name: 'adBonusValue', maxAge: 10 * 60 },
  adBonusModal: { name: 'adBonusModal', maxAge: 10 * 60 },
  waitingBonusExpiry: { name: 'waitingBonusExpiresAt', maxAge: 3 * DAY },
  locale: { name: 'locale', maxAge: 365 * DAY },
  // Set before the first-load SSO redirect. A visitor the SSO host does not know comes back
  // without a token, and this cookie is all that stops a bounce through the SSO host on
  // every page: 30 minutes covers a browsing session (a returning visitor is asked again).
  ssoRedirected: { name: 'ssoRedirected', maxAge: 30 * 60 },
  // Set by the browser when it starts a social login (path /auth/callback); the callback
  // page hands over only a token whose fragment carries the same nonce (login CSRF).
  socialFlow: { name: 'socialFlow', maxAge: 10 * 60 },
} as const;

export type CookieKey = keyof typeof COOKIE;
