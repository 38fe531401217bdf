// Browser navigation behind replaceable functions, so the session rules that move the
// browser (SSO hand-off, saved locale, logout reload) can be tested without a browser.

type Navigate = (url: string) => void;

let navigateImpl: Navigate = (url) => window.location.assign(url);
let reloadImpl: () => void = () => window.location.reload();
/** Re-renders the server components of the current page (the router's reload), or reloads. */
let refreshViewImpl: () => Promise<void> = async () => reloadImpl();

export interface NavigateOptions {
  /** Spec section 8: leaving the site's origin must be asked for explicitly. */
  external?: boolean;
}

/** Protocols the site may send a window to; `javascript:`, `data:`, `blob:`, `file:`… never. */
const NAVIGABLE = new Set(['http:', 'https:']);
/** Links may also start a mail or a call. */
const LINKABLE = new Set([...NAVIGABLE, 'mailto:', 'tel:']);

export class NavigationRefused extends Error {
  constructor(
    readonly reason: 'protocol' | 'external',
    readonly url: string,
  ) {
    super(
      reason === 'protocol'
        ? `Refused navigation to a ${url.split(':')[0]}: URL`
        : `External navigation without the external option: ${url}`,
    );
    this.name = 'NavigationRefused';
  }
}

/**
 * The URL a navigation may go to, resolved against `base`; throws NavigationRefused for a
 * protocol outside `allowed`, or another origin without the external option.
 */
export function checkNavigation(
  url: string,
  base: string,
  opts: NavigateOptions = {},
  allowed: ReadonlySet<string> = NAVIGABLE,
): URL {
  let target: URL;
  try {
    target = base ? new URL(url, base) : new URL(url);
  } catch {
    throw new NavigationRefused('protocol', url);
  }
  if (!allowed.has(target.protocol)) throw new NavigationRefused('protocol', target.protocol);
  const isHttp = NAVIGABLE.has(target.protocol);
  if (isHttp && target.origin !== originOf(base) && !opts.external) {
    throw new NavigationRefused('external', target.origin);
  }
  return target;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Sends the window to `url` after checkNavigation (it throws, and nothing moves, when refused). */
export function navigate(url: string, opts: NavigateOptions = {}): void {
  navigateImpl(checkNavigation(url, currentUrl(), opts).href);
}

/**
 * The same rules for links: a click on a link to a refused protocol, or to another origin
 * without rel="external", does nothing but log why. Returns a function that stops the guard.
 */
export function guardLinks(doc: Document): () => void {
  const onClick = (e: MouseEvent) => {
    const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!a) return;
    const external = a.relList.contains('external');
    try {
      checkNavigation(a.getAttribute('href') ?? '', doc.baseURI, { external }, LINKABLE);
    } catch (err) {
      e.preventDefault();
      console.error(`[navigation] ${(err as Error).message}`);
    }
  };
  // Capture phase: before React's handlers and the modal-link interceptor see the click.
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
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
