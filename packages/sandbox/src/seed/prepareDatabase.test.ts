import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moneyInvariantBreaches } from '../../test/moneyInvariants';
import { useEmptyTestDatabase } from '../../test/testDatabase';
import { applyMigrations } from '../db';
import { listProfiles } from '../customers';
import { listActiveFeatures, saveFeature } from '../means';
import { listProducts } from '../products';
import { DEMO_CUSTOMERS } from './demoCustomers';
import { demoLedger } from './demoLedger';
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
        '0025',
        '0026',
        '0027',
        '0028',
        '0029',
        '0030',
        '0031',
        '0032',
        '0033',
        '0034',
        '0035',
        '0036',
        '0037',
        '0038',
        '0039',
        '0040',
        '0041',
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
        '0025',
        '0026',
        '0027',
        '0028',
        '0029',
        '0030',
        '0031',
        '0032',
        '0033',
        '0034',
        '0035',
        '0036',
        '0037',
        '0038',
        '0039',
        '0040',
        '0041',
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
    const seeded = { deposits: 2, coHolders: 1, inbox: 14, managers: 1, javierManager: 'MGR-0001' };
    expect(await counts()).toEqual(seeded);
    await db().exec('DELETE FROM deposits; DELETE FROM account_co_holders; DELETE FROM inbox_messages; DELETE FROM personal_managers;');
    expect(await counts()).toEqual({ deposits: 0, coHolders: 0, inbox: 0, managers: 0, javierManager: null });

    expect(await prepareDatabase(db(), { nowMs: Date.UTC(2026, 1, 20, 9) })).toEqual({ migrated: [], seeded: false });
    expect(await counts()).toEqual(seeded);
    const { rows } = await db().query<{ maturityOn: string }>(
      `SELECT to_char(maturity_on, 'YYYY-MM-DD') AS "maturityOn" FROM deposits ORDER BY deposit_id`,
    );
    // Nine and eleven months after the day they were seeded: 20 February 2026.
    expect(rows).toEqual([{ maturityOn: '2026-11-20' }, { maturityOn: '2027-01-20' }]);
    await prepareDatabase(db());
    expect(await counts()).toEqual(seeded);
  });

  it('gives a database seeded before a demo customer existed that customer, with movements and campaigns, and keeps the others as they are', async () => {
    const nowMs = Date.UTC(2026, 10, 23, 10);
    const pablosYear = demoLedger(nowMs).movements.filter((movement) => movement.accountId === 'ACC-0011').length;
    expect(pablosYear).toBeGreaterThan(100);
    await prepareDatabase(db(), { nowMs });
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
    expect(await prepareDatabase(db(), { nowMs })).toEqual({ migrated: [], seeded: false });
    expect(await counts()).toEqual({ customers: 7, pabloMovements: pablosYear, communications: 10, luciaBalance: 1 });
    await prepareDatabase(db(), { nowMs: nowMs + 86_400_000 });
    expect(await counts()).toEqual({ customers: 7, pabloMovements: pablosYear, communications: 10, luciaBalance: 1 });
  });

  it('0035 gives Pablo his Cuenta Naranja in a database seeded before it, with its year of movements, the ledger whole, and takes his page off the demo screen', async () => {
    const nowMs = Date.UTC(2026, 10, 23, 10);
    await prepareDatabase(db(), { nowMs });
    // As before 0035: no savings account, the campaign's page a demo section.
    await db().exec(`
      DELETE FROM accounts WHERE account_id = 'ACC-0012';
      INSERT INTO features (feature_id, path, component_id, module, title, title_en)
           VALUES ('solution-selling-digital-fallbacks', 'solution-selling-digital-fallbacks', 'ing-feat-solution-selling-digital-fallbacks',
                   'demo-section', 'Soluciones para ti', 'Solutions for you');
      DROP TABLE overdraft_instalment_plans;
      ALTER TABLE loans DROP COLUMN purpose;
      DELETE FROM schema_migrations WHERE version = '0035';`);
    expect(await prepareDatabase(db(), { nowMs })).toEqual({ migrated: ['0035'], seeded: false });
    const accounts = await db().query(
      `SELECT account_id AS id, alias, iban, account_type AS type, balance_cents::integer AS cents FROM accounts
        WHERE profile_id = 'PRF-50617283-PERS' ORDER BY position`,
    );
    expect(accounts.rows).toEqual([
      { id: 'ACC-0011', alias: 'Cuenta NÓMINA', iban: 'ES0614650100980050617283', type: 'current', cents: -35_020 },
      { id: 'ACC-0012', alias: 'Cuenta Naranja', iban: 'ES1114650100960050617291', type: 'savings', cents: 20_000 },
    ]);
    const year = await db().query<{ count: number }>(`SELECT count(*)::integer AS count FROM movements WHERE account_id = 'ACC-0012'`);
    expect(year.rows[0]?.count).toBe(demoLedger(nowMs).movements.filter((movement) => movement.accountId === 'ACC-0012').length);
    expect(year.rows[0]?.count).toBeGreaterThan(12);
    expect(await moneyInvariantBreaches(db())).toEqual([]);
    const page = await db().query(`SELECT module FROM features WHERE feature_id = 'solution-selling-digital-fallbacks'`);
    expect(page.rows).toEqual([]);
  });

  it('§7: brings a database seeded before the ledger to it: Javier’s deposit becomes a deposit, the template movements give way to each customer’s year, a payment made since stays, and every figure agrees', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-migrations-'));
    try {
      const shipped = (await readdir(fileURLToPath(new URL('../db/migrations/', import.meta.url)))).filter((file) => file < '0025');
      for (const file of shipped) await copyFile(fileURLToPath(new URL(`../db/migrations/${file}`, import.meta.url)), join(dir, file));
      await applyMigrations(db(), dir);
      await db().exec(`
        INSERT INTO customers (person_id, document, birth_date, pin_hash, name, first_surname, second_surname, gender_desc, nationality,
                               native_country, fiscal_residence, identity_kind, affluent_level, mobile_phone)
             VALUES ('31907254', '87654321X', '1970-11-02', 'x', 'Javier', 'Ortega', 'Ruiz', 'HOMBRE', 'ES', 'ES', 'ES', 'CUSTOMER',
                     'AFLNT_HIGH', '+34687655678');
        INSERT INTO profiles (profile_id, person_id, set_id, kind, display_name, is_default, position)
             VALUES ('PRF-31907254-PERS', '31907254', 'SET-PERS-0002', 'personal', 'Personal', true, 0);
        INSERT INTO accounts (account_id, profile_id, alias, iban, account_type, balance_cents, currency, position)
             VALUES ('ACC-0005', 'PRF-31907254-PERS', 'Cuenta NÓMINA', 'ES1800490100150031907254', 'current', 4821015, 'EUR', 0),
                    ('ACC-0006', 'PRF-31907254-PERS', 'Cuenta Naranja', 'ES1800490100150031907262', 'savings', 125000000, 'EUR', 1),
                    ('ACC-0007', 'PRF-31907254-PERS', 'Depósito Naranja', 'ES1800490100150031907270', 'savings', 35000000, 'EUR', 2);
        INSERT INTO cards (card_id, profile_id, alias, brand, kind, pan_last4, currency, position, limit_cents, credit_used_cents,
                           linked_account_id)
             VALUES ('CRD-0004', 'PRF-31907254-PERS', 'Tarjeta Oro', 'MASTERCARD', 'credit', '9034', 'EUR', 0, 3000000, 500000, 'ACC-0005'),
                    ('CRD-0005', 'PRF-31907254-PERS', 'Tarjeta Débito', 'VISA', 'debit', '1177', 'EUR', 1, NULL, NULL, 'ACC-0005');
        INSERT INTO movements (movement_id, account_id, card_id, booked_on, concept, amount_cents)
             VALUES ('MOV-ACC-0005-01', 'ACC-0005', NULL, '2026-11-20', 'Compra Mercadona Madrid', -6435),
                    ('MOV-ACC-0007-01', 'ACC-0007', NULL, '2026-11-21', 'Bizum de Ana García', 2500),
                    ('MOV-CRD-0005-01', NULL, 'CRD-0005', '2026-11-20', 'Amazon EU', -2399),
                    ('MOV-PAY-5b0e', 'ACC-0005', 'CRD-0005', '2026-11-22', 'Compra en MediaMarkt', -2000);`);
      const nowMs = Date.UTC(2026, 10, 23, 10);
      await prepareDatabase(db(), { nowMs });

      const deposits = await db().query(`SELECT deposit_id AS id, profile_id AS "profileId", balance_cents::text AS cents FROM deposits
                                          WHERE deposit_id = 'DEP-0002'`);
      expect(deposits.rows).toEqual([{ id: 'DEP-0002', profileId: 'PRF-31907254-PERS', cents: '35000000' }]);
      const javiersAccounts = await db().query(`SELECT account_id AS id, balance_cents::text AS cents FROM accounts
                                                 WHERE profile_id = 'PRF-31907254-PERS' ORDER BY account_id`);
      expect(javiersAccounts.rows).toEqual([
        { id: 'ACC-0005', cents: '4821015' },
        { id: 'ACC-0006', cents: '125000000' },
      ]);
      const templates = await db().query(
        `SELECT movement_id FROM movements WHERE movement_id IN ('MOV-ACC-0005-01', 'MOV-ACC-0007-01', 'MOV-CRD-0005-01')`,
      );
      expect(templates.rows).toEqual([]);
      const kept = await db().query(`SELECT concept FROM movements WHERE movement_id = 'MOV-PAY-5b0e'`);
      expect(kept.rows).toEqual([{ concept: 'Compra en MediaMarkt' }]);
      const year = await db().query<{ count: number }>(`SELECT count(*)::integer AS count FROM movements WHERE account_id = 'ACC-0005'`);
      expect(year.rows[0]?.count).toBe(demoLedger(nowMs).movements.filter((movement) => movement.accountId === 'ACC-0005').length + 1);
      expect(await moneyInvariantBreaches(db())).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
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

  it('seeds login, overall-position, page-not-found, the two pending-operation screens, the personal area, the deep links and the offers', async () => {
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
        // shell.md §2.1.2: a lazy-import route from the configuration.
        route: { kind: 'lazy' },
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
        // shell.md §3.8 "Route entity": conditions.
        route: { kind: 'feature', conditions: [{ flag: 'enable-pending-operation' }] },
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
    await db().query("UPDATE features SET title = 'Cambiado a mano' WHERE feature_id = 'mortgage'");
    await prepareDatabase(db());
    const features = await listActiveFeatures(db());
    expect(features.find((feature) => feature.id === 'personal-area')).toMatchObject({
      path: 'area-personal',
      module: 'personal-area',
      componentId: 'ing-feat-personal-area',
      title: 'Área personal',
    });
    // A demo section stays as it is: only a row on the demo screen whose page got a screen changes.
    expect(features.find((feature) => feature.id === 'mortgage')?.title).toBe('Cambiado a mano');
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

  it('gives the seeded features stored before routes had kinds (migration 0026) their route kind on the next start, and leaves one set by hand as it is', async () => {
    await prepareDatabase(db());
    await db().query("UPDATE features SET route = NULL WHERE feature_id IN ('fund-prices', 'page-not-found')");
    await db().query(`UPDATE features SET route = '{"kind":"lazy"}' WHERE feature_id = 'exchange-rates'`);
    await prepareDatabase(db());
    const routes = new Map((await listActiveFeatures(db())).map((feature) => [feature.id, feature.route]));
    expect(routes.get('page-not-found')).toEqual({ kind: 'lazy' });
    expect(routes.get('fund-prices')).toEqual({
      kind: 'remote-module',
      tagName: 'bank-fund-prices',
      className: 'fund-prices',
      scopedElements: { 'bank-figure': { module: 'fund-prices', export: 'ReturnFigure' } },
    });
    expect(routes.get('exchange-rates')).toEqual({ kind: 'lazy' });
  });
});
