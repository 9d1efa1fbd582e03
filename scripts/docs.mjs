#!/usr/bin/env node
/**
 * `npm run docs`: the reference a feature team browses (issue 40 §5), built by TypeDoc from the
 * TSDoc of every entry the page shares through its import map: `@bank-shell/react` and its later
 * entries, `@bank-shell/core` and its later entries (the step-up and the events among them).
 * Written to `.tmp/reference/`; the guide with a worked example per capability is
 * docs/feature-teams.md.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies, repoRoot } from './lib/setup.mjs';
import { sharedModules } from './lib/sharedModules.mjs';

export const REFERENCE_DIR = path.join(repoRoot, '.tmp/reference');

/** The program TypeDoc reads: every shared entry, with the DOM and JSX as the features have them. */
const DOCS_TSCONFIG = {
  extends: '../tsconfig.base.json',
  compilerOptions: { lib: ['ES2023', 'DOM', 'DOM.Iterable'], jsx: 'react-jsx', types: [] },
};

export async function buildReference({ log = console.log } = {}) {
  const { Application } = await import('typedoc');
  const tsconfig = path.join(repoRoot, '.tmp/tsconfig.docs.json');
  const entries = sharedModules();
  await writeFile(
    tsconfig,
    JSON.stringify({ ...DOCS_TSCONFIG, files: entries.map((entry) => path.relative(path.dirname(tsconfig), entry.source)) }),
  );
  const app = await Application.bootstrap({
    name: 'bank-shell: what a feature imports',
    entryPoints: entries.map((entry) => entry.source),
    tsconfig,
    out: REFERENCE_DIR,
    readme: path.join(repoRoot, 'docs/feature-teams.md'),
    excludePrivate: true,
    excludeInternal: true,
    // Entries re-export what they gather from their folders: that is what a team reads.
    validation: { notExported: false, invalidLink: false },
    logLevel: 'Error',
  });
  const project = await app.convert();
  if (project === undefined) throw new Error('TypeDoc could not read the shared entries');
  // Each module by the name a feature imports it by (`@bank-shell/core/signed-in`), not its folder.
  const specifierOf = new Map(entries.map((entry) => [entry.source, entry.specifier]));
  for (const module of project.children ?? []) {
    const specifier = specifierOf.get(module.sources?.[0]?.fullFileName ?? '');
    if (specifier !== undefined) module.name = specifier;
  }
  await app.generateDocs(project, REFERENCE_DIR);
  log(
    `Reference of ${entries.length} entries (${entries.map((entry) => entry.specifier).join(', ')}): ${path.relative(process.cwd(), path.join(REFERENCE_DIR, 'index.html'))}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureDependencies();
  const { mkdir } = await import('node:fs/promises');
  await mkdir(path.join(repoRoot, '.tmp'), { recursive: true });
  await buildReference().catch((error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
