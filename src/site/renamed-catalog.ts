// Demo catalog entries that once borrowed real providers' trademarked titles (issue 9). The
// shipped seed migration (004) is never edited: a data fix renames the rows on every start
// (src/server/db/catalog-renames.server.ts), and the old public addresses answer 301 here.

export interface CatalogRename {
  table: 'slots' | 'live_tables';
  /** "/games/slots" or "/games/live-casino": where the item's pages live. */
  section: string;
  from: string;
  to: string;
  name: string;
}

export const CATALOG_RENAMES: readonly CatalogRename[] = [
  { table: 'slots', section: '/games/slots', from: 'sweet-bonanza-x', to: 'sweet-stack', name: 'Sweet Stack' },
  { table: 'slots', section: '/games/slots', from: 'fruit-party', to: 'fruit-fiesta', name: 'Fruit Fiesta' },
  {
    table: 'live_tables',
    section: '/games/live-casino',
    from: 'lightning-roulette',
    to: 'thunder-roulette',
    name: 'Thunder Roulette',
  },
  { table: 'live_tables', section: '/games/live-casino', from: 'dream-catcher', to: 'star-wheel', name: 'Star Wheel' },
  { table: 'live_tables', section: '/games/live-casino', from: 'crazy-wheel', to: 'mega-wheel', name: 'Mega Wheel' },
];

/** The new address of a renamed item's page ("/games/slots/sweet-bonanza-x/demo" → ".../sweet-stack/demo"). */
export function renamedCatalogPath(path: string): string | null {
  for (const r of CATALOG_RENAMES) {
    const old = `${r.section}/${r.from}`;
    if (path === old || path.startsWith(`${old}/`)) return `${r.section}/${r.to}${path.slice(old.length)}`;
  }
  return null;
}
