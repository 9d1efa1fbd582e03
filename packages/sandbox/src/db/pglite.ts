import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { lockDataDir, type DataDirLock } from './dataDirLock';
import type { Database, Queryable, QueryResult } from './database';

/** Options of {@link openPgliteDatabase}. */
export interface PgliteDatabaseOptions {
  /** Folder holding the data files; without it the database lives in memory only. */
  dataDir?: string | undefined;
}

/**
 * Opens the embedded engine (PostgreSQL compiled to WebAssembly), on disk or in memory. A data
 * folder is locked while open: a second process gets an error instead of a corrupted folder.
 */
export async function openPgliteDatabase(options: PgliteDatabaseOptions = {}): Promise<Database> {
  const { dataDir } = options;
  let lock: DataDirLock | undefined;
  let pglite: PGlite;
  if (dataDir === undefined) {
    pglite = await PGlite.create();
  } else {
    await mkdir(dataDir, { recursive: true });
    lock = await lockDataDir(dataDir);
    try {
      pglite = await PGlite.create(dataDir);
    } catch (error) {
      await lock.release();
      throw error;
    }
  }

  return {
    engine: 'pglite',
    ...queryableOf(pglite),
    transaction: (work) => pglite.transaction((tx) => work(queryableOf(tx))),
    close: async () => {
      await pglite.close();
      await lock?.release();
    },
  };
}

function queryableOf(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, [...params]);
      return { rows: result.rows };
    },
    async exec(script: string): Promise<void> {
      await target.exec(script);
    },
  };
}
