import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/types';
import { CATALOG_RENAMES } from '../../src/site/renamed-catalog';
import { freshDb } from './helpers';

// The seed migration still inserts the old demo titles; the start-up data fix must leave no
// real provider's trademark in the catalog, and running it again must change nothing.
describe('catalog renames at start-up', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await freshDb());
  });
  afterAll(async () => {
    await drop();
  });

  it('serves the demo catalog under the new slugs, names and pictures', async () => {
    const { rows } = await db.query<{ slug: string; name: string; picture: string }>(
      'SELECT slug, name, picture FROM slots UNION ALL SELECT slug, name, picture FROM live_tables',
    );
    const slugs = rows.map((r) => r.slug);
    for (const r of CATALOG_RENAMES) {
      expect(slugs).not.toContain(r.from);
      const row = rows.find((x) => x.slug === r.to);
      expect(row?.name).toBe(r.name);
      expect(row?.picture).toMatch(new RegExp(`/${r.to}\\.svg$`));
    }
    expect(rows.map((r) => r.name).join('|')).not.toMatch(/Bonanza|Lightning|Dream Catcher|Crazy|Fruit Party/);
  });
});
