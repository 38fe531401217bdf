import type { LiveTable, SlotItem } from '../../contract/catalog';
import type { Lang } from '../../contract/common';
import { localePath } from '../../site/locale';

// What the catalog pages and the play pages show of a catalog row: the same shape for slots and
// live tables, computed on the server so the browser only filters and sorts.

export type CatalogSection = 'slots' | 'live';

export const SECTIONS = {
  slots: { path: '/games/slots', game: 'slots', width: 300, height: 400, eager: 6 },
  live: { path: '/games/live-casino', game: 'live-casino', width: 320, height: 200, eager: 3 },
} as const;

/** A game joined the catalog this recently: the "new" badge. */
export const NEW_FOR_MS = 30 * 24 * 3600 * 1000;

export const VOLATILITIES = ['low', 'medium', 'high', 'very_high'] as const;
export type Volatility = (typeof VOLATILITIES)[number];

export interface CatalogCardData {
  slug: string;
  name: string;
  provider: string;
  picture: string;
  /** Basis points; null when the provider states none (some live tables). */
  rtpBp: number | null;
  volatility: Volatility | null;
  /** The filter value: the row's category, a live table's kind when it has none. */
  category: string | null;
  isNew: boolean;
  plays: number;
  /** ms since the epoch; 0 when unknown (sorts last under "new"). */
  addedAt: number;
  hasDemo: boolean;
  playHref: string;
  demoHref: string | null;
}

const isVolatility = (v: unknown): v is Volatility => (VOLATILITIES as readonly unknown[]).includes(v);

export function toCard(section: CatalogSection, row: SlotItem | LiveTable, lang: Lang, now: number): CatalogCardData {
  const base = `${SECTIONS[section].path}/${row.slug}`;
  const added = row.added_at ? Date.parse(row.added_at) : Number.NaN;
  const volatility = 'volatility' in row ? row.volatility : null;
  return {
    slug: row.slug,
    name: row.name,
    provider: row.provider,
    picture: row.picture,
    rtpBp: row.rtp_bp ?? null,
    volatility: isVolatility(volatility) ? volatility : null,
    category: row.category ?? ('kind' in row ? row.kind : null),
    isNew: Number.isFinite(added) && now - added < NEW_FOR_MS && added <= now,
    plays: row.plays ?? 0,
    addedAt: Number.isFinite(added) ? added : 0,
    hasDemo: row.has_demo,
    playHref: localePath(lang, `${base}/play`),
    demoHref: row.has_demo ? localePath(lang, `${base}/demo`) : null,
  };
}

/** "96.50%": two decimals, as the stated RTPs are. */
export const rtpText = (bp: number) => `${(bp / 100).toFixed(2)}%`;
