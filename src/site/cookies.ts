// The site's name for the cookie table: names, lifetimes and attributes live in
// src/contract/cookies.ts (spec section 3), shared with the API and the browser.
export { COOKIES as COOKIE, type CookieKey } from '../contract/cookies';
