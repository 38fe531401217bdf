import type { Currency, Lang } from '../../contract/common';

// The shape of one registry entry. Plain data only: the registry is read by the router, the
// shell, the sitemap, the config schema and the API, so nothing here may pull server code.

export type Localized<T> = Record<Lang, T>;

/** A game's name, lobby line, page text and rules in one language. */
export interface GameInfo {
  name: string;
  tagline: string;
  description: string;
  rules: string[];
}

/**
 * How a game runs: `instant` settles each bet on its own request; `shared-round` plays rounds
 * that many players join (crash, jackpot rooms); `provider` is a third party's catalog
 * (slots, live tables); `sportsbook` is the betting area.
 */
export type GameKind = 'instant' | 'shared-round' | 'provider' | 'sportsbook';

/** The game services of spec section 7, each with its own base URL (`<NAME>_API_URL`). */
export const SERVICE_NAMES = ['crash', 'cases', 'miner', 'general', 'coinflip', 'keno', 'dice'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** A page of the game; `page: 'game'` is the generic in-house game page, others name their own. */
export interface GameRoute {
  /** Waku path pattern without language prefix; [name] marks a segment. */
  readonly path: string;
  readonly page: string;
  readonly indexable?: boolean;
  readonly fullWidth?: boolean;
  /** Flagged as a game page (spec section 2); default true. */
  readonly game?: boolean;
}

export interface GameDef {
  readonly slug: string;
  readonly kind: GameKind;
  /** Its pages; the first is where the lobby, navigation and footer link. */
  readonly routes: readonly [GameRoute, ...GameRoute[]];
  /** The service whose base URL its screen calls; null for areas we do not serve ourselves. */
  readonly service: ServiceName | null;
  /** Key in the operator's bet limits (`private/bet-limits.json`, spec section 9); null: none. */
  readonly limitKey: string | null;
  /**
   * The built-in stake limits per currency (minor units): spec section 9's table and the gaps it
   * leaves, filled. The operator's row overrides a field; a missing or invalid row falls back to
   * these; a currency with neither cannot play the game (fail closed).
   */
  readonly defaultLimits?: Partial<Record<Currency, { readonly min: number; readonly max: number }>>;
  /** Switched off on the operator's `restrictedGamesDomains` (spec section 6). */
  readonly restrictedOnGamesDomains: boolean;
  /** Shown in the home lobby, with this picture. */
  readonly card: { readonly image: string } | null;
  /** In the header's sections: translation key of its label and its place among the game links. */
  readonly nav: { readonly label: string; readonly order: number } | null;
  /** In the footer's games column: translation key of its label. */
  readonly footer: string | null;
  readonly content: Localized<GameInfo>;
  /**
   * The house edge of a game that is ours but not in src/games/play.ts (a shared round): 'configured'
   * (the operator's edge the formulas take) or a fraction. Playable games state theirs in play.ts
   * (representativeEdge); absent elsewhere: not ours to know (providers, the sportsbook).
   */
  readonly houseEdge?: 'configured' | number;
}

/** Keeps the literal types of an entry (slug, page keys, limit key) for the registry's unions. */
export const defineGame = <const T extends GameDef>(def: T): T => def;
