// Browser navigation behind replaceable functions, so the session rules that move the
// browser (SSO hand-off, saved locale, logout reload) can be tested without a browser.

type Navigate = (url: string) => void;

let navigateImpl: Navigate = (url) => window.location.assign(url);
let reloadImpl: () => void = () => window.location.reload();
/** Re-renders the server components of the current page (the router's reload), or reloads. */
let refreshViewImpl: () => Promise<void> = async () => reloadImpl();

export const navigate: Navigate = (url) => navigateImpl(url);
export const reloadPage = () => reloadImpl();
export const refreshView = () => refreshViewImpl();

export function setNavigation(impl: {
  navigate?: Navigate;
  reload?: () => void;
  refreshView?: () => Promise<void>;
}): void {
  if (impl.navigate) navigateImpl = impl.navigate;
  if (impl.reload) reloadImpl = impl.reload;
  if (impl.refreshView) refreshViewImpl = impl.refreshView;
}

/** The page's address; '' outside a browser. */
export const currentUrl = (): string => (typeof location === 'undefined' ? '' : location.href);

/** The SSO link with the address to come back to in `url` (spec section 4). */
export function ssoReturnUrl(sso: string, back: string): string {
  const u = new URL(sso);
  u.searchParams.set('url', back);
  return u.toString();
}

/** Drops query flags (e.g. login, signup) from the address bar without navigating. */
export function removeQueryFlags(names: readonly string[]): void {
  if (typeof location === 'undefined' || typeof history === 'undefined') return;
  const u = new URL(location.href);
  let changed = false;
  for (const n of names) {
    if (u.searchParams.has(n)) {
      u.searchParams.delete(n);
      changed = true;
    }
  }
  if (changed) history.replaceState(history.state, '', `${u.pathname}${u.search}${u.hash}`);
}
