import { cache } from 'react';
import type { LoginHistoryPage, SessionInfo } from '../components/profile/types';
import { getSiteContext } from './context.server';
import { quietly } from './quietly';

// The profile's lists, loaded while the page renders so they arrive with it. A failure is
// not the page's failure: null tells the client part to load the list itself (and show
// the error there, where the player can retry).

export const getSessions = cache(async (): Promise<SessionInfo[] | null> => {
  const res = await quietly('sessions', getSiteContext().api.sessions());
  return res?.data ?? null;
});

export const getLoginHistoryFirstPage = cache(
  (): Promise<LoginHistoryPage | null> => quietly('login history', getSiteContext().api.loginHistory(1)),
);
