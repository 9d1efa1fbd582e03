export type { Database, Queryable, QueryResult } from './database';
export { openPgliteDatabase, type PgliteDatabaseOptions } from './pglite';
export { openPostgresDatabase, type PostgresDatabaseOptions } from './postgres';
export { applyMigrations } from './migrate';
export { dropAllTables } from './dropAllTables';
