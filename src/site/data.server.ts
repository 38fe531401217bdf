import { cache } from 'react';
import type { CatalogKind } from '../contract/catalog';
import { translator, lookup } from '../i18n';
import { getSiteContext } from './context.server';
import { logFor } from '../server/log.server';

const log = logFor('site');

// Per-request memos: React's cache() lives for one server render, so a layout and
// a page asking for the same data make one call.

export const getT = cache(() => {
  const ctx = getSiteContext();
  return translator(ctx.lang, ctx.config.texts);
});
export const getLookup = cache(() => {
  const ctx = getSiteContext();
  return lookup(ctx.lang, ctx.config.texts);
});

export const getSeo = cache(async (path: string) => {
  const ctx = getSiteContext();
  try {
    return await ctx.api.seo(ctx.lang, path);
  } catch (e) {
    log.warn({ err: e }, 'seo failed');
    return null;
  }
});

export const getCatalog = cache(<K extends CatalogKind>(kind: K) => getSiteContext().api.catalog(kind));

export const getBetLimits = cache(() => {
  const ctx = getSiteContext();
  return ctx.api.betLimits(ctx.currency);
});

/** The top page's board; an unreachable feed shows as an empty board, not an error page. */
export const getBigWins = cache(async () => {
  try {
    return await getSiteContext().api.bigWins();
  } catch (e) {
    log.warn({ err: e }, 'big wins failed');
    return [];
  }
});
