import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from './pglite';

describe('PGlite on disk', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'sandbox-pglite-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('keeps data across close and reopen', async () => {
    const dataDir = join(root, 'kept');
    const first = await openPgliteDatabase({ dataDir });
    await first.exec('CREATE TABLE notes (body text); INSERT INTO notes VALUES ($$hola$$);');
    await first.close();
    const second = await openPgliteDatabase({ dataDir });
    expect((await second.query<{ body: string }>('SELECT body FROM notes')).rows).toEqual([{ body: 'hola' }]);
    await second.close();
  });

  it('refuses to open a data folder another open database holds', async () => {
    const dataDir = join(root, 'locked');
    const holder = await openPgliteDatabase({ dataDir });
    try {
      await expect(openPgliteDatabase({ dataDir })).rejects.toThrow(/in use by process/);
    } finally {
      await holder.close();
    }
    const reopened = await openPgliteDatabase({ dataDir });
    await reopened.close();
  });
});
