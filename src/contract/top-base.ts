// The top's constants without zod (src/contract/top.ts has the schemas): the /top page's first
// load imports these, and a schema in the same module would bring the validator along.

export const TOP_BOARDS = ['wins', 'wagered'] as const;
export type TopBoard = (typeof TOP_BOARDS)[number];
export const TOP_PERIODS = ['day', 'week', 'month'] as const;
export type TopPeriod = (typeof TOP_PERIODS)[number];
/** Rows a board and a race's standings show. */
export const TOP_LIMIT = 20;
/** How often an open /top page asks again (only while the tab is visible). */
export const TOP_POLL_MS = 10_000;
export const TOP_PATHS = { top: '/api/v2/top', races: '/api/v2/races' } as const;
