import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { axeViolations, callSandboxApi, expect, login, test } from './fixtures';

/**
 * A bank's feature team builds, tries and ships a feature on its own (issue 40 §1, §2): the
 * scaffold writes a feature in a folder of the team's (not this repository's features folder), the
 * team publishes it to the running sandbox's registry with its key, and a customer sees it at its
 * route with no shell rebuild or restart; broken versions are refused and never reach the
 * customer; a rollback puts the previous version back.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FEATURE = 'piggy-banks';
/** The scaffold's Spanish text under the heading, until the team writes its own. */
const SCAFFOLD_INTRO_ES = 'Esta página es nueva: aquí irá lo que el equipo construya.';

interface Command {
  status: number | null;
  output: string;
}

function run(script: string, args: string[], env: Record<string, string> = {}): Command {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', script), ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

test.describe.configure({ mode: 'serial' });

test.describe('the feature registry: scaffold, publish, refuse, roll back', () => {
  let teamDir = '';
  let env: Record<string, string> = {};
  const folder = () => path.join(teamDir, FEATURE);
  const setVersion = (version: string) => {
    const file = path.join(folder(), 'package.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), version }, null, 2));
  };
  const setIntro = (es: string) => {
    const file = path.join(folder(), 'src', 'messages.ts');
    writeFileSync(file, readFileSync(file, 'utf8').replace(SCAFFOLD_INTRO_ES, es));
  };

  test.beforeAll(({ baseURL }) => {
    teamDir = mkdtempSync(path.join(tmpdir(), 'feature-team-'));
    env = { BANK_API: `http://api.${new URL(baseURL ?? '').host}` };
    expect(process.env['BANK_PUBLISH_KEY'], 'scripts/e2e.mjs gives the sandbox and the tests one publish key').toMatch(/^bsk_e2e_/);
  });
  test.afterAll(() => rmSync(teamDir, { recursive: true, force: true }));

  test('feature:new writes a feature, feature:publish ships it, and a customer sees it at its route without a rebuild', async ({
    page,
  }) => {
    const started = Date.now();
    const created = run('feature-new.mjs', [FEATURE, '--dir', teamDir, '--title', 'Huchas'], env);
    expect(created.status, created.output).toBe(0);
    expect(created.output).toMatch(/Feature piggy-banks ready in \d+\.\d s/);

    const published = run('feature-publish.mjs', [folder()], env);
    expect(published.status, published.output).toBe(0);
    expect(published.output).toMatch(/Published piggy-banks 0\.1\.0: [\d,]+ bytes compressed, budget 61,440 bytes\./);

    await login(page);
    await page.goto(`/#/${FEATURE}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Huchas' })).toBeVisible();
    await expect(page.getByText(SCAFFOLD_INTRO_ES)).toBeVisible();
    await expect(page).toHaveTitle('Huchas - Banco Alba');
    expect(await axeViolations(page)).toEqual([]);
    // Issue 40 §1's figure (target: under 60 s), printed with the run.
    const elapsed = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    test.info().annotations.push({ type: 'feature:new → page in the browser', description: elapsed });
    console.log(`feature:new → publish → the page in the browser: ${elapsed}`);

    // A second version: the customer's next page load gets it.
    setIntro('Ahorra para lo que quieras, hucha a hucha.');
    setVersion('0.2.0');
    const second = run('feature-publish.mjs', [folder()], env);
    expect(second.status, second.output).toBe(0);
    await page.reload();
    await expect(page.getByText('Ahorra para lo que quieras, hucha a hucha.')).toBeVisible();
  });

  test('broken versions are refused with what is wrong, and the customer keeps the last good one', async ({ page, baseURL }) => {
    // Over the budget: about 80 KB of random bytes, which no compression shrinks, exported by the entry so the build keeps it.
    const page_ = path.join(folder(), 'src', 'index.tsx');
    const goodPage = readFileSync(page_, 'utf8');
    writeFileSync(page_, `${goodPage}\nexport const NOISE = '${randomBytes(80_000).toString('base64')}';\n`);
    setVersion('0.3.0');
    const overBudget = run('feature-publish.mjs', [folder()], env);
    expect(overBudget.status).toBe(1);
    expect(overBudget.output).toMatch(/over_budget\): La feature ocupa \d+ bytes comprimida \(brotli\) y el límite es 61440 bytes\./);
    writeFileSync(page_, goodPage);

    // Another feature's path: the overall position is the bank's.
    const packageFile = path.join(folder(), 'package.json');
    const goodPackage = readFileSync(packageFile, 'utf8');
    const manifest = JSON.parse(goodPackage) as { bankShell: { route: { path: string } } };
    manifest.bankShell.route.path = 'posicion-global';
    writeFileSync(packageFile, JSON.stringify(manifest));
    const takenPath = run('feature-publish.mjs', [folder()], env);
    expect(takenPath.status).toBe(1);
    expect(takenPath.output).toContain('path_taken): La ruta #/posicion-global ya es de la feature overall-position.');
    writeFileSync(packageFile, goodPackage);

    // A file whose integrity does not match: sent to the registry as a tampered upload would be.
    const code = 'export default {};\n';
    const tampered = await callSandboxApi(
      baseURL ?? '',
      'POST',
      `/registry/features/${FEATURE}/versions`,
      {
        version: '0.3.1',
        route: { kind: 'feature', path: FEATURE },
        title: { 'es-ES': 'Huchas', 'en-GB': 'Piggy banks' },
        entry: 'piggy-banks.Tampered1.js',
        files: [
          {
            name: 'piggy-banks.Tampered1.js',
            integrity: `sha384-${createHash('sha384').update('something else').digest('base64')}`,
            content: Buffer.from(code).toString('base64'),
          },
        ],
      },
      { authorization: `Bearer ${process.env['BANK_PUBLISH_KEY'] ?? ''}` },
    );
    expect(tampered.status).toBe(422);
    expect(tampered.text).toContain('"error":"integrity_mismatch"');

    await login(page);
    await page.goto(`/#/${FEATURE}`);
    await expect(page.getByText('Ahorra para lo que quieras, hucha a hucha.')).toBeVisible();
  });

  test('feature:rollback puts the previous version back for the next page load', async ({ page }) => {
    const rolledBack = run('feature-rollback.mjs', [FEATURE], env);
    expect(rolledBack.status, rolledBack.output).toBe(0);
    expect(rolledBack.output).toContain('piggy-banks is back to 0.1.0');
    await login(page);
    await page.goto(`/#/${FEATURE}`);
    await expect(page.getByText(SCAFFOLD_INTRO_ES)).toBeVisible();

    const noKey = run('feature-rollback.mjs', [FEATURE], { ...env, BANK_PUBLISH_KEY: '' });
    expect(noKey.status).toBe(1);
    expect(noKey.output).toContain('BANK_PUBLISH_KEY is not set');
    const wrongKey = run('feature-rollback.mjs', [FEATURE], { ...env, BANK_PUBLISH_KEY: 'bsk_not-the-key-of-any-team' });
    expect(wrongKey.output).toContain('(401 invalid_publish_key)');
  });
});

// Issue 41: the bank's transfers, Bizum, bills, inbox and overdraft pages are feature packages
// like any team's, shipped through this registry when the sandbox starts, not routed from disk.
test('the bank’s new features reach the customer from the registry, each at the version its package names', async ({ page }) => {
  const shipped = [
    { folder: 'transferencias', id: 'transferencias', route: 'transferencias', heading: 'Transferencias' },
    { folder: 'bizum', id: 'bizum', route: 'bizum', heading: 'Bizum' },
    { folder: 'recibos', id: 'recibos', route: 'recibos', heading: 'Recibos' },
    { folder: 'inbox', id: 'inbox', route: 'inbox', heading: 'Buzón' },
  ];
  await login(page);
  for (const feature of shipped) {
    const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'packages/features', feature.folder, 'package.json'), 'utf8')) as {
      version: string;
    };
    await page.goto(`/#/${feature.route}`);
    await expect(page.getByRole('heading', { level: 1, name: feature.heading })).toBeVisible();
    const modules = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    expect(modules, feature.id).toContainEqual(
      expect.stringMatching(new RegExp(`^/cdn/registry/${feature.id}/${version.replaceAll('.', '\\.')}/[\\w.-]+\\.js$`)),
    );
    expect(
      modules.filter((module) => module.startsWith(`/cdn/features/${feature.folder}/`)),
      feature.id,
    ).toEqual([]);
  }
});

// The PIN recovery is a page of visitors, shipped the same way: a visitor without a session gets it
// from the registry too.
test('a visitor’s PIN recovery page comes from the registry, at the version its package names', async ({ page }) => {
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'packages/features/pin-recovery/package.json'), 'utf8')) as {
    version: string;
  };
  await page.goto('/#/pin-recovery');
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar la clave de seguridad' })).toBeVisible();
  const modules = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  expect(modules).toContainEqual(
    expect.stringMatching(new RegExp(`^/cdn/registry/pin-recovery/${version.replaceAll('.', '\\.')}/[\\w.-]+\\.js$`)),
  );
  expect(modules.filter((module) => module.startsWith('/cdn/features/pin-recovery/'))).toEqual([]);
});
