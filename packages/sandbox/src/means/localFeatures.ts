import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { declaredRouteSchema, pageTitlesSchema } from './declaredFeature';
import { FEATURE_MODULE_PATTERN, FEATURE_SLUG_PATTERN } from './patterns';
import type { FeatureDefinition } from './types';

/**
 * The `bankShell` field of a feature package's `package.json` (`npm run feature:new` writes it):
 * the id, route and page names of a feature a team develops in the features folder.
 */
export const featurePackageFieldSchema = z.strictObject({
  id: z.string().regex(FEATURE_SLUG_PATTERN),
  route: declaredRouteSchema,
  title: pageTitlesSchema,
});

export type FeaturePackageField = z.infer<typeof featurePackageFieldSchema>;

/** A feature package's definition, as `means` lists it: its folder is its module. */
export function definitionOfPackage(module: string, field: FeaturePackageField): FeatureDefinition {
  const { path, kind, ...options } = field.route;
  return {
    id: field.id,
    path,
    componentId: `ing-feat-${field.id}`,
    module,
    title: field.title['es-ES'],
    titleEnGb: field.title['en-GB'],
    ...(kind === 'feature' && options.conditions === undefined ? {} : { route: { kind, ...options } as FeatureDefinition['route'] }),
  };
}

/**
 * The features a team develops in the features folder (issue 40 §1): every package there whose
 * `package.json` has a valid `bankShell` field. `npm run feature:new` writes one, so a new feature
 * shows at its route without anything else to edit. Each `package.json` is read again only when
 * it changes; one without the field (the bank's own, which the database lists) or with an invalid
 * one is left out.
 */
export function createLocalFeatureFinder(featuresDir: string, log: (line: string) => void): () => Promise<FeatureDefinition[]> {
  const read = new Map<string, { version: string; definition: FeatureDefinition | undefined }>();
  const warned = new Set<string>();
  return async () => {
    let folders: string[];
    try {
      folders = (await readdir(featuresDir, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    } catch {
      return [];
    }
    const definitions = await Promise.all(
      folders
        .filter((folder) => FEATURE_MODULE_PATTERN.test(folder))
        .map(async (folder) => {
          const file = join(featuresDir, folder, 'package.json');
          const info = await stat(file).catch(() => undefined);
          if (info === undefined) return undefined;
          const version = `${info.size}:${info.mtimeMs}`;
          const cached = read.get(folder);
          if (cached?.version === version) return cached.definition;
          let definition: FeatureDefinition | undefined;
          try {
            const field: unknown = (JSON.parse(await readFile(file, 'utf8')) as { bankShell?: unknown }).bankShell;
            if (field !== undefined) {
              const parsed = featurePackageFieldSchema.safeParse(field);
              if (parsed.success) definition = definitionOfPackage(folder, parsed.data);
              else if (!warned.has(`${folder}:${version}`)) {
                warned.add(`${folder}:${version}`);
                log(`warning: feature package "${folder}" left out of means: its bankShell field is not valid`);
              }
            }
          } catch {
            definition = undefined;
          }
          read.set(folder, { version, definition });
          return definition;
        }),
    );
    return definitions.filter((definition) => definition !== undefined);
  };
}
