import { randomBytes } from 'node:crypto';
import { openPgliteDatabase, openPostgresDatabase, type Database } from '../src/db';

/** A database for one test file, and how to throw it away. */
export interface TestDatabase {
  db: Database;
  /**
   * For `startSandbox`: a connection string into the same fresh schema (PostgreSQL), or
   * `undefined` for an in-memory PGlite of its own.
   */
  databaseUrl: string | undefined;
  dispose(): Promise<void>;
}

/**
 * With `DATABASE_URL`, a fresh random schema on that PostgreSQL server (dropped by `dispose`);
 * otherwise an in-memory PGlite. Every suite runs unchanged on both engines.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const connectionString = process.env.DATABASE_URL;
  if (connectionString === undefined || connectionString === '') {
    const db = await openPgliteDatabase();
    return { db, databaseUrl: undefined, dispose: () => db.close() };
  }
  const schema = `sandbox_test_${randomBytes(6).toString('hex')}`;
  const db = await openPostgresDatabase({ connectionString, schema });
  const scopedUrl = new URL(connectionString);
  scopedUrl.searchParams.set('options', `-c search_path=${schema}`);
  return {
    db,
    databaseUrl: scopedUrl.toString(),
    dispose: async () => {
      await db.query(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
}
