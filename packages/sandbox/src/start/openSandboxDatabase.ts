import { openPgliteDatabase, openPostgresDatabase, type Database } from '../db';

/** Where the data lives. */
export interface DatabaseLocation {
  /** A PostgreSQL connection string; when set, `dataDir` is ignored. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder; `null` or absent keeps the data in memory. */
  dataDir?: string | null | undefined;
  log: (line: string) => void;
}

/** An open database and a description of it fit for logs (no credentials). */
export interface OpenedSandboxDatabase {
  db: Database;
  description: string;
}

/** Opens PostgreSQL when a URL is given, else PGlite on disk or in memory. */
export async function openSandboxDatabase(location: DatabaseLocation): Promise<OpenedSandboxDatabase> {
  if (location.databaseUrl !== undefined) {
    const db = await openPostgresDatabase({ connectionString: location.databaseUrl, log: location.log });
    return { db, description: 'PostgreSQL (DATABASE_URL)' };
  }
  if (location.dataDir === null || location.dataDir === undefined) {
    return { db: await openPgliteDatabase(), description: 'PGlite in memory' };
  }
  return { db: await openPgliteDatabase({ dataDir: location.dataDir }), description: `PGlite at ${location.dataDir}` };
}
