import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { dropAllTables, openPgliteDatabase, openPostgresDatabase, type Database } from '../src/db';
import { DATABASE_SETUP_TIMEOUT_MS } from './timeouts';

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

/**
 * For suites about the schema itself (migrations, seeding): one test database for the file, with
 * every table dropped before each test. Returns a getter, as the database opens in `beforeAll`.
 */
export function useEmptyTestDatabase(): () => Database {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, DATABASE_SETUP_TIMEOUT_MS);
  beforeEach(async () => {
    if (database) await dropAllTables(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  return () => {
    if (!database) throw new Error('The test database is not open yet');
    return database.db;
  };
}

/**
 * For suites that share one database: opened and made ready by `prepare` (migrations, or the seeded
 * bank) before the file's tests, thrown away after them. Returns a getter, as the database opens
 * in `beforeAll`.
 */
export function useTestDatabase(prepare: (db: Database) => Promise<unknown>): () => Database {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    await prepare(database.db);
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await database?.dispose();
  });
  return () => {
    if (!database) throw new Error('the test database is open only while the tests run');
    return database.db;
  };
}
