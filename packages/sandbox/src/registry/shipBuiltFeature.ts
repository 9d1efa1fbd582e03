import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { Database } from '../db';
import { FEATURE_DIST_DIR, featurePackageFieldSchema } from '../means';
import { checkPublication, FEATURE_VERSION_PATTERN, PUBLISHED_FILE_PATTERN, publicationSchema, type PublicationInput } from './publication';
import { listVersions, publishVersion, type PublishTeam } from './registryStore';

/** The part of a feature package's `package.json` a publication reads. */
const packageSchema = z.object({ version: z.string().regex(FEATURE_VERSION_PATTERN), bankShell: featurePackageFieldSchema });

/** The part of a build's `dist/manifest.json` a publication reads (`npm run build` writes it). */
const builtManifestSchema = z.object({
  entry: z.string(),
  styles: z.array(z.object({ file: z.string(), integrity: z.string() })).default([]),
  imports: z.array(z.string()).default([]),
});

/** A file's subresource integrity, as the build's manifest writes it. */
const integrityOf = (content: Buffer): string => `sha384-${createHash('sha384').update(content).digest('base64')}`;

/** What shipping one feature package's build did. */
export type ShipOutcome =
  | { status: 'published'; featureId: string; version: string; sizeBytes: number }
  /** The registry already has this build as this version. */
  | { status: 'unchanged'; featureId: string; version: string }
  /** The registry has this version with other files: a version is never replaced, so nothing changed. */
  | { status: 'version-taken'; featureId: string; version: string }
  | { status: 'refused'; message: string };

/** Where a built feature package is, who ships it and what the page's import map offers it. */
export interface ShipBuiltFeatureOptions {
  featuresDir: string;
  /** The package's folder under `featuresDir`. */
  folder: string;
  team: PublishTeam;
  importMapSpecifiers: ReadonlySet<string>;
  now: Date;
}

/** A publication of the package's built files, as `npm run feature:publish` would send it. */
async function publicationOfBuild(packageDir: string): Promise<{ featureId: string; input: PublicationInput } | string> {
  let packageJson: z.infer<typeof packageSchema>;
  let manifest: z.infer<typeof builtManifestSchema>;
  try {
    const parsedPackage = packageSchema.safeParse(JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')));
    if (!parsedPackage.success) return 'its package.json has no valid version and bankShell field';
    packageJson = parsedPackage.data;
    const distDir = join(packageDir, FEATURE_DIST_DIR);
    const parsedManifest = builtManifestSchema.safeParse(JSON.parse(await readFile(join(distDir, 'manifest.json'), 'utf8')));
    if (!parsedManifest.success) return 'its dist/manifest.json is not a feature build’s';
    manifest = parsedManifest.data;
  } catch {
    return 'it is not built (npm run build)';
  }
  const distDir = join(packageDir, FEATURE_DIST_DIR);
  // The modules and stylesheets the build wrote; their precompressed copies are the CDN's business.
  const names = (await readdir(distDir)).filter((name) => PUBLISHED_FILE_PATTERN.test(name)).sort();
  const files = await Promise.all(
    names.map(async (name) => {
      const content = await readFile(join(distDir, name));
      return { name, integrity: integrityOf(content), content: content.toString('base64') };
    }),
  );
  const { bankShell } = packageJson;
  const input = publicationSchema.safeParse({
    version: packageJson.version,
    route: bankShell.route,
    title: bankShell.title,
    entry: manifest.entry,
    styles: manifest.styles,
    imports: manifest.imports,
    files,
  });
  if (!input.success) return `its build is not a publication: ${input.error.issues[0]?.message ?? 'invalid'}`;
  return { featureId: bankShell.id, input: input.data };
}

/**
 * Ships one feature package's build to the registry, as its team's `npm run feature:publish`
 * does: the version its `package.json` names, checked as every publication is. A version the
 * registry already has is left as it is, and which of its versions is current too: a rollback
 * stands, and a changed build needs a new version number, as for any team.
 */
export async function shipBuiltFeature(db: Database, options: ShipBuiltFeatureOptions): Promise<ShipOutcome> {
  const built = await publicationOfBuild(join(options.featuresDir, options.folder));
  if (typeof built === 'string') return { status: 'refused', message: `${options.folder}: ${built}` };
  const { featureId, input } = built;
  const checked = await checkPublication(input, options.importMapSpecifiers);
  if (!checked.ok) return { status: 'refused', message: `${featureId} ${input.version}: ${checked.problem.message}` };
  const outcomeOfExisting = async (): Promise<ShipOutcome | undefined> => {
    const [existing] = await listVersions(db, featureId, input.version);
    if (existing === undefined) return undefined;
    const status = existing.integrity === checked.publication.integrity ? 'unchanged' : 'version-taken';
    return { status, featureId, version: input.version };
  };
  const existing = await outcomeOfExisting();
  if (existing !== undefined) return existing;
  let published: Awaited<ReturnType<typeof publishVersion>>;
  try {
    published = await publishVersion(db, options.team, featureId, checked.publication, options.now);
  } catch (error) {
    // Another sandbox on the same database shipped it in between: the version's key is taken.
    const shippedMeanwhile = await outcomeOfExisting();
    if (shippedMeanwhile !== undefined) return shippedMeanwhile;
    throw error;
  }
  if (published.ok) return { status: 'published', featureId, version: input.version, sizeBytes: checked.publication.sizeBytes };
  if (published.refusal.code === 'version_exists') {
    const shippedMeanwhile = await outcomeOfExisting();
    if (shippedMeanwhile !== undefined) return shippedMeanwhile;
  }
  return { status: 'refused', message: `${featureId} ${input.version}: ${published.refusal.message}` };
}

/** One log line per outcome, for the sandbox's start. */
export function describeShipOutcome(outcome: ShipOutcome): string {
  switch (outcome.status) {
    case 'published':
      return `registry: published ${outcome.featureId} ${outcome.version} (${outcome.sizeBytes} bytes compressed)`;
    case 'unchanged':
      return `registry: ${outcome.featureId} ${outcome.version} already published`;
    case 'version-taken':
      return `warning: registry: ${outcome.featureId} ${outcome.version} is published with other files; raise "version" in its package.json to ship this build`;
    case 'refused':
      return `warning: registry: not shipped: ${outcome.message}`;
  }
}
