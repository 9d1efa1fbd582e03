import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { FEATURE_SLUG_PATTERN } from '../../../means';
import {
  FEATURE_SIZE_BUDGET_BYTES,
  FEATURE_VERSION_PATTERN,
  checkPublication,
  findTeamByKey,
  listTeamFeatures,
  listVersions,
  publicationSchema,
  publishVersion,
  rollBack,
  type PublishTeam,
} from '../../../registry';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { readJsonBody, requireUncompressedJson, validate } from '../validation';

/**
 * The largest publication read: the size budget of a feature is on its compressed files, and its
 * files travel uncompressed and in base64, so a feature within the budget fits well inside this.
 */
export const PUBLICATION_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/** A rollback names at most a version. */
const ROLLBACK_BODY_LIMIT_BYTES = 1024;

/** `Authorization: Bearer bsk_…`: a team's publish key. */
const BEARER_PATTERN = /^Bearer ([A-Za-z0-9_-]{8,128})$/;

const rollbackSchema = z.strictObject({
  version: z.string().regex(FEATURE_VERSION_PATTERN, { error: 'version: tres números, 1.4.0.' }).optional(),
});

/** What the registry needs beside the API's context. */
export interface FeatureRegistryOptions {
  /** The bare specifiers of the shell page's import map now: all a published module may import by name. */
  importMapSpecifiers: () => Promise<ReadonlySet<string>>;
}

/**
 * The feature registry (issue 40 §2), for a team's command line (`npm run feature:publish`,
 * `feature:rollback`), each call with the team's publish key:
 * - `GET /registry/features`: the team's features and their current versions;
 * - `GET /registry/features/{featureId}/versions`: a feature's versions, newest first;
 * - `POST /registry/features/{featureId}/versions`: publishes a version (`publicationSchema`),
 *   checked whole before anything is stored, and makes it current: customers get it at their next
 *   page load, with no shell rebuild or restart;
 * - `POST /registry/features/{featureId}/rollback`: makes a kept version current again (the one
 *   named, else the one before the current).
 */
export function registerFeatureRegistryRoutes(api: Hono, ctx: ApiContext, options: FeatureRegistryOptions): void {
  // One publication of a feature at a time in this process: a second one, while the first is being
  // checked, gets 409 rather than waiting (and the database decides between processes).
  const publishing = new Set<string>();

  const authenticate = async (c: Context): Promise<PublishTeam | undefined> => {
    const key = BEARER_PATTERN.exec(c.req.header('authorization') ?? '')?.[1];
    return key === undefined ? undefined : findTeamByKey(ctx.db, key);
  };
  const featureIdOf = (c: Context): string | undefined => {
    const featureId = c.req.param('featureId') ?? '';
    return FEATURE_SLUG_PATTERN.test(featureId) ? featureId : undefined;
  };

  api.get(API_PATHS.registryFeatures, async (c) => {
    const team = await authenticate(c);
    if (team === undefined) return sendError(c, 'invalid_publish_key');
    return sendJson(c, { team, features: await listTeamFeatures(ctx.db, team) });
  });

  api.get(API_PATHS.registryVersions, async (c) => {
    const team = await authenticate(c);
    if (team === undefined) return sendError(c, 'invalid_publish_key');
    const featureId = featureIdOf(c);
    const owned = featureId === undefined ? undefined : (await listTeamFeatures(ctx.db, team)).find((f) => f.featureId === featureId);
    if (featureId === undefined || owned === undefined) return sendError(c, 'feature_not_found');
    return sendJson(c, { featureId, versions: await listVersions(ctx.db, featureId) });
  });

  const limitPublication = bodyLimit({ maxSize: PUBLICATION_BODY_LIMIT_BYTES, onError: (c) => sendError(c, 'payload_too_large') });
  api.post(API_PATHS.registryVersions, limitPublication, requireUncompressedJson, async (c) => {
    if (!BEARER_PATTERN.test(c.req.header('authorization') ?? '')) return sendError(c, 'invalid_publish_key');
    const featureId = featureIdOf(c);
    if (featureId === undefined)
      return sendError(c, 'invalid_publication', { message: 'El identificador de la feature: minúsculas, cifras y guiones.' });
    // Taken before the first wait (the key's lookup): with one database connection the lookups
    // queue, and a second publication checked after the first had finished would not be refused.
    if (publishing.has(featureId)) return sendError(c, 'publication_in_progress');
    publishing.add(featureId);
    try {
      const team = await authenticate(c);
      if (team === undefined) return sendError(c, 'invalid_publish_key');
      // A body that is no JSON, or holds text no database stores, is a bad request as on every
      // other call; a publication that reads but does not validate is refused as one.
      const body = await readJsonBody(c);
      if (!body.ok) return sendError(c, 'invalid_request', { message: body.message });
      const input = validate(publicationSchema, body.data);
      if (!input.ok) return sendError(c, 'invalid_publication', { message: input.message });
      const checked = await checkPublication(input.data, await options.importMapSpecifiers());
      if (!checked.ok) return sendError(c, checked.problem.code, { message: checked.problem.message });
      const stored = await publishVersion(ctx.db, team, featureId, checked.publication, new Date(ctx.now()));
      if (!stored.ok) return sendError(c, stored.refusal.code, { message: stored.refusal.message });
      return sendJson(c, { featureId, ...stored.value, budgetBytes: FEATURE_SIZE_BUDGET_BYTES }, 201);
    } finally {
      publishing.delete(featureId);
    }
  });

  const limitRollback = bodyLimit({ maxSize: ROLLBACK_BODY_LIMIT_BYTES, onError: (c) => sendError(c, 'payload_too_large') });
  api.post(API_PATHS.registryRollback, limitRollback, requireUncompressedJson, async (c) => {
    const team = await authenticate(c);
    if (team === undefined) return sendError(c, 'invalid_publish_key');
    const featureId = featureIdOf(c);
    if (featureId === undefined) return sendError(c, 'feature_not_found');
    const body = await readJsonBody(c);
    const input = body.ok ? validate(rollbackSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    const done = await rollBack(ctx.db, team, featureId, input.data.version);
    if (!done.ok) return sendError(c, done.refusal.code, { message: done.refusal.message });
    return sendJson(c, { featureId, ...done.value });
  });
}
