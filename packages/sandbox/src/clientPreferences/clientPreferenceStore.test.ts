import { beforeEach, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../seed';
import { useTestDatabase } from '../../test/testDatabase';
import { readClientPreferences, storeClientPreferences } from './clientPreferenceStore';

/** Seeded customers: Lucía Martínez and Javier. */
const LUCIA = '20481736';
const JAVIER = '31907254';
const NOW_MS = Date.UTC(2026, 0, 15, 9, 0, 0);

describe('client preference store (sandbox-api.md, Client preferences)', () => {
  const db = useTestDatabase((db) => prepareDatabase(db, { nowMs: NOW_MS }));
  beforeEach(async () => {
    await db().query('DELETE FROM client_preferences');
  });

  async function rows(): Promise<{ personId: string; preference: string; value: string; updatedAt: Date }[]> {
    const result = await db().query<{ personId: string; preference: string; value: string; updatedAt: Date }>(
      `SELECT person_id AS "personId", preference, value, updated_at AS "updatedAt" FROM client_preferences ORDER BY person_id, preference`,
    );
    return result.rows;
  }

  it("reads 'hidden-balances-discrete': 'false' for a person who never set it, without storing a row", async () => {
    expect(await readClientPreferences(db(), LUCIA)).toEqual({ 'hidden-balances-discrete': 'false' });
    expect(await rows()).toEqual([]);
  });

  it('stores a preference and answers every preference; storing again updates the one row in place', async () => {
    expect(await storeClientPreferences(db(), LUCIA, { 'hidden-balances-discrete': 'true' }, NOW_MS)).toEqual({
      'hidden-balances-discrete': 'true',
    });
    expect(await storeClientPreferences(db(), LUCIA, { 'hidden-balances-discrete': 'false' }, NOW_MS + 1000)).toEqual({
      'hidden-balances-discrete': 'false',
    });
    expect(await rows()).toEqual([
      { personId: LUCIA, preference: 'hidden-balances-discrete', value: 'false', updatedAt: new Date(NOW_MS + 1000) },
    ]);
    expect(await readClientPreferences(db(), LUCIA)).toEqual({ 'hidden-balances-discrete': 'false' });
  });

  it('keeps each person’s rows apart', async () => {
    await storeClientPreferences(db(), LUCIA, { 'hidden-balances-discrete': 'true' }, NOW_MS);
    expect(await readClientPreferences(db(), JAVIER)).toEqual({ 'hidden-balances-discrete': 'false' });
    await storeClientPreferences(db(), JAVIER, { 'hidden-balances-discrete': 'false' }, NOW_MS);
    expect(await readClientPreferences(db(), LUCIA)).toEqual({ 'hidden-balances-discrete': 'true' });
    expect((await rows()).map((row) => [row.personId, row.value])).toEqual([
      [LUCIA, 'true'],
      [JAVIER, 'false'],
    ]);
  });

  it('stores nothing for no changes, and answers what is stored', async () => {
    await storeClientPreferences(db(), LUCIA, { 'hidden-balances-discrete': 'true' }, NOW_MS);
    expect(await storeClientPreferences(db(), LUCIA, {}, NOW_MS + 1000)).toEqual({ 'hidden-balances-discrete': 'true' });
    expect((await rows()).map((row) => row.updatedAt)).toEqual([new Date(NOW_MS)]);
  });

  it('ignores a stored row it does not understand (a key it does not know, a value the key may not hold), and keeps answering the API’s shape', async () => {
    await db().query(
      `INSERT INTO client_preferences (person_id, preference, value, updated_at)
       VALUES ($1, 'hidden-balances-discrete', 'maybe', $2), ($1, 'theme', 'dark', $2)`,
      [LUCIA, new Date(NOW_MS)],
    );
    expect(await readClientPreferences(db(), LUCIA)).toEqual({ 'hidden-balances-discrete': 'false' });
    expect(await storeClientPreferences(db(), LUCIA, { 'hidden-balances-discrete': 'true' }, NOW_MS)).toEqual({
      'hidden-balances-discrete': 'true',
    });
    expect((await rows()).map((row) => [row.preference, row.value])).toEqual([
      ['hidden-balances-discrete', 'true'],
      ['theme', 'dark'],
    ]);
  });

  it('lets 20 concurrent stores of one preference all succeed, leaving one row with one of their values', async () => {
    const sent = Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? 'true' : 'false'));
    const answers = await Promise.all(
      sent.map((value) => storeClientPreferences(db(), JAVIER, { 'hidden-balances-discrete': value }, NOW_MS)),
    );
    expect(answers.map((answer) => answer['hidden-balances-discrete'])).toEqual(sent);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(sent).toContain(stored[0]?.value);
  });

  it('refuses, in the table itself, a row for nobody, a malformed key or an empty value', async () => {
    const insert = (personId: string, preference: string, value: string) =>
      db().query('INSERT INTO client_preferences (person_id, preference, value, updated_at) VALUES ($1, $2, $3, $4)', [
        personId,
        preference,
        value,
        new Date(NOW_MS),
      ]);
    await expect(insert('00000000', 'hidden-balances-discrete', 'true')).rejects.toThrow();
    await expect(insert(LUCIA, 'Hidden Balances', 'true')).rejects.toThrow();
    await expect(insert(LUCIA, 'hidden-balances-discrete', '')).rejects.toThrow();
    expect(await rows()).toEqual([]);
  });
});
