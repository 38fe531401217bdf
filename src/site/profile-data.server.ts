import { cache } from 'react';
import { ApiCallError } from '../contract/api-client';
import type { LoginHistoryPage, SessionInfo } from '../components/profile/types';
import { getSiteContext } from './context.server';

// The profile's lists, loaded while the page renders so they arrive with it. A failure is
// not the page's failure: null tells the client part to load the list itself (and show
// the error there, where the player can retry).

async function orNull<T>(what: string, p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (e) {
    console.warn(`[profile] ${what} failed:`, e instanceof ApiCallError ? e.message : (e as Error).message);
    return null;
  }
}

export const getSessions = cache(async (): Promise<SessionInfo[] | null> => {
  const res = await orNull('sessions', getSiteContext().api.sessions());
  return res?.data ?? null;
});

export const getLoginHistoryFirstPage = cache(
  (): Promise<LoginHistoryPage | null> => orNull('login history', getSiteContext().api.loginHistory(1)),
);
