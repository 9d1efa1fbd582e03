import { describe, expect, it } from 'vitest';
import { useEmptyTestDatabase } from '../../test/testDatabase';
import { listProfiles } from '../customers';
import { listActiveFeatures, saveFeature } from '../means';
import { listProducts } from '../products';
import { DEMO_CUSTOMERS } from './demoCustomers';
import { prepareDatabase } from './prepareDatabase';

const MAIN_CUSTOMER_PERSON_ID = '20481736';
/** The features with a screen of their own; the demo sections follow them in `means`. */
const SCREENS_BUILT = 8;

describe('seeding', () => {
  // Each test starts from an empty schema.
  const db = useEmptyTestDatabase();

  async function countCustomers(): Promise<number> {
    const { rows } = await db().query<{ count: number }>('SELECT count(*)::int AS count FROM customers');
    return rows[0]?.count ?? 0;
  }

  it('migrates and seeds an empty database', async () => {
    expect(await prepareDatabase(db())).toEqual({
      migrated: [
        '0001',
        '0002',
        '0003',
        '0004',
        '0005',
        '0006',
        '0007',
        '0008',
        '0009',
        '0010',
        '0011',
        '0012',
        '0013',
        '0014',
        '0015',
        '0016',
        '0017',
        '0018',
        '0019',
        '0020',
        '0021',
        '0022',
        '0023',
        '0024',
      ],
      seeded: true,
    });
    expect(await countCustomers()).toBe(DEMO_CUSTOMERS.length);
  });

  it('does not seed a database that already holds customers', async () => {
    await prepareDatabase(db());
    expect(await prepareDatabase(db())).toEqual({ migrated: [], seeded: false });
    expect(await countCustomers()).toBe(DEMO_CUSTOMERS.length);
  });

  it('reseeds: drops everything, then seeds again', async () => {
    await prepareDatabase(db());
    await saveFeature(db(), { id: 'help', path: 'ayuda', componentId: 'ing-feat-help', module: 'help', title: 'Ayuda' });
    await db().query('DELETE FROM accounts');

    expect(await prepareDatabase(db(), { reseed: true })).toEqual({
      migrated: [
        '0001',
        '0002',
        '0003',
        '0004',
        '0005',
        '0006',
        '0007',
        '0008',
        '0009',
        '0010',
        '0011',
        '0012',
        '0013',
        '0014',
        '0015',
        '0016',
        '0017',
        '0018',
        '0019',
        '0020',
        '0021',
        '0022',
        '0023',
        '0024',
      ],
      seeded: true,
    });
    expect((await listActiveFeatures(db())).map((feature) => feature.id).slice(0, SCREENS_BUILT)).toEqual([
      'login',
      'overall-position',
      'page-not-found',
      'confirm-pending-operation',
      'pending-ecommerce-operations',
      'personal-area',
      'navigation',
      'offers',
    ]);
    const { rows } = await db().query<{ count: number }>('SELECT count(*)::int AS count FROM accounts');
    expect(rows[0]?.count).toBeGreaterThan(0);
  });

  it('seeds the overview’s extras where they are missing, as after 0011 on a database seeded before it, and only once', async () => {
    const counts = async () => {
      const { rows } = await db().query<Record<string, number | string | null>>(
        `SELECT (SELECT count(*)::integer FROM deposits) AS deposits,
                (SELECT count(*)::integer FROM account_co_holders) AS "coHolders",
                (SELECT count(*)::integer FROM inbox_messages) AS inbox,
                (SELECT count(*)::integer FROM personal_managers) AS managers,
                (SELECT personal_manager_id FROM customers WHERE person_id = '31907254') AS "javierManager"`,
      );
      return rows[0];
    };
    await prepareDatabase(db(), { nowMs: Date.UTC(2026, 0, 15, 9) });
    const seeded = { deposits: 1, coHolders: 1, inbox: 4, managers: 1, javierManager: 'MGR-0001' };
    expect(await counts()).toEqual(seeded);
    await db().exec('DELETE FROM deposits; DELETE FROM account_co_holders; DELETE FROM inbox_messages; DELETE FROM personal_managers;');
    expect(await counts()).toEqual({ deposits: 0, coHolders: 0, inbox: 0, managers: 0, javierManager: null });

    expect(await prepareDatabase(db(), { nowMs: Date.UTC(2026, 1, 20, 9) })).toEqual({ migrated: [], seeded: false });
    expect(await counts()).toEqual(seeded);
    const { rows } = await db().query<{ maturityOn: string }>(`SELECT to_char(maturity_on, 'YYYY-MM-DD') AS "maturityOn" FROM deposits`);
    // Nine months after the day it was seeded: 20 February 2026.
    expect(rows).toEqual([{ maturityOn: '2026-11-20' }]);
    await prepareDatabase(db());
    expect(await counts()).toEqual(seeded);
  });

  it('gives a database seeded before a demo customer existed that customer, with movements and campaigns, and keeps the others as they are', async () => {
    await prepareDatabase(db());
    await db().exec("UPDATE accounts SET balance_cents = 1 WHERE account_id = 'ACC-0001'");
    // As before Elena and Pablo (and campaigns) existed.
    await db().exec("DELETE FROM campaign_communications; DELETE FROM customers WHERE person_id IN ('31597204', '50617283');");
    const counts = async () => {
      const { rows } = await db().query<Record<string, number>>(
        `SELECT (SELECT count(*)::integer FROM customers) AS customers,
                (SELECT count(*)::integer FROM movements WHERE account_id = 'ACC-0011') AS "pabloMovements",
                (SELECT count(*)::integer FROM campaign_communications) AS communications,
                (SELECT balance_cents::integer FROM accounts WHERE account_id = 'ACC-0001') AS "luciaBalance"`,
      );
      return rows[0];
    };
    expect(await counts()).toEqual({ customers: 5, pabloMovements: 0, communications: 0, luciaBalance: 1 });
    expect(await prepareDatabase(db())).toEqual({ migrated: [], seeded: false });
    expect(await counts()).toEqual({ customers: 7, pabloMovements: 8, communications: 9, luciaBalance: 1 });
    await prepareDatabase(db());
    expect(await counts()).toEqual({ customers: 7, pabloMovements: 8, communications: 9, luciaBalance: 1 });
  });

  it('stores PINs only as scrypt hashes', async () => {
    await prepareDatabase(db());
    const { rows } = await db().query<{ pinHash: string }>('SELECT pin_hash AS "pinHash" FROM customers');
    for (const { pinHash } of rows) expect(pinHash).toMatch(/^scrypt\$/);
    const pins = DEMO_CUSTOMERS.map((customer) => customer.pin);
    for (const { pinHash } of rows) for (const pin of pins) expect(pinHash).not.toContain(pin);
  });

  it('gives the main customer a default personal profile and a business profile with other products', async () => {
    await prepareDatabase(db());
    const profiles = await listProfiles(db(), MAIN_CUSTOMER_PERSON_ID);
    expect(profiles.map(({ kind, isDefault, displayName }) => ({ kind, isDefault, displayName }))).toEqual([
      { kind: 'personal', isDefault: true, displayName: 'Personal' },
      { kind: 'business', isDefault: false, displayName: 'Martínez Diseño SL' },
    ]);
    expect(new Set(profiles.map((profile) => profile.setId)).size).toBe(2);
    const [personal, business] = await Promise.all(profiles.map((profile) => listProducts(db(), profile.profileId)));
    const personalIbans = personal?.accounts.map((account) => account.iban) ?? [];
    const businessIbans = business?.accounts.map((account) => account.iban) ?? [];
    expect(personalIbans.length).toBeGreaterThan(0);
    expect(businessIbans.length).toBeGreaterThan(0);
    expect(personalIbans.filter((iban) => businessIbans.includes(iban))).toEqual([]);
  });

  it('seeds login, overall-position, page-not-found, the two pending-operation screens, the personal area, the deep links and the offers, and not help', async () => {
    await prepareDatabase(db());
    expect((await listActiveFeatures(db())).slice(0, SCREENS_BUILT)).toEqual([
      { id: 'login', path: 'login', componentId: 'ing-feat-login', module: 'login', title: 'Acceso clientes', titleEnGb: 'Customer login' },
      {
        id: 'overall-position',
        path: 'posicion-global',
        componentId: 'ing-feat-overall-position',
        module: 'overall-position',
        title: 'Posición global',
        titleEnGb: 'Overview',
      },
      {
        id: 'page-not-found',
        path: 'pagina-no-encontrada',
        componentId: 'ing-feat-page-not-found',
        module: 'page-not-found',
        title: 'Página no encontrada',
        titleEnGb: 'Page not found',
      },
      {
        id: 'confirm-pending-operation',
        path: 'confirmar-operacion',
        componentId: 'ing-feat-confirm-pending-operation',
        module: 'confirm-pending-operation',
        title: 'Confirmar operación',
        titleEnGb: 'Confirm operation',
      },
      {
        id: 'pending-ecommerce-operations',
        path: 'operaciones-pendientes',
        componentId: 'ing-feat-pending-ecommerce-operations',
        module: 'pending-ecommerce-operations',
        title: 'Operaciones pendientes',
        titleEnGb: 'Pending operations',
      },
      {
        id: 'personal-area',
        path: 'area-personal',
        componentId: 'ing-feat-personal-area',
        module: 'personal-area',
        title: 'Área personal',
        titleEnGb: 'Personal area',
      },
      {
        id: 'navigation',
        path: 'deeplinks',
        componentId: 'ing-feat-navigation',
        module: 'deep-links',
        title: 'Enlace directo',
        titleEnGb: 'Deep link',
      },
      {
        id: 'offers',
        path: 'ofertas',
        componentId: 'ing-feat-offers',
        module: 'offers',
        title: 'Ofertas para ti',
        titleEnGb: 'Offers for you',
      },
    ]);
  });

  it('a page seeded as a demo section that now has a screen of its own gets the screen on the next start, same id and path', async () => {
    await prepareDatabase(db());
    await db().query(
      "UPDATE features SET module = 'demo-section', component_id = 'ing-feat-demo', title = 'Demo' WHERE feature_id = 'personal-area'",
    );
    await db().query("UPDATE features SET title = 'Cambiado a mano' WHERE feature_id = 'inbox'");
    await prepareDatabase(db());
    const features = await listActiveFeatures(db());
    expect(features.find((feature) => feature.id === 'personal-area')).toMatchObject({
      path: 'area-personal',
      module: 'personal-area',
      componentId: 'ing-feat-personal-area',
      title: 'Área personal',
    });
    // A demo section stays as it is: only a row on the demo screen whose page got a screen changes.
    expect(features.find((feature) => feature.id === 'inbox')?.title).toBe('Cambiado a mano');
  });

  it('a database seeded before a feature existed gets it on the next start; one the operator switched off stays off', async () => {
    await prepareDatabase(db());
    await db().query("DELETE FROM features WHERE feature_id = 'navigation'");
    await db().query("UPDATE features SET active = false WHERE feature_id = 'personal-area'");
    await prepareDatabase(db());
    const active = (await listActiveFeatures(db())).map((feature) => feature.id);
    expect(active).toContain('navigation');
    expect(active).not.toContain('personal-area');
  });
});
