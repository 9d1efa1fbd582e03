import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

/** The migrations shipped with the sandbox. */
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** `0001_init.sql`: a four-digit version, then a name. Other files in the folder are ignored. */
const MIGRATION_FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;

const CREATE_MIGRATIONS_TABLE_SQL = `
  CREATE TABLE IF NOT EXISTS schema_migrations (
    version    text PRIMARY KEY,
    name       text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`;

/** One migration file. */
interface MigrationFile {
  version: string;
  name: string;
  fileName: string;
}

/**
 * Applies, in version order, every migration not yet recorded in `schema_migrations`, all in one
 * transaction. Running it again applies nothing.
 *
 * @returns the versions applied by this call
 */
export async function applyMigrations(db: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(CREATE_MIGRATIONS_TABLE_SQL);
  const files = await listMigrationFiles(dir);
  return db.transaction(async (tx) => {
    // Two sandboxes starting against one PostgreSQL schema must not both apply a migration.
    await tx.exec('LOCK TABLE schema_migrations IN EXCLUSIVE MODE');
    const recorded = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
    const done = new Set(recorded.rows.map((row) => row.version));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file.version)) continue;
      await tx.exec(await readFile(join(dir, file.fileName), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [file.version, file.name]);
      applied.push(file.version);
    }
    return applied;
  });
}

async function listMigrationFiles(dir: string): Promise<MigrationFile[]> {
  const files: MigrationFile[] = [];
  for (const fileName of await readdir(dir)) {
    const match = MIGRATION_FILE_PATTERN.exec(fileName);
    if (match?.[1] === undefined || match[2] === undefined) continue;
    files.push({ version: match[1], name: match[2], fileName });
  }
  files.sort((a, b) => a.version.localeCompare(b.version));
  const versions = files.map((file) => file.version);
  const duplicate = versions.find((version, index) => versions.indexOf(version) !== index);
  if (duplicate !== undefined) throw new Error(`Two migrations share version ${duplicate} in ${dir}`);
  return files;
}
