import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { listProfiles } from '../customers';
import { dropAllTables } from '../db';
import { listActiveFeatures, saveFeature } from '../means';
import { listProducts } from '../products';
import { DEMO_CUSTOMERS } from './demoCustomers';
import { prepareDatabase } from './prepareDatabase';
import { DATABASE_SETUP_TIMEOUT_MS } from '../../test/timeouts';

const MAIN_CUSTOMER_PERSON_ID = '20481736';

describe('seeding', () => {
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

  async function countCustomers(): Promise<number> {
    const { rows } = await database.db.query<{ count: number }>('SELECT count(*)::int AS count FROM customers');
    return rows[0]?.count ?? 0;
  }

  it('migrates and seeds an empty database', async () => {
    expect(await prepareDatabase(database.db)).toEqual({ migrated: ['0001', '0002'], seeded: true });
    expect(await countCustomers()).toBe(DEMO_CUSTOMERS.length);
  });

  it('does not seed a database that already holds customers', async () => {
    await prepareDatabase(database.db);
    expect(await prepareDatabase(database.db)).toEqual({ migrated: [], seeded: false });
    expect(await countCustomers()).toBe(DEMO_CUSTOMERS.length);
  });

  it('reseeds: drops everything, then seeds again', async () => {
    await prepareDatabase(database.db);
    await saveFeature(database.db, { id: 'help', path: 'ayuda', componentId: 'ing-feat-help', module: 'help', title: 'Ayuda' });
    await database.db.query('DELETE FROM accounts');

    expect(await prepareDatabase(database.db, { reseed: true })).toEqual({ migrated: ['0001', '0002'], seeded: true });
    expect((await listActiveFeatures(database.db)).map((feature) => feature.id)).toEqual(['login', 'overall-position', 'page-not-found']);
    const { rows } = await database.db.query<{ count: number }>('SELECT count(*)::int AS count FROM accounts');
    expect(rows[0]?.count).toBeGreaterThan(0);
  });

  it('stores PINs only as scrypt hashes', async () => {
    await prepareDatabase(database.db);
    const { rows } = await database.db.query<{ pinHash: string }>('SELECT pin_hash AS "pinHash" FROM customers');
    for (const { pinHash } of rows) expect(pinHash).toMatch(/^scrypt\$/);
    const pins = DEMO_CUSTOMERS.map((customer) => customer.pin);
    for (const { pinHash } of rows) for (const pin of pins) expect(pinHash).not.toContain(pin);
  });

  it('gives the main customer a default personal profile and a business profile with other products', async () => {
    await prepareDatabase(database.db);
    const profiles = await listProfiles(database.db, MAIN_CUSTOMER_PERSON_ID);
    expect(profiles.map(({ kind, isDefault, displayName }) => ({ kind, isDefault, displayName }))).toEqual([
      { kind: 'personal', isDefault: true, displayName: 'Personal' },
      { kind: 'business', isDefault: false, displayName: 'Martínez Diseño SL' },
    ]);
    expect(new Set(profiles.map((profile) => profile.setId)).size).toBe(2);
    const [personal, business] = await Promise.all(profiles.map((profile) => listProducts(database.db, profile.profileId)));
    const personalIbans = personal?.accounts.map((account) => account.iban) ?? [];
    const businessIbans = business?.accounts.map((account) => account.iban) ?? [];
    expect(personalIbans.length).toBeGreaterThan(0);
    expect(businessIbans.length).toBeGreaterThan(0);
    expect(personalIbans.filter((iban) => businessIbans.includes(iban))).toEqual([]);
  });

  it('seeds login, overall-position and page-not-found, and not help', async () => {
    await prepareDatabase(database.db);
    expect(await listActiveFeatures(database.db)).toEqual([
      { id: 'login', path: 'login', componentId: 'ing-feat-login', module: 'login', title: 'Acceso clientes' },
      {
        id: 'overall-position',
        path: 'posicion-global',
        componentId: 'ing-feat-overall-position',
        module: 'overall-position',
        title: 'Posición global',
      },
      {
        id: 'page-not-found',
        path: 'pagina-no-encontrada',
        componentId: 'ing-feat-page-not-found',
        module: 'page-not-found',
        title: 'Página no encontrada',
      },
    ]);
  });
});
