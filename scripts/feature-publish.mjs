#!/usr/bin/env node
/**
 * `npm run feature:publish -- <name | folder>`: builds a feature package and publishes the version
 * its `package.json` names to a running sandbox's feature registry (issue 40 §2), with the team's
 * `BANK_PUBLISH_KEY`, at `BANK_API` (default http://api.bank.localhost:8080). Customers get it at
 * their next page load: no shell rebuild, no restart. Prints its compressed size against the budget.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { integrityOf } from './lib/bundle.mjs';
import { buildFeature } from './lib/feature-preset.mjs';
import { DEFAULT_BANK_API, appOriginOf, callRegistry, publishKeyFromEnvironment } from './lib/registryClient.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MANIFEST_FILE = 'manifest.json';

/** A feature's folder: a path to one, or the name of one under packages/features. */
export function featureFolderOf(nameOrFolder, root = repoRoot) {
  const candidates = [path.resolve(nameOrFolder), path.join(root, 'packages/features', nameOrFolder)];
  const folder = candidates.find((candidate) => existsSync(path.join(candidate, 'package.json')));
  if (folder === undefined) throw new Error(`No feature package at ${nameOrFolder} (a folder, or a name under packages/features)`);
  return folder;
}

/** Builds the feature into a temporary folder and reads what a publication carries. */
export async function publicationOf(folder) {
  const packageJson = JSON.parse(await readFile(path.join(folder, 'package.json'), 'utf8'));
  const { bankShell, version } = packageJson;
  if (bankShell === undefined)
    throw new Error(`${folder}/package.json has no "bankShell" field (id, route, title): see docs/feature-teams.md`);
  const out = await mkdtemp(path.join(tmpdir(), 'feature-publish-'));
  try {
    await buildFeature(folder, out);
    const manifest = JSON.parse(await readFile(path.join(out, MANIFEST_FILE), 'utf8'));
    // Every file the build wrote: the entry, its lazy chunks and its stylesheets.
    const names = (await readdir(out)).filter((name) => name !== MANIFEST_FILE).sort();
    const files = await Promise.all(
      names.map(async (name) => {
        const content = await readFile(path.join(out, name));
        return { name, integrity: integrityOf(content), content: content.toString('base64') };
      }),
    );
    return {
      featureId: bankShell.id,
      body: {
        version,
        route: bankShell.route,
        title: bankShell.title,
        entry: manifest.entry,
        styles: manifest.styles ?? [],
        imports: manifest.imports ?? [],
        files,
      },
    };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

/** Publishes and returns the registry's answer; throws with the registry's message when refused. */
export async function publishFeature({ nameOrFolder, apiUrl = process.env.BANK_API ?? DEFAULT_BANK_API, key, log = console.log }) {
  const started = performance.now();
  const folder = featureFolderOf(nameOrFolder);
  const { featureId, body } = await publicationOf(folder);
  const answer = await callRegistry({ apiUrl, key, method: 'POST', path: `/registry/features/${featureId}/versions`, body });
  if (answer.status !== 201)
    throw new Error(
      `The registry refused ${featureId} ${body.version} (${answer.status} ${answer.body.error ?? ''}): ${answer.body.message ?? ''}`,
    );
  const { sizeBytes, budgetBytes, path: routePath } = answer.body;
  log(
    `Published ${featureId} ${body.version}: ${sizeBytes.toLocaleString('en-GB')} bytes compressed, budget ${budgetBytes.toLocaleString('en-GB')} bytes.`,
  );
  log(`Customers get it at their next page load: ${appOriginOf(apiUrl)}/#/${routePath} (${Math.round(performance.now() - started)} ms)`);
  return answer.body;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [nameOrFolder] = process.argv.slice(2);
  try {
    if (!nameOrFolder) throw new Error('Usage: npm run feature:publish -- <name | folder>');
    await publishFeature({ nameOrFolder, key: publishKeyFromEnvironment() });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
