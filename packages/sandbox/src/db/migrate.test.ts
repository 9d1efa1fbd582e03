import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { dropAllTables } from './dropAllTables';
import { applyMigrations } from './migrate';
import { DATABASE_SETUP_TIMEOUT_MS } from '../../test/timeouts';

describe('migrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, DATABASE_SETUP_TIMEOUT_MS);
  // Each test starts from an empty schema.
  beforeEach(async () => {
    await dropAllTables(database.db);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('applies the shipped migrations and records them in schema_migrations', async () => {
    expect(await applyMigrations(database.db)).toEqual(['0001']);
    const { rows } = await database.db.query<{ version: string; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version',
    );
    expect(rows).toEqual([{ version: '0001', name: 'init' }]);
  });

  it('is idempotent: a second run applies nothing and keeps the data', async () => {
    await applyMigrations(database.db);
    await database.db.query("INSERT INTO login_attempts (document, attempted_at, succeeded) VALUES ('X', now(), false)");
    expect(await applyMigrations(database.db)).toEqual([]);
    const { rows } = await database.db.query<{ count: number }>('SELECT count(*)::int AS count FROM login_attempts');
    expect(rows[0]?.count).toBe(1);
  });

  it('applies migrations in version order, each only once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-migrations-'));
    try {
      // 0002 depends on 0001: written first, it must still run second.
      await writeFile(join(dir, '0002_add_column.sql'), 'ALTER TABLE things ADD COLUMN label text;');
      await writeFile(join(dir, '0001_things.sql'), 'CREATE TABLE things (id integer PRIMARY KEY);');
      await writeFile(join(dir, 'notes.txt'), 'not a migration');
      expect(await applyMigrations(database.db, dir)).toEqual(['0001', '0002']);

      await writeFile(join(dir, '0003_more.sql'), "INSERT INTO things (id, label) VALUES (1, 'uno');");
      expect(await applyMigrations(database.db, dir)).toEqual(['0003']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('rolls a failing migration back entirely', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-migrations-'));
    try {
      await writeFile(join(dir, '0001_broken.sql'), 'CREATE TABLE half (id integer); SELECT no_such_function();');
      await expect(applyMigrations(database.db, dir)).rejects.toThrow();
      const { rows } = await database.db.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'half'",
      );
      expect(rows[0]?.count).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('drops every table of the current schema, migrations record included', async () => {
    await applyMigrations(database.db);
    await dropAllTables(database.db);
    const { rows } = await database.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM pg_tables WHERE schemaname = current_schema()',
    );
    expect(rows[0]?.count).toBe(0);
  });
});
