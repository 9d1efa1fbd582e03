import { applyMigrations, dropAllTables, type Database } from '../db';
import { addSeededFeatures } from '../means';
import { DEMO_SECTION_MODULE } from './demoSections';
import { SEEDED_FEATURES } from './features';
import { seedDemoLedger } from './demoLedger';
import { seedDemoBills } from './demoBills';
import { seedDemoBankData } from './demoBankData';
import { seedDemoBizum } from './demoBizum';
import { seedDemoCampaigns } from './demoCampaigns';
import { seedDemoOffers } from './demoOffers';
import { seedDemoOverview } from './demoOverview';
import { isDatabaseEmpty, seedDatabase } from './seedDatabase';

/** Options of {@link prepareDatabase}. */
export interface PrepareDatabaseOptions {
  /** Drop every table and seed from scratch. @default false */
  reseed?: boolean | undefined;
  /**
   * The seeding day's time: demo movements and inbox messages are dated back from it, the demo
   * deposit's maturity forward. @default Date.now()
   */
  nowMs?: number | undefined;
}

/** What {@link prepareDatabase} did. */
export interface PreparedDatabase {
  /** Migration versions applied now. */
  migrated: string[];
  /** Whether the demo data was inserted now. */
  seeded: boolean;
}

/**
 * Brings a database to the current schema and seeds it when it holds nobody yet, or, with
 * `reseed`, drops everything first. The demo movements, deposits, joint holders, inbox messages
 * and personal managers are each seeded whenever there are none, so a database seeded before they
 * existed gets them too; so do demo customers and campaigns added since.
 */
export async function prepareDatabase(db: Database, options: PrepareDatabaseOptions = {}): Promise<PreparedDatabase> {
  if (options.reseed === true) await dropAllTables(db);
  const migrated = await applyMigrations(db);
  const seeded = await isDatabaseEmpty(db);
  const nowMs = options.nowMs ?? Date.now();
  // A database seeded before a demo customer existed gets that customer too.
  await seedDatabase(db, nowMs);
  await addSeededFeatures(db, SEEDED_FEATURES, DEMO_SECTION_MODULE);
  await seedDemoLedger(db, nowMs);
  // After the ledger: the direct debits are its "Recibo …" movements.
  await seedDemoBills(db, nowMs);
  await seedDemoOverview(db, nowMs);
  await seedDemoCampaigns(db);
  await seedDemoOffers(db);
  await seedDemoBankData(db, nowMs);
  await seedDemoBizum(db, nowMs);
  return { migrated, seeded };
}
