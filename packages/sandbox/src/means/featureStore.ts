import type { Queryable } from '../db';
import type { FeatureDefinition } from './types';

/** The active features, in the order they were added. */
export async function listActiveFeatures(db: Queryable): Promise<FeatureDefinition[]> {
  const { rows } = await db.query<FeatureDefinition>(
    `SELECT feature_id AS id, path, component_id AS "componentId", module, title, title_en AS "titleEnGb", route
       FROM features WHERE active ORDER BY position`,
  );
  // A feature route has no options: it is listed without them.
  return rows.map(({ route, ...feature }) => (route ? { ...feature, route } : feature));
}

/** A feature's row, added: the values are {@link featureValues}. */
const INSERT_FEATURE = `INSERT INTO features (feature_id, path, component_id, module, title, title_en, route, active)
     VALUES ($1, $2, $3, $4, $5, $6, $7, true)`;

const featureValues = (feature: FeatureDefinition) => [
  feature.id,
  feature.path,
  feature.componentId,
  feature.module,
  feature.title,
  feature.titleEnGb ?? null,
  feature.route ? JSON.stringify(feature.route) : null,
];

/**
 * Adds a feature, or replaces the one with the same id (so that adding it twice is harmless).
 * A path already taken by another feature violates the table's unique constraint.
 */
export async function saveFeature(db: Queryable, feature: FeatureDefinition): Promise<void> {
  await db.query(
    `${INSERT_FEATURE}
     ON CONFLICT (feature_id) DO UPDATE
       SET path = EXCLUDED.path, component_id = EXCLUDED.component_id, module = EXCLUDED.module,
           title = EXCLUDED.title, title_en = EXCLUDED.title_en, route = EXCLUDED.route, active = true`,
    featureValues(feature),
  );
}

/**
 * Brings seeded features into a database seeded before them, reading the table once. A feature
 * the table lacks (by id and by path) is added. One still served by `placeholderModule` whose
 * seeded definition now has a module of its own takes that module, under the same id and path. One
 * stored without a route kind whose seeded definition has one takes it (migration 0026).
 * Anything else stays as it is: what the operator changed or switched off keeps their choice.
 */
export async function addSeededFeatures(db: Queryable, features: readonly FeatureDefinition[], placeholderModule: string): Promise<void> {
  const { rows } = await db.query<{ id: string; path: string; module: string; route: unknown }>(
    'SELECT feature_id AS id, path, module, route FROM features',
  );
  const stored = new Map(rows.map((row) => [row.id, row]));
  const takenPaths = new Set(rows.map((row) => row.path));
  for (const feature of features) {
    const row = stored.get(feature.id);
    if (row === undefined) {
      if (!takenPaths.has(feature.path)) await db.query(`${INSERT_FEATURE} ON CONFLICT DO NOTHING`, featureValues(feature));
    } else if (row.module === placeholderModule && feature.module !== placeholderModule) {
      await db.query(
        `UPDATE features SET component_id = $2, module = $3, title = $4, title_en = $5
          WHERE feature_id = $1 AND module = $6`,
        [feature.id, feature.componentId, feature.module, feature.title, feature.titleEnGb ?? null, placeholderModule],
      );
    }
    // A route kind the seed gives a feature stored before routes had kinds (migration 0026).
    if (row !== undefined && row.route === null && feature.route && (row.module === feature.module || row.module === placeholderModule)) {
      await db.query('UPDATE features SET route = $2 WHERE feature_id = $1 AND route IS NULL', [feature.id, JSON.stringify(feature.route)]);
    }
  }
}

/** Whether another feature already routes `path`. */
export async function isPathTakenByAnotherFeature(db: Queryable, feature: FeatureDefinition): Promise<boolean> {
  const { rows } = await db.query<{ taken: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM features WHERE path = $1 AND feature_id <> $2) AS taken',
    [feature.path, feature.id],
  );
  return rows[0]?.taken === true;
}
