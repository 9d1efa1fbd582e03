import type { Database, Queryable } from '../db';
import { randomToken, sha256Hex } from '../crypto';
import type { CheckedPublication } from './publication';

/** A team that publishes features. */
export interface PublishTeam {
  teamId: string;
  name: string;
}

/** The team every sandbox has, whose key `npm start` prints. */
export const DEMO_TEAM: PublishTeam = { teamId: 'demo', name: 'Demo team' };

/** A publish key: random, shown once, kept only as its hash. */
export function createPublishKey(): string {
  return `bsk_${randomToken()}`;
}

/** Gives a team a new key (creating the team if need be), replacing any key it had. */
export async function setTeamKey(db: Queryable, team: PublishTeam, key: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO publish_teams (team_id, name, key_hash, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (team_id) DO UPDATE SET name = EXCLUDED.name, key_hash = EXCLUDED.key_hash`,
    [team.teamId, team.name, sha256Hex(key), now],
  );
}

/** The team whose key this is; `undefined` for any other string. */
export async function findTeamByKey(db: Queryable, key: string): Promise<PublishTeam | undefined> {
  const { rows } = await db.query<PublishTeam>('SELECT team_id AS "teamId", name FROM publish_teams WHERE key_hash = $1', [sha256Hex(key)]);
  return rows[0];
}

/** Why the registry refuses to store or switch a version. */
export type RegistryRefusal =
  | { code: 'feature_of_another_team'; message: string }
  | { code: 'path_taken'; message: string }
  | { code: 'version_exists'; message: string }
  | { code: 'version_not_found'; message: string }
  | { code: 'no_previous_version'; message: string }
  | { code: 'feature_not_found'; message: string };

type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: RegistryRefusal };

/** A version as the registry lists it. */
export interface VersionSummary {
  version: string;
  current: boolean;
  path: string;
  entry: string;
  integrity: string;
  sizeBytes: number;
  publishedBy: string;
  publishedAt: string;
}

/** What a version declared, which the feature's row takes while the version is current. */
interface VersionDefinition {
  route: CheckedPublication['route'];
  title: CheckedPublication['title'];
}

/**
 * Who may publish `featureId` and on `path`: the team that owns the feature (any team, for a new
 * one), on a path no other feature routes. The feature's row is locked until the transaction ends,
 * so two publications of one feature are decided one after the other.
 */
async function claim(tx: Queryable, team: PublishTeam, featureId: string, path: string): Promise<RegistryRefusal | undefined> {
  const { rows } = await tx.query<{ teamId: string | null }>('SELECT team_id AS "teamId" FROM features WHERE feature_id = $1 FOR UPDATE', [
    featureId,
  ]);
  const owner = rows[0];
  if (owner !== undefined && owner.teamId !== team.teamId) {
    return { code: 'feature_of_another_team', message: `La feature ${featureId} es de otro equipo.` };
  }
  const taken = await tx.query<{ featureId: string }>(
    'SELECT feature_id AS "featureId" FROM features WHERE path = $1 AND feature_id <> $2',
    [path, featureId],
  );
  const holder = taken.rows[0];
  if (holder !== undefined) return { code: 'path_taken', message: `La ruta #/${path} ya es de la feature ${holder.featureId}.` };
  return undefined;
}

/** Makes `version` the one customers get: the feature's row takes its route and titles. */
async function makeCurrent(
  tx: Queryable,
  team: PublishTeam,
  featureId: string,
  version: string,
  definition: VersionDefinition,
): Promise<void> {
  const { path, kind, ...options } = definition.route;
  // A plain feature route is stored without a kind, as the seeded ones are.
  const route = kind === 'feature' && Object.keys(options).length === 0 ? null : JSON.stringify({ kind, ...options });
  await tx.query(
    `INSERT INTO features (feature_id, path, component_id, module, title, title_en, route, active, team_id, current_version)
     VALUES ($1, $2, $3, $1, $4, $5, $6, true, $7, $8)
     ON CONFLICT (feature_id) DO UPDATE
       SET path = EXCLUDED.path, title = EXCLUDED.title, title_en = EXCLUDED.title_en, route = EXCLUDED.route,
           active = true, current_version = EXCLUDED.current_version`,
    [featureId, path, `ing-feat-${featureId}`, definition.title['es-ES'], definition.title['en-GB'], route, team.teamId, version],
  );
}

/**
 * Stores a checked publication as a new version of `featureId` and makes it current, in one
 * transaction: a version already published is never replaced (`version_exists`).
 */
export async function publishVersion(
  db: Database,
  team: PublishTeam,
  featureId: string,
  publication: CheckedPublication,
  now: Date,
): Promise<Outcome<VersionSummary>> {
  return db.transaction(async (tx) => {
    const refusal = await claim(tx, team, featureId, publication.route.path);
    if (refusal !== undefined) return { ok: false, refusal };
    const existing = await tx.query('SELECT 1 FROM feature_versions WHERE feature_id = $1 AND version = $2', [
      featureId,
      publication.version,
    ]);
    if (existing.rows.length > 0) {
      return {
        ok: false,
        refusal: {
          code: 'version_exists',
          message: `La versión ${publication.version} de ${featureId} ya está publicada: sube "version" en package.json.`,
        },
      };
    }
    const definition: VersionDefinition = { route: publication.route, title: publication.title };
    // The feature's row first: a new feature's versions refer to it.
    await makeCurrent(tx, team, featureId, publication.version, definition);
    await tx.query(
      `INSERT INTO feature_versions (feature_id, version, definition, entry, integrity, styles, imports, size_bytes, published_by, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        featureId,
        publication.version,
        JSON.stringify(definition),
        publication.entry,
        publication.integrity,
        JSON.stringify(publication.styles),
        JSON.stringify(publication.imports),
        publication.sizeBytes,
        team.teamId,
        now,
      ],
    );
    for (const file of publication.files) {
      await tx.query('INSERT INTO feature_files (feature_id, version, name, integrity, content, brotli) VALUES ($1, $2, $3, $4, $5, $6)', [
        featureId,
        publication.version,
        file.name,
        file.integrity,
        file.content,
        file.brotli,
      ]);
    }
    const [summary] = await listVersions(tx, featureId, publication.version);
    if (summary === undefined) throw new Error(`Version ${publication.version} of ${featureId} vanished in its own transaction`);
    return { ok: true, value: summary };
  });
}

/**
 * Puts a kept version back (issue 40 §2, `feature:rollback`): the one named, or else the one
 * published before the current one.
 */
export async function rollBack(
  db: Database,
  team: PublishTeam,
  featureId: string,
  version: string | undefined,
): Promise<Outcome<VersionSummary>> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ teamId: string | null; current: string | null }>(
      'SELECT team_id AS "teamId", current_version AS current FROM features WHERE feature_id = $1 FOR UPDATE',
      [featureId],
    );
    const feature = rows[0];
    if (feature === undefined)
      return { ok: false, refusal: { code: 'feature_not_found', message: `No hay ninguna feature ${featureId}.` } };
    if (feature.teamId !== team.teamId) {
      return { ok: false, refusal: { code: 'feature_of_another_team', message: `La feature ${featureId} es de otro equipo.` } };
    }
    const versions = await tx.query<{ version: string; definition: VersionDefinition }>(
      'SELECT version, definition FROM feature_versions WHERE feature_id = $1 ORDER BY seq DESC',
      [featureId],
    );
    const currentIndex = versions.rows.findIndex((row) => row.version === feature.current);
    const target = version === undefined ? versions.rows[currentIndex + 1] : versions.rows.find((row) => row.version === version);
    if (target === undefined) {
      return {
        ok: false,
        refusal:
          version === undefined
            ? { code: 'no_previous_version', message: `${featureId} no tiene una versión anterior a la ${feature.current ?? ''}.` }
            : { code: 'version_not_found', message: `${featureId} no tiene la versión ${version}.` },
      };
    }
    const refusal = await claim(tx, team, featureId, target.definition.route.path);
    if (refusal !== undefined) return { ok: false, refusal };
    await makeCurrent(tx, team, featureId, target.version, target.definition);
    const [summary] = await listVersions(tx, featureId, target.version);
    if (summary === undefined) throw new Error(`Version ${target.version} of ${featureId} vanished in its own transaction`);
    return { ok: true, value: summary };
  });
}

/** The versions of a feature, newest first (or only `version`). */
export async function listVersions(db: Queryable, featureId: string, version?: string): Promise<VersionSummary[]> {
  const { rows } = await db.query<Omit<VersionSummary, 'publishedAt'> & { publishedAt: Date }>(
    `SELECT v.version, v.version = f.current_version AS current, v.definition -> 'route' ->> 'path' AS path, v.entry, v.integrity,
            v.size_bytes AS "sizeBytes", v.published_by AS "publishedBy", v.published_at AS "publishedAt"
       FROM feature_versions v JOIN features f USING (feature_id)
      WHERE v.feature_id = $1 AND ($2::text IS NULL OR v.version = $2)
      ORDER BY v.seq DESC`,
    [featureId, version ?? null],
  );
  return rows.map((row) => ({ ...row, current: row.current === true, publishedAt: new Date(row.publishedAt).toISOString() }));
}

/** The features a team owns, with their current version. */
export async function listTeamFeatures(
  db: Queryable,
  team: PublishTeam,
): Promise<{ featureId: string; path: string; currentVersion: string | null }[]> {
  const { rows } = await db.query<{ featureId: string; path: string; currentVersion: string | null }>(
    'SELECT feature_id AS "featureId", path, current_version AS "currentVersion" FROM features WHERE team_id = $1 ORDER BY feature_id',
    [team.teamId],
  );
  return rows;
}

/** A published file, as the CDN serves it. */
export interface StoredFile {
  integrity: string;
  content: Uint8Array;
  brotli: Uint8Array;
}

/** One file of one version; `undefined` when there is none. */
export async function readPublishedFile(db: Queryable, featureId: string, version: string, name: string): Promise<StoredFile | undefined> {
  const { rows } = await db.query<StoredFile>(
    'SELECT integrity, content, brotli FROM feature_files WHERE feature_id = $1 AND version = $2 AND name = $3',
    [featureId, version, name],
  );
  return rows[0];
}
