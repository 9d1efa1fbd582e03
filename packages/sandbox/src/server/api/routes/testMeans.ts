import type { Hono } from 'hono';
import { z } from 'zod';
import {
  buildMeans,
  FEATURE_MODULE_PATTERN,
  FEATURE_SLUG_PATTERN,
  isPathTakenByAnotherFeature,
  readFeatureManifest,
  saveFeature,
} from '../../../means';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { readJsonBody, validate } from '../validation';

const MAX_TITLE_LENGTH = 80;

const featureSchema = z.object({
  id: z.string({ error: 'Falta id.' }).regex(FEATURE_SLUG_PATTERN, { error: 'id: minúsculas, cifras y guiones.' }),
  path: z.string({ error: 'Falta path.' }).regex(FEATURE_SLUG_PATTERN, { error: 'path: minúsculas, cifras y guiones.' }),
  componentId: z
    .string({ error: 'Falta componentId.' })
    .regex(FEATURE_SLUG_PATTERN, { error: 'componentId: minúsculas, cifras y guiones.' }),
  module: z.string({ error: 'Falta module.' }).regex(FEATURE_MODULE_PATTERN, { error: 'module: el nombre de una carpeta de features.' }),
  title: z
    .string({ error: 'Falta title.' })
    .trim()
    .min(1, { error: 'Falta title.' })
    .max(MAX_TITLE_LENGTH, { error: 'title es demasiado largo.' }),
  titleEnGb: z
    .string({ error: 'titleEnGb debe ser texto.' })
    .trim()
    .min(1, { error: 'titleEnGb está vacío.' })
    .max(MAX_TITLE_LENGTH, { error: 'titleEnGb es demasiado largo.' })
    .optional(),
});

/**
 * `POST /__sandbox/means` (test mode only): publishes a built feature module in `means`, the way
 * the bank would publish a new feature without rebuilding the shell.
 */
export function registerTestMeansRoute(api: Hono, ctx: ApiContext): void {
  api.post(API_PATHS.testMeans, async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(featureSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    const feature = input.data;

    const manifest = await readFeatureManifest(ctx.featuresDir, feature.module);
    if (!manifest.built) {
      return sendError(c, 'invalid_request', { message: `El módulo ${feature.module} no está construido.` });
    }
    if (await isPathTakenByAnotherFeature(ctx.db, feature)) {
      return sendError(c, 'conflict', { message: `Otra feature ya usa la ruta ${feature.path}.` });
    }
    await saveFeature(ctx.db, feature);
    const [mean] = await buildMeans([feature], {
      featuresDir: ctx.featuresDir,
      cdnBaseUrl: ctx.urls.cdnBaseUrl,
      onUnbuiltModule: ctx.onUnbuiltModule,
    });
    return sendJson(c, { mean }, 201);
  });
}
