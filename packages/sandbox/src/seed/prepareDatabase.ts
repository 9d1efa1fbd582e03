import { applyMigrations, dropAllTables, type Database } from '../db';
import { addFeatureIfMissing } from '../means';
import { DEMO_SECTION_MODULE } from './demoSections';
import { SEEDED_FEATURES } from './features';
import { seedDemoMovements } from './demoMovements';
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
 * existed gets them too.
 */
export async function prepareDatabase(db: Database, options: PrepareDatabaseOptions = {}): Promise<PreparedDatabase> {
  if (options.reseed === true) await dropAllTables(db);
  const migrated = await applyMigrations(db);
  const seeded = await isDatabaseEmpty(db);
  if (seeded) await seedDatabase(db);
  for (const feature of SEEDED_FEATURES) {
    if (feature.module !== DEMO_SECTION_MODULE) await replaceDemoSection(db, feature);
    await addFeatureIfMissing(db, feature);
  }
  const nowMs = options.nowMs ?? Date.now();
  await seedDemoMovements(db, nowMs);
  await seedDemoOverview(db, nowMs);
  return { migrated, seeded };
}

/**
 * A page that now has a screen of its own: a database seeded while it was a demo section gets the
 * screen, under the same id and path. Only a row still on the demo screen changes.
 */
async function replaceDemoSection(db: Database, feature: (typeof SEEDED_FEATURES)[number]): Promise<void> {
  await db.query(
    `UPDATE features SET component_id = $2, module = $3, title = $4, title_en = $5
      WHERE feature_id = $1 AND module = $6`,
    [feature.id, feature.componentId, feature.module, feature.title, feature.titleEnGb ?? null, DEMO_SECTION_MODULE],
  );
}
