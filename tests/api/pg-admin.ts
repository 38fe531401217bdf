import pg from 'pg';

/** Runs one statement on the PostgreSQL server at `url` through a connection of its own. */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the PostgreSQL server at `base` (named `<prefix>_<pid>_<random>`), copied from
 * `template` when given; its address, and `drop` to remove it (connections and all).
 */
export async function createPgDatabase(
  base: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(base, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const u = new URL(base);
  u.pathname = `/${name}`;
  return { name, url: u.toString(), drop: () => adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
