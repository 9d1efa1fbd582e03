#!/usr/bin/env node
/**
 * `npm run feature:new -- <name> [--path <route path>] [--title <page name>] [--dir <folder>]`:
 * writes a new feature package under packages/features, or in another folder (issue 40 §1), from `scripts/feature-template/`: React
 * and TypeScript, its texts in es-ES and en-GB, its styles, a unit test, an end-to-end test and a
 * README. It joins the npm workspace, is built, and is at `#/<name>` in the running sandbox and in
 * `npm run dev` (which rebuilds it on change) with nothing else to edit. Prints how long it took.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { buildFeature } from './lib/feature-preset.mjs';
import { DEFAULT_BANK_API, appOriginOf, callRegistry } from './lib/registryClient.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEMPLATE_DIR = path.join(repoRoot, 'scripts/feature-template');
const TEMPLATE_SUFFIX = '.template';
const FEATURES_DIR = path.join(repoRoot, 'packages/features');

/** A feature's name: its package folder, its id and (unless told otherwise) its route path. */
export const FEATURE_NAME_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
/** Longer names make unreadable routes and class names. */
const MAX_NAME_LENGTH = 40;
/** The longest page name, as the registry accepts it. */
const MAX_TITLE_LENGTH = 80;

/** `savings-goals` → `SavingsGoals`: the page component's name. */
export const componentNameOf = (name) => name.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter) => letter.toUpperCase());

/** `savings-goals` → `Savings goals`: the page name until the team writes its own. */
export const titleOf = (name) => `${name[0].toUpperCase()}${name.slice(1).replaceAll('-', ' ')}`;

/** Checks what the command was given; returns the problems, none when it can go ahead. */
export function problemsWith({ name, routePath, title, featuresDir }) {
  const problems = [];
  if (!FEATURE_NAME_PATTERN.test(name ?? '') || name.length > MAX_NAME_LENGTH) {
    problems.push(`The name must be lower-case words joined by hyphens, at most ${MAX_NAME_LENGTH} characters (e.g. savings-goals).`);
  } else if (existsSync(path.join(featuresDir, name))) {
    problems.push(`packages/features/${name} exists already.`);
  }
  if (!FEATURE_NAME_PATTERN.test(routePath ?? ''))
    problems.push('--path must be lower-case words joined by hyphens (e.g. metas-de-ahorro).');
  if (title !== undefined && (title.trim() === '' || title.length > MAX_TITLE_LENGTH || /[<>"'&`\\]/.test(title))) {
    problems.push(`--title must be 1 to ${MAX_TITLE_LENGTH} characters of text, without < > " ' & \` or \\.`);
  }
  return problems;
}

/** Every file of the template, relative to it. */
async function templateFiles(dir = TEMPLATE_DIR, prefix = '') {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await templateFiles(path.join(dir, entry.name), relative)));
    else if (entry.name.endsWith(TEMPLATE_SUFFIX)) files.push(relative);
  }
  return files;
}

/** Writes the feature's package from the template; returns the files written. */
export async function writeFeaturePackage({ name, routePath = name, title = titleOf(name), featuresDir }) {
  const values = { __NAME__: name, __PATH__: routePath, __TITLE__: title, __COMPONENT__: componentNameOf(name) };
  const fill = (text) => text.replace(/__(NAME|PATH|TITLE|COMPONENT)__/g, (placeholder) => values[placeholder]);
  const folder = path.join(featuresDir, name);
  const written = [];
  for (const relative of await templateFiles()) {
    const target = path.join(folder, fill(relative.slice(0, -TEMPLATE_SUFFIX.length)));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, fill(await readFile(path.join(TEMPLATE_DIR, relative), 'utf8')));
    written.push(path.relative(folder, target));
  }
  return { folder, files: written.sort() };
}

/** Whether the running sandbox lists the feature in its configuration now (best effort: none may run). */
async function servedBySandbox(apiUrl, featureId) {
  try {
    const answer = await callRegistry({ apiUrl, method: 'GET', path: '/config/appConfig' });
    return answer.status === 200 && answer.body.propsConfig?.means?.some((mean) => mean.id === featureId) === true;
  } catch {
    return undefined;
  }
}

export async function newFeature({
  name,
  routePath = name,
  title,
  featuresDir = FEATURES_DIR,
  install = true,
  apiUrl = process.env.BANK_API ?? DEFAULT_BANK_API,
  log = console.log,
}) {
  const started = performance.now();
  const problems = problemsWith({ name, routePath, title, featuresDir });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const { folder, files } = await writeFeaturePackage({ name, routePath, title, featuresDir });
  log(`Wrote ${path.relative(process.cwd(), folder) || folder}: ${files.join(', ')}`);
  if (install) {
    // The lockfile lists every workspace: a clean install (`npm ci`) needs the new one there.
    const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts'], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
    if (result.status !== 0) throw new Error('npm install failed: run it to see why, then `npm run build`.');
  }
  await buildFeature(folder);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const served = await servedBySandbox(apiUrl, name);
  const url = `${appOriginOf(apiUrl)}/#/${routePath}`;
  log(
    served === true
      ? `Feature ${name} ready in ${seconds} s: the running sandbox serves it at ${url} (log in with a demo customer).`
      : `Feature ${name} ready in ${seconds} s: start the app (npm start, or npm run dev) and open ${url}.`,
  );
  return { folder, files, seconds: Number(seconds), served };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const { values, positionals } = parseArgs({
      options: { path: { type: 'string' }, title: { type: 'string' }, dir: { type: 'string' } },
      allowPositionals: true,
    });
    const [name] = positionals;
    if (!name) throw new Error('Usage: npm run feature:new -- <name> [--path <route path>] [--title <page name>] [--dir <folder>]');
    const featuresDir = values.dir === undefined ? FEATURES_DIR : path.resolve(values.dir);
    // A folder outside this repository is no workspace of its own: nothing to install.
    await newFeature({ name, routePath: values.path ?? name, title: values.title, featuresDir, install: featuresDir === FEATURES_DIR });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
