import type { Database } from './database';

/**
 * Drops every table of the current schema (PGlite's `public`, or the schema a PostgreSQL
 * connection was opened in), migrations record included: the first step of a reseed.
 */
export async function dropAllTables(db: Database): Promise<void> {
  const { rows } = await db.query<{ tablename: string }>('SELECT tablename FROM pg_tables WHERE schemaname = current_schema()');
  if (rows.length === 0) return;
  const names = rows.map((row) => `"${row.tablename.replaceAll('"', '""')}"`).join(', ');
  await db.exec(`DROP TABLE ${names} CASCADE`);
}
