import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database';

/** A schema name safe to splice into SQL and into the `search_path` option. */
const SCHEMA_NAME_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;

/** Options of {@link openPostgresDatabase}. */
export interface PostgresDatabaseOptions {
  /** A libpq connection string, e.g. `postgres://user@127.0.0.1:5432/bank`. */
  connectionString: string;
  /**
   * Schema every connection works in (created when missing). Tests use a fresh one each so that
   * several runs share a server without seeing each other's tables.
   */
  schema?: string | undefined;
  /** Where to report errors of idle pooled connections (a server restart, say). */
  log?: ((line: string) => void) | undefined;
}

/**
 * pg returns `bigint` columns as strings, PGlite as numbers: parse them to numbers here, so that
 * code above the engine sees one behaviour. Values past 2^53 would lose digits, so they throw.
 */
const INT8_TYPE_OID: number = pg.types.builtins.INT8;

function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint ${text} is past the safe integer range`);
  return value;
}

const typesWithNumericInt8: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary'): unknown =>
    oid === INT8_TYPE_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** Opens a connection pool to a PostgreSQL server. */
export async function openPostgresDatabase(options: PostgresDatabaseOptions): Promise<Database> {
  const { connectionString, schema, log } = options;
  if (schema !== undefined && !SCHEMA_NAME_PATTERN.test(schema)) {
    throw new Error(`Invalid schema name "${schema}": use lower-case letters, digits and _`);
  }
  const pool = new pg.Pool({
    connectionString,
    types: typesWithNumericInt8,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  pool.on('error', (error) => log?.(`PostgreSQL idle connection error: ${error.message}`));
  // Creating a schema does not depend on the search path, so the pool itself can do it.
  if (schema !== undefined) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);

  return {
    engine: 'postgres',
    ...queryableOf(pool),
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(queryableOf(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

function queryableOf(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query(sql, [...params]);
      return { rows: result.rows as T[] };
    },
    async exec(script: string): Promise<void> {
      // Without parameters pg uses the simple query protocol, which accepts several statements.
      await target.query(script);
    },
  };
}
