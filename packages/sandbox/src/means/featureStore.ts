import type { Queryable } from '../db';
import type { FeatureDefinition } from './types';

/** The active features, in the order they were added. */
export async function listActiveFeatures(db: Queryable): Promise<FeatureDefinition[]> {
  const { rows } = await db.query<FeatureDefinition>(
    `SELECT feature_id AS id, path, component_id AS "componentId", module, title, title_en AS "titleEnGb"
       FROM features WHERE active ORDER BY position`,
  );
  return rows;
}

/**
 * Adds a feature, or replaces the one with the same id (so that adding it twice is harmless).
 * A path already taken by another feature violates the table's unique constraint.
 */
export async function saveFeature(db: Queryable, feature: FeatureDefinition): Promise<void> {
  await db.query(
    `INSERT INTO features (feature_id, path, component_id, module, title, title_en, active)
     VALUES ($1, $2, $3, $4, $5, $6, true)
     ON CONFLICT (feature_id) DO UPDATE
       SET path = EXCLUDED.path, component_id = EXCLUDED.component_id, module = EXCLUDED.module,
           title = EXCLUDED.title, title_en = EXCLUDED.title_en, active = true`,
    [feature.id, feature.path, feature.componentId, feature.module, feature.title, feature.titleEnGb ?? null],
  );
}

/**
 * Adds a feature unless its id or its path is already in the table: a database seeded before the
 * feature existed gets it, and one whose operator changed or switched it off keeps their choice.
 */
export async function addFeatureIfMissing(db: Queryable, feature: FeatureDefinition): Promise<void> {
  await db.query(
    `INSERT INTO features (feature_id, path, component_id, module, title, title_en, active)
     VALUES ($1, $2, $3, $4, $5, $6, true)
     ON CONFLICT DO NOTHING`,
    [feature.id, feature.path, feature.componentId, feature.module, feature.title, feature.titleEnGb ?? null],
  );
}

/** Whether another feature already routes `path`. */
export async function isPathTakenByAnotherFeature(db: Queryable, feature: FeatureDefinition): Promise<boolean> {
  const { rows } = await db.query<{ taken: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM features WHERE path = $1 AND feature_id <> $2) AS taken',
    [feature.path, feature.id],
  );
  return rows[0]?.taken === true;
}
