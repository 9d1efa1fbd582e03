import type { Queryable } from '../db';
import type { FeatureDefinition, PublishedVersion } from './types';

/** The active features, in the order they were added. */
export async function listActiveFeatures(db: Queryable): Promise<FeatureDefinition[]> {
  const { rows } = await db.query<FeatureDefinition & { published: PublishedVersion | null }>(
    `SELECT f.feature_id AS id, f.path, f.component_id AS "componentId", f.module, f.title, f.title_en AS "titleEnGb", f.route,
            CASE WHEN v.version IS NULL THEN NULL
                 ELSE json_build_object('version', v.version, 'entry', v.entry, 'integrity', v.integrity, 'styles', v.styles, 'imports', v.imports)
            END AS published
       FROM features f
       LEFT JOIN feature_versions v ON v.feature_id = f.feature_id AND v.version = f.current_version
      WHERE f.active ORDER BY f.position`,
  );
  // A feature route has no options, and a feature of the features folder no published version:
  // each is listed without the field.
  return rows.map(({ route, published, ...feature }) => ({ ...feature, ...(route ? { route } : {}), ...(published ? { published } : {}) }));
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
