import type { Store } from 'jotai';
import type { ProfileResponse } from '../contract/profile';
import { sessionAtom } from './atoms';
import { bus } from './bus';
import { readTokenCookie } from './cookies';

/**
 * A client-side navigation or refresh brought the server's newer view of the page, rendered for
 * the token cookie the request carried: the layout's profile (or none). The page keeps one
 * session (issue 44): the header is rendered from that profile, so the client's session follows
 * it, token and all. Before, only the profile was taken: a page whose token had been dropped
 * showed the server's balance in the header while the game screen, reading the token, said "log in".
 */
export function serverViewArrived(store: Store, profile: ProfileResponse | null): void {
  const { token } = store.get(sessionAtom);
  const cookie = readTokenCookie();
  if (profile) {
    // No cookie now: this tab logged out after the view was rendered; the stale profile is dropped
    // (the reducer ignores a profile without a session).
    if (cookie && cookie !== token) bus.emit('token-refreshed', { token: cookie });
    bus.emit('profile-loaded', profile);
  } else if (token && !cookie) {
    bus.emit('logout', { reason: 'profile_failed' });
  }
}
