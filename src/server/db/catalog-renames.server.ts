import { CATALOG_RENAMES } from '../../site/renamed-catalog';
import type { Queryable } from './types';

/**
 * Renames demo catalog rows whose slug or title borrowed a real provider's trademark. A data
 * fix run on every start (after the migrations), not a migration edit: idempotent, and it
 * leaves a row alone when the operator already has one under the new slug.
 */
export async function renameCatalogItems(db: Queryable): Promise<void> {
  for (const r of CATALOG_RENAMES) {
    // Table names come from the constant list above, never from input.
    const folder = r.table === 'slots' ? 'slots' : 'live';
    await db.query(
      `UPDATE ${r.table} SET slug = $2, name = $3, picture = $4
        WHERE slug = $1 AND NOT EXISTS (SELECT 1 FROM ${r.table} WHERE slug = $2)`,
      [r.from, r.to, r.name, `/images/${folder}/${r.to}.svg`],
    );
  }
}
