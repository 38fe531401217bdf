import type { TOP } from '../../content/pages';

/** The /top page's texts in the reader's language (src/content/pages.ts TOP). */
export type TopLabels = (typeof TOP)['en'];

/** A game as the boards link it: its name in the reader's language and its page. */
export type TopGames = Record<string, { name: string; href: string }>;
