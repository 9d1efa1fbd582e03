import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useEmptyTestDatabase } from '../../test/testDatabase';
import { dropAllTables } from './dropAllTables';
import { applyMigrations } from './migrate';

describe('migrations', () => {
  // Each test starts from an empty schema.
  const db = useEmptyTestDatabase();

  it('applies the shipped migrations and records them in schema_migrations', async () => {
    expect(await applyMigrations(db())).toEqual([
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
    ]);
    const { rows } = await db().query<{ version: string; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version');
    expect(rows).toEqual([
      { version: '0001', name: 'init' },
      { version: '0002', name: 'inactivity_rules_and_otp' },
      { version: '0003', name: 'refresh_retry' },
      { version: '0004', name: 'monitoring_events' },
      { version: '0005', name: 'login_limits' },
      { version: '0006', name: 'assisted_sessions' },
      { version: '0007', name: 'english_feature_titles' },
      { version: '0008', name: 'movements' },
      { version: '0009', name: 'pending_operations' },
      { version: '0010', name: 'client_preferences' },
      { version: '0011', name: 'overview_products' },
      { version: '0012', name: 'campaigns' },
      { version: '0013', name: 'offers' },
      { version: '0014', name: 'bank_data' },
      { version: '0015', name: 'consent_receipts' },
      { version: '0016', name: 'tracking_events' },
      { version: '0017', name: 'device_risk_profiles' },
      { version: '0018', name: 'sign_up_applications' },
      { version: '0019', name: 'step_up_tickets' },
      { version: '0020', name: 'credit_card_used' },
      { version: '0021', name: 'refresh_arrival' },
      { version: '0022', name: 'card_payments' },
      { version: '0023', name: 'loans_as_products' },
      { version: '0024', name: 'sign_up_without_probing' },
      { version: '0025', name: 'demo_ledger' },
      { version: '0026', name: 'route_kinds' },
      { version: '0027', name: 'anonymous_tokens' },
      { version: '0028', name: 'legal_documents' },
      { version: '0029', name: 'closed_profiles' },
      { version: '0030', name: 'feature_registry' },
      { version: '0031', name: 'transfers' },
      { version: '0032', name: 'bizum' },
      { version: '0033', name: 'bills' },
      { version: '0034', name: 'inbox_folders' },
      { version: '0035', name: 'overdraft_instalments' },
      { version: '0036', name: 'pin_recovery' },
      { version: '0037', name: 'notification_preferences' },
      { version: '0038', name: 'offers_in_english' },
      { version: '0039', name: 'card_controls' },
      { version: '0040', name: 'merchant_country' },
      { version: '0041', name: 'payroll_promotion_reaches_elena' },
    ]);
  });

  it('is idempotent: a second run applies nothing and keeps the data', async () => {
    await applyMigrations(db());
    await db().query("INSERT INTO login_attempts (document, attempted_at, succeeded) VALUES ('X', now(), false)");
    expect(await applyMigrations(db())).toEqual([]);
    const { rows } = await db().query<{ count: number }>('SELECT count(*)::int AS count FROM login_attempts');
    expect(rows[0]?.count).toBe(1);
  });

  it('applies migrations in version order, each only once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-migrations-'));
    try {
      // 0002 depends on 0001: written first, it must still run second.
      await writeFile(join(dir, '0002_add_column.sql'), 'ALTER TABLE things ADD COLUMN label text;');
      await writeFile(join(dir, '0001_things.sql'), 'CREATE TABLE things (id integer PRIMARY KEY);');
      await writeFile(join(dir, 'notes.txt'), 'not a migration');
      expect(await applyMigrations(db(), dir)).toEqual(['0001', '0002']);

      await writeFile(join(dir, '0003_more.sql'), "INSERT INTO things (id, label) VALUES (1, 'uno');");
      expect(await applyMigrations(db(), dir)).toEqual(['0003']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('rolls a failing migration back entirely', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-migrations-'));
    try {
      await writeFile(join(dir, '0001_broken.sql'), 'CREATE TABLE half (id integer); SELECT no_such_function();');
      await expect(applyMigrations(db(), dir)).rejects.toThrow();
      const { rows } = await db().query<{ count: number }>(
        "SELECT count(*)::int AS count FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'half'",
      );
      expect(rows[0]?.count).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('0002 puts the main business profile of a database seeded under 0001 under the 900 s rule, and gives every customer a phone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-migrations-'));
    try {
      await copyFile(fileURLToPath(new URL('./migrations/0001_init.sql', import.meta.url)), join(dir, '0001_init.sql'));
      await applyMigrations(db(), dir);
      await db().exec(`
        INSERT INTO customers VALUES ('20481736', '12345678Z', '1985-03-15', 'x', 'L', 'M', 'G', 'MUJER', 'ES', 'ES', 'ES', 'CUSTOMER', 'NO_AFLNT'),
                                     ('55555555', '55555555K', '1990-01-01', 'x', 'N', 'O', 'P', 'HOMBRE', 'ES', 'ES', 'ES', 'CUSTOMER', 'NO_AFLNT');
        INSERT INTO profiles VALUES ('PRF-20481736-PERS', '20481736', 'S1', 'personal', 'Personal', true, 0),
                                    ('PRF-20481736-EMPR', '20481736', 'S2', 'business', 'Empresa', false, 1);`);
      expect(await applyMigrations(db())).toEqual([
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
      ]);
      const profiles = await db().query<{ profileId: string; rule: number }>(
        'SELECT profile_id AS "profileId", inactivity_rule_s AS rule FROM profiles ORDER BY profile_id',
      );
      expect(profiles.rows).toEqual([
        { profileId: 'PRF-20481736-EMPR', rule: 900 },
        { profileId: 'PRF-20481736-PERS', rule: 300 },
      ]);
      const phones = await db().query<{ phone: string }>('SELECT mobile_phone AS phone FROM customers ORDER BY person_id');
      expect(phones.rows).toEqual([{ phone: '+34612341234' }, { phone: '+34600000000' }]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('0007 names the seeded features in English in a database seeded before it, and leaves other features without', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-migrations-'));
    try {
      for (const file of [
        '0001_init.sql',
        '0002_inactivity_rules_and_otp.sql',
        '0003_refresh_retry.sql',
        '0004_monitoring_events.sql',
        '0005_login_limits.sql',
        '0006_assisted_sessions.sql',
      ]) {
        await copyFile(fileURLToPath(new URL(`./migrations/${file}`, import.meta.url)), join(dir, file));
      }
      await applyMigrations(db(), dir);
      await db().exec(`
        INSERT INTO features (feature_id, path, component_id, module, title) VALUES
          ('login', 'login', 'ing-feat-login', 'login', 'Acceso clientes'),
          ('overall-position', 'posicion-global', 'ing-feat-overall-position', 'overall-position', 'Posición global'),
          ('page-not-found', 'pagina-no-encontrada', 'ing-feat-page-not-found', 'page-not-found', 'Página no encontrada'),
          ('help', 'ayuda', 'ing-feat-help', 'help', 'Ayuda');`);
      expect(await applyMigrations(db())).toEqual([
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
      ]);
      const titles = await db().query<{ id: string; english: string | null }>(
        'SELECT feature_id AS id, title_en AS english FROM features ORDER BY feature_id',
      );
      expect(titles.rows).toEqual([
        { id: 'help', english: null },
        { id: 'login', english: 'Customer login' },
        { id: 'overall-position', english: 'Overview' },
        { id: 'page-not-found', english: 'Page not found' },
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('0011 gives the cards and accounts of a database seeded before it their limits, linked accounts and opening days, every card active', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-migrations-'));
    try {
      for (const file of [
        '0001_init.sql',
        '0002_inactivity_rules_and_otp.sql',
        '0003_refresh_retry.sql',
        '0004_monitoring_events.sql',
        '0005_login_limits.sql',
        '0006_assisted_sessions.sql',
        '0007_english_feature_titles.sql',
        '0008_movements.sql',
        '0009_pending_operations.sql',
        '0010_client_preferences.sql',
      ]) {
        await copyFile(fileURLToPath(new URL(`./migrations/${file}`, import.meta.url)), join(dir, file));
      }
      await applyMigrations(db(), dir);
      await db().exec(`
        INSERT INTO customers VALUES ('20481736', '12345678Z', '1985-03-15', 'x', 'Lucía', 'Martínez', 'García', 'MUJER', 'ES', 'ES', 'ES',
                                      'CUSTOMER', 'NO_AFLNT', '+34612341234');
        INSERT INTO profiles VALUES ('PRF-20481736-PERS', '20481736', 'S1', 'personal', 'Personal', true, 0, 300),
                                    ('PRF-20481736-EMPR', '20481736', 'S2', 'business', 'Empresa', false, 1, 900);
        INSERT INTO accounts VALUES ('ACC-0001', 'PRF-20481736-PERS', 'Nómina', 'ES0000000000000000000001', 'current', 100, 'EUR', 0),
                                    ('ACC-0003', 'PRF-20481736-EMPR', 'Negocios', 'ES0000000000000000000003', 'business', 100, 'EUR', 0),
                                    ('ACC-0100', 'PRF-20481736-PERS', 'Otra', 'ES0000000000000000000100', 'savings', 100, 'EUR', 1);
        INSERT INTO cards VALUES ('CRD-0001', 'PRF-20481736-PERS', 'Débito', 'VISA', 'debit', '4821', 100, 'EUR', 0),
                                 ('CRD-0002', 'PRF-20481736-PERS', 'Crédito', 'MASTERCARD', 'credit', '7310', 100, 'EUR', 1),
                                 ('CRD-0003', 'PRF-20481736-EMPR', 'Business', 'VISA', 'credit', '5502', 100, 'EUR', 0),
                                 ('CRD-0004', 'PRF-20481736-PERS', 'Oro', 'MASTERCARD', 'credit', '9034', 100, 'EUR', 2);
        INSERT INTO sessions (session_hash, person_id, xsrf_hash, created_at, last_seen_at) VALUES ('s1', '20481736', 'x', now(), now());`);
      expect(await applyMigrations(db())).toEqual([
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
      ]);
      const cards = await db().query<{ id: string; status: string; limitCents: string | null; linked: string | null }>(
        `SELECT card_id AS id, status, limit_cents::text AS "limitCents", linked_account_id AS linked FROM cards ORDER BY card_id`,
      );
      expect(cards.rows).toEqual([
        { id: 'CRD-0001', status: 'active', limitCents: null, linked: 'ACC-0001' },
        { id: 'CRD-0002', status: 'active', limitCents: '300000', linked: 'ACC-0001' },
        { id: 'CRD-0003', status: 'active', limitCents: '1000000', linked: 'ACC-0003' },
        // Its demo account (ACC-0005, Javier's) is not in this database: no link rather than a wrong one.
        { id: 'CRD-0004', status: 'active', limitCents: '3000000', linked: null },
      ]);
      const accounts = await db().query<{ id: string; openedOn: string; today: boolean }>(
        `SELECT account_id AS id, to_char(opened_on, 'YYYY-MM-DD') AS "openedOn", opened_on = CURRENT_DATE AS today
           FROM accounts ORDER BY account_id`,
      );
      expect(accounts.rows).toEqual([
        { id: 'ACC-0001', openedOn: '2014-03-10', today: false },
        { id: 'ACC-0003', openedOn: '2019-02-18', today: false },
        { id: 'ACC-0100', openedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown, today: true },
      ]);
      const sessions = await db().query<{ numbered: boolean }>('SELECT login_seq IS NOT NULL AS numbered FROM sessions');
      expect(sessions.rows).toEqual([{ numbered: true }]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('0020 keeps what a credit card has used (its limit less what was available) and stores no available amount any more (issue 38 §2)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-migrations-'));
    try {
      const shipped = (await readdir(fileURLToPath(new URL('./migrations/', import.meta.url)))).filter((file) => file < '0020');
      for (const file of shipped) await copyFile(fileURLToPath(new URL(`./migrations/${file}`, import.meta.url)), join(dir, file));
      await applyMigrations(db(), dir);
      await db().exec(`
        INSERT INTO customers VALUES ('20481736', '12345678Z', '1985-03-15', 'x', 'Lucía', 'Martínez', 'García', 'MUJER', 'ES', 'ES', 'ES',
                                      'CUSTOMER', 'NO_AFLNT', '+34612341234');
        INSERT INTO profiles (profile_id, person_id, set_id, kind, display_name, is_default, position)
             VALUES ('PRF-20481736-PERS', '20481736', 'S1', 'personal', 'Personal', true, 0);
        INSERT INTO cards (card_id, profile_id, alias, brand, kind, pan_last4, available_cents, currency, position, limit_cents)
             VALUES ('CRD-0001', 'PRF-20481736-PERS', 'Débito', 'VISA', 'debit', '4821', 234567, 'EUR', 0, NULL),
                    ('CRD-0002', 'PRF-20481736-PERS', 'Crédito', 'MASTERCARD', 'credit', '7310', 180000, 'EUR', 1, 300000);`);
      expect(await applyMigrations(db())).toEqual([
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
      ]);
      const cards = await db().query<{ id: string; used: string | null }>(
        'SELECT card_id AS id, credit_used_cents::text AS used FROM cards ORDER BY card_id',
      );
      expect(cards.rows).toEqual([
        { id: 'CRD-0001', used: null },
        { id: 'CRD-0002', used: '120000' },
      ]);
      const columns = await db().query(
        "SELECT 1 FROM information_schema.columns WHERE table_name = 'cards' AND column_name = 'available_cents'",
      );
      expect(columns.rows).toEqual([]);
      await expect(db().exec("UPDATE cards SET limit_cents = 100000 WHERE card_id = 'CRD-0002'")).rejects.toThrow(
        /cards_credit_used_within_limit/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('drops every table of the current schema, migrations record included', async () => {
    await applyMigrations(db());
    await dropAllTables(db());
    const { rows } = await db().query<{ count: number }>(
      'SELECT count(*)::int AS count FROM pg_tables WHERE schemaname = current_schema()',
    );
    expect(rows[0]?.count).toBe(0);
  });
});
