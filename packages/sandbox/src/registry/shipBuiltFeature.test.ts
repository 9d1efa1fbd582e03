import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyMigrations } from '../db';
import { listActiveFeatures } from '../means';
import { useTestDatabase } from '../../test/testDatabase';
import { DEMO_TEAM, listVersions, readPublishedFile, rollBack, setTeamKey, createPublishKey } from './registryStore';
import { describeShipOutcome, shipBuiltFeature } from './shipBuiltFeature';

const NOW = new Date('2026-12-07T10:00:00Z');
const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const IMPORT_MAP = new Set(['react', '@bank-shell/react']);

/** A feature package as `npm run build` leaves it: package.json with a bankShell field, and dist/. */
async function writeBuiltPackage(featuresDir: string, options: { version?: string; entryText?: string; imports?: string[] } = {}) {
  const entryText = options.entryText ?? 'import React from "react";\nexport default React;\n';
  const styles = '.payroll-advance { display: grid; }\n';
  const folder = join(featuresDir, 'payroll-advance');
  await mkdir(join(folder, 'dist'), { recursive: true });
  await writeFile(
    join(folder, 'package.json'),
    JSON.stringify({
      name: '@bank-shell/feature-payroll-advance',
      version: options.version ?? '1.0.0',
      bankShell: {
        id: 'payroll-advance',
        route: { kind: 'feature', path: 'anticipo-nomina' },
        title: { 'es-ES': 'Anticipo de nómina', 'en-GB': 'Payroll advance' },
      },
    }),
  );
  const entry = `payroll-advance.${sha384(entryText).slice(7, 17).replace(/[+/]/g, '_')}.js`;
  await writeFile(join(folder, 'dist', entry), entryText);
  // The build's precompressed copies stay on the CDN's side: only modules and stylesheets ship.
  await writeFile(join(folder, 'dist', `${entry}.br`), 'not a module');
  await writeFile(join(folder, 'dist', 'payroll-advance.Ab12Cd34Ef.css'), styles);
  await writeFile(
    join(folder, 'dist', 'manifest.json'),
    JSON.stringify({
      entry,
      integrity: sha384(entryText),
      styles: [{ file: 'payroll-advance.Ab12Cd34Ef.css', integrity: sha384(styles) }],
      imports: options.imports ?? ['react'],
    }),
  );
  return entry;
}

// Issue 41: the bank's new features are shipped through the feature registry, as a team's
// `npm run feature:publish` ships them, each time the sandbox starts.
describe('shipping a built feature package to the registry', () => {
  const db = useTestDatabase(async (database) => {
    await applyMigrations(database);
    await setTeamKey(database, DEMO_TEAM, createPublishKey(), NOW);
  });
  let featuresDir = '';
  beforeEach(async () => {
    featuresDir = await mkdtemp(join(tmpdir(), 'ship-feature-'));
    await db().query('DELETE FROM feature_files');
    await db().query('DELETE FROM feature_versions');
    await db().query("DELETE FROM features WHERE feature_id = 'payroll-advance'");
  });
  afterEach(() => rm(featuresDir, { recursive: true, force: true }));
  const ship = () =>
    shipBuiltFeature(db(), { featuresDir, folder: 'payroll-advance', team: DEMO_TEAM, importMapSpecifiers: IMPORT_MAP, now: NOW });

  it('publishes the version package.json names, with the build’s files, as the feature customers get', async () => {
    const entry = await writeBuiltPackage(featuresDir);
    const outcome = await ship();
    expect(outcome).toMatchObject({ status: 'published', featureId: 'payroll-advance', version: '1.0.0' });
    expect(describeShipOutcome(outcome)).toMatch(/^registry: published payroll-advance 1\.0\.0 \(\d+ bytes compressed\)$/);

    const feature = (await listActiveFeatures(db())).find((candidate) => candidate.id === 'payroll-advance');
    expect(feature).toMatchObject({
      path: 'anticipo-nomina',
      title: 'Anticipo de nómina',
      titleEnGb: 'Payroll advance',
      published: { version: '1.0.0', entry, integrity: sha384('import React from "react";\nexport default React;\n') },
    });
    expect(await readPublishedFile(db(), 'payroll-advance', '1.0.0', 'payroll-advance.Ab12Cd34Ef.css')).toBeDefined();
    expect(await readPublishedFile(db(), 'payroll-advance', '1.0.0', `${entry}.br`)).toBeUndefined();
    const [version] = await listVersions(db(), 'payroll-advance');
    expect(version).toMatchObject({ publishedBy: 'demo', current: true, publishedAt: '2026-12-07T10:00:00.000Z' });
  });

  it('leaves a version the registry already has as it is: the same build is not published twice', async () => {
    await writeBuiltPackage(featuresDir);
    await ship();
    const again = await ship();
    expect(again).toEqual({ status: 'unchanged', featureId: 'payroll-advance', version: '1.0.0' });
    expect(describeShipOutcome(again)).toBe('registry: payroll-advance 1.0.0 already published');
    expect(await listVersions(db(), 'payroll-advance')).toHaveLength(1);
  });

  it('never replaces a published version: a changed build with the same version number ships nothing and says why', async () => {
    const first = await writeBuiltPackage(featuresDir);
    await ship();
    await rm(join(featuresDir, 'payroll-advance'), { recursive: true });
    await writeBuiltPackage(featuresDir, { entryText: 'import React from "react";\nexport default [React];\n' });
    const outcome = await ship();
    expect(outcome).toEqual({ status: 'version-taken', featureId: 'payroll-advance', version: '1.0.0' });
    expect(describeShipOutcome(outcome)).toBe(
      'warning: registry: payroll-advance 1.0.0 is published with other files; raise "version" in its package.json to ship this build',
    );
    const [current] = await listVersions(db(), 'payroll-advance');
    expect(current?.entry).toBe(first);
  });

  it('ships a raised version as the current one, and a rollback made since stands at the next start', async () => {
    await writeBuiltPackage(featuresDir);
    await ship();
    await rm(join(featuresDir, 'payroll-advance'), { recursive: true });
    await writeBuiltPackage(featuresDir, { version: '1.1.0', entryText: 'import React from "react";\nexport default [React];\n' });
    expect(await ship()).toMatchObject({ status: 'published', version: '1.1.0' });
    expect((await listVersions(db(), 'payroll-advance')).map(({ version, current }) => ({ version, current }))).toEqual([
      { version: '1.1.0', current: true },
      { version: '1.0.0', current: false },
    ]);

    expect((await rollBack(db(), DEMO_TEAM, 'payroll-advance', undefined)).ok).toBe(true);
    expect(await ship()).toEqual({ status: 'unchanged', featureId: 'payroll-advance', version: '1.1.0' });
    const feature = (await listActiveFeatures(db())).find((candidate) => candidate.id === 'payroll-advance');
    expect(feature?.published?.version).toBe('1.0.0');
  });

  it('refuses what any publication is refused: an import outside the page’s import map', async () => {
    await writeBuiltPackage(featuresDir, { imports: ['left-pad'] });
    const outcome = await ship();
    expect(outcome).toEqual({
      status: 'refused',
      message: 'payroll-advance 1.0.0: imports: left-pad no está en el mapa de importación de la página.',
    });
    expect(describeShipOutcome(outcome)).toBe(
      'warning: registry: not shipped: payroll-advance 1.0.0: imports: left-pad no está en el mapa de importación de la página.',
    );
    expect(await listVersions(db(), 'payroll-advance')).toEqual([]);
  });

  it('says a package that is not built is not built, and ships nothing', async () => {
    await mkdir(join(featuresDir, 'payroll-advance'), { recursive: true });
    await writeFile(
      join(featuresDir, 'payroll-advance', 'package.json'),
      JSON.stringify({
        version: '1.0.0',
        bankShell: { id: 'payroll-advance', route: { kind: 'feature', path: 'anticipo-nomina' }, title: { 'es-ES': 'A', 'en-GB': 'A' } },
      }),
    );
    expect(await ship()).toEqual({ status: 'refused', message: 'payroll-advance: it is not built (npm run build)' });
  });

  it('leaves another team’s feature to that team', async () => {
    await writeBuiltPackage(featuresDir);
    const cards = { teamId: 'cards', name: 'Cards team' };
    await setTeamKey(db(), cards, createPublishKey(), NOW);
    expect(
      await shipBuiltFeature(db(), { featuresDir, folder: 'payroll-advance', team: cards, importMapSpecifiers: IMPORT_MAP, now: NOW }),
    ).toMatchObject({
      status: 'published',
    });
    await rm(join(featuresDir, 'payroll-advance'), { recursive: true });
    await writeBuiltPackage(featuresDir, { version: '2.0.0' });
    expect(await ship()).toEqual({ status: 'refused', message: 'payroll-advance 2.0.0: La feature payroll-advance es de otro equipo.' });
  });

  it('publishes once when two sandboxes on one database start together', async () => {
    await writeBuiltPackage(featuresDir);
    const outcomes = await Promise.all([ship(), ship(), ship()]);
    expect(outcomes.filter((outcome) => outcome.status === 'published')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === 'unchanged')).toHaveLength(2);
    expect(await listVersions(db(), 'payroll-advance')).toHaveLength(1);
  });
});
