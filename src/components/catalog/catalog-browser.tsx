'use client';

import { getDefaultStore, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { isLoggedInAtom } from '../../client/atoms';
import { useLang, useT } from '../../client/i18n';
import { showToastAtom } from '../../client/toasts';
import { LOCALE_INFO } from '../../contract/common';
import type { CatalogCardData } from './catalog-data';
import { type FavouriteLists, favouritesApi } from './favourites-api';
import { GameCard } from './game-card';

// The catalog's filters run in the browser over the cards the server rendered: every card is in
// the HTML (bots and visitors without scripts see them all), and the controls only pick and order.

export const SORTS = ['popular', 'new', 'rtp'] as const;
type Sort = (typeof SORTS)[number];
const LISTS = ['all', 'favourites', 'recent'] as const;
type List = (typeof LISTS)[number];

interface Filters {
  q: string;
  provider: string;
  category: string;
  sort: Sort;
  list: List;
}
const DEFAULTS: Filters = { q: '', provider: '', category: '', sort: 'popular', list: 'all' };

/** The filters a link or the back button brought (?q=&provider=&category=&sort=&list=). */
function filtersFromSearch(search: string): Filters {
  const p = new URLSearchParams(search);
  const pick = <T extends string>(v: string | null, all: readonly T[], d: T): T =>
    (all as readonly string[]).includes(v ?? '') ? (v as T) : d;
  return {
    q: (p.get('q') ?? '').slice(0, 100),
    provider: p.get('provider') ?? '',
    category: p.get('category') ?? '',
    sort: pick(p.get('sort'), SORTS, 'popular'),
    list: pick(p.get('list'), LISTS, 'all'),
  };
}

function writeSearch(f: Filters): void {
  const url = new URL(location.href);
  for (const key of Object.keys(DEFAULTS) as (keyof Filters)[]) {
    if (f[key] && f[key] !== DEFAULTS[key]) url.searchParams.set(key, f[key]);
    else url.searchParams.delete(key);
  }
  history.replaceState(history.state, '', url);
}

const BY: Record<Sort, (a: CatalogCardData, b: CatalogCardData) => number> = {
  popular: (a, b) => b.plays - a.plays,
  new: (a, b) => b.addedAt - a.addedAt,
  rtp: (a, b) => (b.rtpBp ?? -1) - (a.rtpBp ?? -1),
};

/** The cards to show, in order. Ties keep the server's order (the operator's sort): sort is stable. */
export function pickGames(
  items: readonly CatalogCardData[],
  f: Filters,
  lists: FavouriteLists | null,
  locale: string,
): CatalogCardData[] {
  const needle = f.q.trim().toLocaleLowerCase(locale);
  let out = items.filter(
    (g) =>
      (!f.provider || g.provider === f.provider) &&
      (!f.category || g.category === f.category) &&
      (!needle ||
        g.name.toLocaleLowerCase(locale).includes(needle) ||
        g.provider.toLocaleLowerCase(locale).includes(needle)),
  );
  if (f.list === 'favourites') {
    const fav = new Set(lists?.favourites ?? []);
    out = out.filter((g) => fav.has(g.slug));
  }
  if (f.list === 'recent') {
    // Most recently played first, whatever the sort says.
    const rank = new Map((lists?.recent ?? []).map((slug, i) => [slug, i]));
    return out.filter((g) => rank.has(g.slug)).sort((a, b) => rank.get(a.slug)! - rank.get(b.slug)!);
  }
  return out.sort(BY[f.sort]);
}

const CONTROL =
  'h-10 rounded-lg border border-line bg-elevated px-3 text-sm text-text focus-visible:border-accent disabled:opacity-60';
const chip = (on: boolean) =>
  `inline-flex h-9 items-center rounded-full border px-3 text-sm font-semibold whitespace-nowrap transition-colors ${
    on ? 'border-accent bg-accent/20 text-text' : 'border-line bg-surface text-muted hover:text-text'
  }`;

export function CatalogBrowser({
  items,
  providers,
  categories,
  signedIn,
  width,
  height,
  eager,
  testId,
}: {
  items: CatalogCardData[];
  providers: string[];
  categories: { value: string; label: string }[];
  /** The server's word on the session, used until the browser's own is known (hydration). */
  signedIn: boolean;
  width: number;
  height: number;
  /** How many first cards load their art at once (above the fold). */
  eager: number;
  testId: string;
}) {
  const t = useT();
  const lang = useLang();
  const locale = LOCALE_INFO[lang].iso;
  const [mounted, setMounted] = useState(false);
  const atomLoggedIn = useAtomValue(isLoggedInAtom);
  const loggedIn = mounted ? atomLoggedIn : signedIn;
  const [f, setF] = useState<Filters>(DEFAULTS);
  const [lists, setLists] = useState<FavouriteLists | null>(null);

  useEffect(() => {
    setF(filtersFromSearch(location.search));
    setMounted(true);
  }, []);

  useEffect(() => {
    setLists(null);
    if (!loggedIn || !mounted) return;
    let live = true;
    favouritesApi
      .list()
      .then((l) => live && setLists(l))
      .catch(() => {}); // the catalog works without them; the hearts just stay hidden
    return () => {
      live = false;
    };
  }, [loggedIn, mounted]);

  const update = (patch: Partial<Filters>) => {
    const next = { ...f, ...patch };
    setF(next);
    writeSearch(next);
  };

  const toggle = async (slug: string, on: boolean) => {
    if (!lists) return;
    const before = lists;
    // The heart answers at once; the server's lists replace the guess (or undo it).
    setLists({ ...lists, favourites: on ? [...lists.favourites, slug] : lists.favourites.filter((s) => s !== slug) });
    try {
      setLists(await favouritesApi.set(slug, on));
    } catch {
      setLists(before);
      getDefaultStore().set(showToastAtom, {
        title: t('error.error'),
        text: t('catalog.favouriteFailed'),
        tone: 'error',
      });
    }
  };

  // A visitor's link to a player's list (?list=favourites) shows the whole catalog: there is no list.
  const view = loggedIn ? f : { ...f, list: 'all' as const };
  const shown = pickGames(items, view, lists, locale);
  const favSet = new Set(lists?.favourites ?? []);
  const filtered = f.q !== '' || f.provider !== '' || f.category !== '' || view.list !== 'all';
  const empty =
    view.list === 'favourites' && !favSet.size
      ? t('catalog.emptyFavourites')
      : view.list === 'recent' && !lists?.recent.length
        ? t('catalog.emptyRecent')
        : t('catalog.empty');

  return (
    <div className="flex flex-col gap-4" data-testid={testId} data-hydrated={mounted ? 'true' : undefined}>
      {/* One toolbar of fixed height per row: the controls never move the cards below them. */}
      <search className="flex flex-col gap-3" aria-label={t('catalog.filters')}>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
          <label className="col-span-2 flex flex-col gap-1 text-xs text-muted sm:col-span-1">
            {t('catalog.search')}
            <input
              type="search"
              className={CONTROL}
              value={f.q}
              maxLength={100}
              placeholder={t('catalog.searchPlaceholder')}
              onChange={(e) => update({ q: e.target.value })}
              disabled={!mounted}
              data-testid="catalog-search"
            />
          </label>
          <label className="flex flex-col gap-1 text-xs text-muted">
            {t('catalog.provider')}
            <select
              className={CONTROL}
              value={f.provider}
              onChange={(e) => update({ provider: e.target.value })}
              disabled={!mounted}
              data-testid="catalog-provider"
            >
              <option value="">{t('catalog.allProviders')}</option>
              {providers.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs text-muted">
            {t('catalog.sort')}
            <select
              className={CONTROL}
              value={f.sort}
              onChange={(e) => update({ sort: e.target.value as Sort })}
              disabled={!mounted || f.list === 'recent'}
              data-testid="catalog-sort"
            >
              {SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`catalog.sorts.${s}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="flex min-h-9 flex-wrap gap-2" data-testid="catalog-categories">
          {loggedIn
            ? LISTS.slice(1).map((l) => (
                <button
                  key={l}
                  type="button"
                  className={chip(f.list === l)}
                  aria-pressed={f.list === l}
                  onClick={() => update({ list: f.list === l ? 'all' : l })}
                  disabled={!mounted}
                  data-testid={`catalog-list-${l}`}
                >
                  {l === 'favourites' ? `♥ ${t('catalog.favourites')}` : t('catalog.recent')}
                </button>
              ))
            : null}
          <button
            type="button"
            className={chip(f.category === '')}
            aria-pressed={f.category === ''}
            onClick={() => update({ category: '' })}
            disabled={!mounted}
          >
            {t('catalog.allCategories')}
          </button>
          {categories.map((c) => (
            <button
              key={c.value}
              type="button"
              className={chip(f.category === c.value)}
              aria-pressed={f.category === c.value}
              onClick={() => update({ category: f.category === c.value ? '' : c.value })}
              disabled={!mounted}
              data-testid={`catalog-category-${c.value}`}
            >
              {c.label}
            </button>
          ))}
        </div>
      </search>
      <p className="text-sm text-muted" aria-live="polite" data-testid="catalog-count">
        {t('catalog.count', { n: shown.length })}
      </p>
      {shown.length ? (
        <ul
          className={`grid gap-3 ${width > height ? 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4' : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5 xl:grid-cols-6'}`}
        >
          {shown.map((g, i) => (
            <li key={g.slug} data-testid="catalog-card" data-slug={g.slug}>
              <GameCard
                game={g}
                t={t}
                width={width}
                height={height}
                eager={i < eager}
                primaryHref={loggedIn || !g.demoHref ? g.playHref : g.demoHref}
                favourite={loggedIn && lists ? favSet.has(g.slug) : null}
                onFavourite={(slug, on) => void toggle(slug, on)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center gap-3 py-10 text-center" data-testid="catalog-empty">
          <p className="max-w-sm text-muted">{empty}</p>
          {filtered ? (
            <button
              type="button"
              className="text-sm font-semibold text-accent underline"
              onClick={() => update({ ...DEFAULTS, sort: f.sort })}
            >
              {t('catalog.reset')}
            </button>
          ) : null}
        </div>
      )}
    </div>
  );
}
