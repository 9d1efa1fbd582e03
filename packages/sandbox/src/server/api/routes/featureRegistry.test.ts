import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPublishKey, DEMO_TEAM, setTeamKey } from '../../../registry';
import { apiRequest, appRequest, readJson, signIn, type ApiErrorBody } from '../../../../test/apiClient';
import { DEMO_LOGINS } from '../../../seed';
import { useTestSandbox } from '../../../../test/testSandbox';

const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const file = (name: string, text: string, integrity = sha384(text)) => ({ name, integrity, content: Buffer.from(text).toString('base64') });

/** A small feature as `feature:publish` sends it: a module importing React from the page's map, and its stylesheet. */
const ENTRY = 'import React from "react";\nexport default { componentId: "ing-feat-savings-goals", render: () => React };\n';
const STYLES = '.savings-goals { display: grid; }\n';
function publication(overrides: Record<string, unknown> = {}) {
  return {
    version: '1.0.0',
    route: { kind: 'feature', path: 'metas-de-ahorro' },
    title: { 'es-ES': 'Metas de ahorro', 'en-GB': 'Savings goals' },
    entry: 'savings-goals.Ab12Cd34.js',
    styles: [{ file: 'savings-goals.Ef56Gh78.css', integrity: sha384(STYLES) }],
    imports: ['react'],
    files: [file('savings-goals.Ab12Cd34.js', ENTRY), file('savings-goals.Ef56Gh78.css', STYLES)],
    ...overrides,
  };
}

// Issue 40 §2: the feature registry, the feed behind `means`, and its publish endpoint's hostile cases.
describe('the feature registry: POST /registry/features/{featureId}/versions', () => {
  const sandbox = useTestSandbox();
  let demoKey = '';
  let otherKey = '';
  beforeAll(async () => {
    demoKey = createPublishKey();
    otherKey = createPublishKey();
    await setTeamKey(sandbox.db, DEMO_TEAM, demoKey, new Date());
    await setTeamKey(sandbox.db, { teamId: 'cards', name: 'Cards team' }, otherKey, new Date());
  });

  const publish = (featureId: string, body: unknown, key: string | null = demoKey, headers: Record<string, string> = {}) =>
    apiRequest(sandbox.app, `/registry/features/${featureId}/versions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(key === null ? {} : { Authorization: `Bearer ${key}` }), ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const rollback = (featureId: string, body: object, key = demoKey) =>
    apiRequest(sandbox.app, `/registry/features/${featureId}/rollback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
      body: JSON.stringify(body),
    });
  const meansNow = async () => {
    const config = await readJson<{ propsConfig: { means: { id: string }[] } }>(await apiRequest(sandbox.app, '/config/appConfig'));
    return config.propsConfig.means;
  };
  const errorOf = async (response: Response) => ({ status: response.status, ...(await readJson<ApiErrorBody>(response)) });

  it('publishes a version that customers get at their next page load: in means, served from the registry’s CDN path', async () => {
    const response = await publish('savings-goals', publication());
    expect(response.status).toBe(201);
    expect(await readJson(response)).toMatchObject({
      featureId: 'savings-goals',
      version: '1.0.0',
      current: true,
      path: 'metas-de-ahorro',
      entry: 'savings-goals.Ab12Cd34.js',
      integrity: sha384(ENTRY),
      publishedBy: 'demo',
      // The budget every feature is held to, printed by `feature:publish` beside its size.
      budgetBytes: 61_440,
    });
    const mean = (await meansNow()).find((candidate) => candidate.id === 'savings-goals');
    expect(mean).toEqual({
      id: 'savings-goals',
      path: 'metas-de-ahorro',
      componentId: 'ing-feat-savings-goals',
      // The test sandbox runs behind a dev server, whose origin the page imports modules from.
      host: 'http://localhost:5173/cdn/registry/',
      module: 'savings-goals/1.0.0/savings-goals.Ab12Cd34.js',
      title: 'Metas de ahorro',
      titles: { 'en-GB': 'Savings goals' },
      version: '1.0.0',
    });
    const served = await appRequest(sandbox.app, '/cdn/registry/savings-goals/1.0.0/savings-goals.Ab12Cd34.js');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await served.text()).toBe(ENTRY);
    const compressed = await appRequest(sandbox.app, '/cdn/registry/savings-goals/1.0.0/savings-goals.Ef56Gh78.css', {
      'Accept-Encoding': 'br',
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
  });

  it('keeps versions: a second one becomes current, rollback puts the one before back, or a named one', async () => {
    const second = publication({ version: '1.1.0', title: { 'es-ES': 'Metas de ahorro 2', 'en-GB': 'Savings goals 2' } });
    expect((await publish('savings-goals', second)).status).toBe(201);
    expect((await meansNow()).find((mean) => mean.id === 'savings-goals')).toMatchObject({ version: '1.1.0', title: 'Metas de ahorro 2' });

    const back = await rollback('savings-goals', {});
    expect(back.status).toBe(200);
    expect(await readJson(back)).toMatchObject({ version: '1.0.0', current: true });
    expect((await meansNow()).find((mean) => mean.id === 'savings-goals')).toMatchObject({ version: '1.0.0', title: 'Metas de ahorro' });

    expect(await readJson(await rollback('savings-goals', { version: '1.1.0' }))).toMatchObject({ version: '1.1.0' });
    expect(await errorOf(await rollback('savings-goals', { version: '9.9.9' }))).toMatchObject({ status: 404, error: 'version_not_found' });
    const listed = await apiRequest(sandbox.app, '/registry/features/savings-goals/versions', {
      headers: { Authorization: `Bearer ${demoKey}` },
    });
    expect(
      (await readJson<{ versions: { version: string; current: boolean }[] }>(listed)).versions.map(({ version, current }) => [
        version,
        current,
      ]),
    ).toEqual([
      ['1.1.0', true],
      ['1.0.0', false],
    ]);
  });

  it('refuses a version already published: 409 version_exists, and what was published stays', async () => {
    expect(await errorOf(await publish('savings-goals', publication({ version: '1.0.0' })))).toMatchObject({
      status: 409,
      error: 'version_exists',
    });
  });

  it('refuses without a key, with a key no team has, and a feature of another team (its rollback too)', async () => {
    expect(await errorOf(await publish('savings-goals', publication({ version: '2.0.0' }), null))).toMatchObject({
      status: 401,
      error: 'invalid_publish_key',
    });
    expect(await errorOf(await publish('savings-goals', publication({ version: '2.0.0' }), createPublishKey()))).toMatchObject({
      status: 401,
      error: 'invalid_publish_key',
    });
    expect(await errorOf(await publish('savings-goals', publication({ version: '2.0.0' }), otherKey))).toMatchObject({
      status: 403,
      error: 'feature_of_another_team',
    });
    expect(await errorOf(await rollback('savings-goals', {}, otherKey))).toMatchObject({ status: 403, error: 'feature_of_another_team' });
    // The bank's own features are nobody's to publish over.
    expect(await errorOf(await publish('login', publication({ route: { kind: 'feature', path: 'otra' } })))).toMatchObject({
      status: 403,
      error: 'feature_of_another_team',
    });
  });

  it("refuses a customer's own session: their bearer token and cookies are no publish key", async () => {
    const customer = await signIn(sandbox.app, DEMO_LOGINS[0]);
    const withBearer = await publish('savings-goals', publication({ version: '2.0.0' }), customer.token);
    expect(await errorOf(withBearer)).toMatchObject({ status: 401, error: 'invalid_publish_key' });
    const withCookies = await apiRequest(sandbox.app, '/registry/features/savings-goals/versions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(publication({ version: '2.0.0' })),
      jar: customer.jar,
    });
    expect(await errorOf(withCookies)).toMatchObject({ status: 401, error: 'invalid_publish_key' });
    const current = (await meansNow()).find((mean) => mean.id === 'savings-goals') as { module?: string } | undefined;
    expect(current?.module).not.toContain('/2.0.0/');
  });

  it("refuses a route that is another feature's path: 409 path_taken, naming it", async () => {
    const taken = await errorOf(
      await publish('card-games', publication({ route: { kind: 'feature', path: 'metas-de-ahorro' } }), otherKey),
    );
    expect(taken).toMatchObject({
      status: 409,
      error: 'path_taken',
      message: 'La ruta #/metas-de-ahorro ya es de la feature savings-goals.',
    });
    expect(
      await errorOf(await publish('card-games', publication({ route: { kind: 'feature', path: 'posicion-global' } }), otherKey)),
    ).toMatchObject({
      status: 409,
      error: 'path_taken',
    });
  });

  it('refuses a file whose integrity does not match, naming it, and stores nothing', async () => {
    const tampered = publication({
      version: '3.0.0',
      files: [file('savings-goals.Ab12Cd34.js', ENTRY, sha384('something else')), file('savings-goals.Ef56Gh78.css', STYLES)],
    });
    expect(await errorOf(await publish('savings-goals', tampered))).toMatchObject({
      status: 422,
      error: 'integrity_mismatch',
      message: 'La integridad de savings-goals.Ab12Cd34.js no corresponde a su contenido.',
    });
    const { rows } = await sandbox.db.query("SELECT 1 FROM feature_versions WHERE version = '3.0.0'");
    expect(rows).toEqual([]);
  });

  it('refuses a feature over the size budget of 61,440 compressed bytes, with the figure', async () => {
    // Random bytes do not compress: 70,000 of them in base64 are about 70 KB of brotli.
    const noise = randomBytes(70_000).toString('base64');
    const big = `export const noise = "${noise}";\n`;
    const answer = await errorOf(
      await publish(
        'savings-goals',
        publication({ version: '4.0.0', files: [file('savings-goals.Ab12Cd34.js', big), file('savings-goals.Ef56Gh78.css', STYLES)] }),
      ),
    );
    expect(answer).toMatchObject({ status: 422, error: 'over_budget' });
    expect(answer.message).toMatch(/^La feature ocupa \d+ bytes comprimida \(brotli\) y el límite es 61440 bytes\.$/);
  });

  it.each([
    ['a URL', 'import x from "https://cdn.example/react.js"; export default x;', 'https://cdn.example/react.js'],
    ['an absolute path', 'import x from "/vendor/react.Ab12Cd34Ef.js"; export default x;', '/vendor/react.Ab12Cd34Ef.js'],
    ['a parent path', 'import x from "../login/login.js"; export default x;', '../login/login.js'],
    ['a name the import map lacks', 'import x from "react-dom/client"; export default x;', 'react-dom/client'],
    ['a sibling it does not publish', 'import x from "./missing.js"; export default x;', './missing.js'],
    ['a computed import()', 'const name = "re" + "act"; export default () => import(name);', 'import(name)'],
  ])('refuses a module that imports from outside the import map: %s', async (_case, code, specifier) => {
    const answer = await errorOf(
      await publish(
        'savings-goals',
        publication({ version: '5.0.0', styles: [], imports: [], files: [file('savings-goals.Ab12Cd34.js', code)] }),
      ),
    );
    expect(answer).toMatchObject({ status: 422, error: 'import_outside_import_map' });
    expect(answer.message).toContain(`importa ${specifier}:`);
  });

  it('refuses a module that carries a React of its own', async () => {
    const bundled = 'const element = Symbol.for("react.transitional.element"); export default element;';
    expect(
      await errorOf(
        await publish(
          'savings-goals',
          publication({ version: '5.0.1', styles: [], imports: [], files: [file('savings-goals.Ab12Cd34.js', bundled)] }),
        ),
      ),
    ).toMatchObject({
      status: 422,
      error: 'import_outside_import_map',
    });
  });

  it.each([
    ['a path in a file name', { files: [file('../../shell/dist/index.js', ENTRY)] }],
    ['an encoded path in a file name', { files: [file('..%2Findex.js', ENTRY)] }],
    ['a file that is neither module nor stylesheet', { files: [file('savings-goals.Ab12Cd34.js', ENTRY), file('run.sh', 'rm -rf /')] }],
    ['a NUL byte in a file', { files: [file('savings-goals.Ab12Cd34.js', `${ENTRY}\u0000`)] }],
    [
      'a file that is not UTF-8',
      {
        files: [{ name: 'savings-goals.Ab12Cd34.js', integrity: sha384('x'), content: Buffer.from([0xff, 0xfe, 0x00]).toString('base64') }],
      },
    ],
    ['content that is not base64', { files: [{ name: 'savings-goals.Ab12Cd34.js', integrity: sha384(ENTRY), content: 'not base64!' }] }],
    ['a file twice', { files: [file('savings-goals.Ab12Cd34.js', ENTRY), file('savings-goals.Ab12Cd34.js', ENTRY)] }],
    ['an entry that is not among the files', { entry: 'elsewhere.js' }],
    ['a stylesheet that is not among the files', { styles: [{ file: 'other.css', integrity: sha384(STYLES) }] }],
    ['a version that is not three numbers', { version: '1.0.0-beta' }],
    ['a route path with a slash', { route: { kind: 'feature', path: 'a/b' } }],
    ['a route of an unknown kind', { route: { kind: 'redirect', path: 'metas' } }],
    ['a remote module without a tag name', { route: { kind: 'remote-module', path: 'metas' } }],
    ['an unknown field', { signature: 'trust me' }],
    ['no files', { files: [] }],
    ['more than 32 files', { files: Array.from({ length: 33 }, (_, index) => file(`f${index}.js`, ENTRY)) }],
  ])('refuses a publication with %s: 422 invalid_publication', async (_case, overrides) => {
    expect(await errorOf(await publish('savings-goals', publication({ version: '6.0.0', ...overrides })))).toMatchObject({
      status: 422,
      error: 'invalid_publication',
    });
  });

  it('refuses a feature id that is not a slug, an upload over 2 MiB, a compressed body and a body that is not JSON', async () => {
    expect((await publish('..%2F..%2Fshell', publication())).status).toBe(422);
    expect((await publish('Savings_Goals', publication())).status).toBe(422);
    const huge = JSON.stringify(publication({ files: [file('savings-goals.Ab12Cd34.js', 'x'.repeat(2 * 1024 * 1024))] }));
    expect(await errorOf(await publish('savings-goals', huge))).toMatchObject({ status: 413, error: 'payload_too_large' });
    const gzipped = await publish('savings-goals', JSON.stringify(publication({ version: '6.1.0' })), demoKey, {
      'Content-Encoding': 'gzip',
    });
    expect(await errorOf(gzipped)).toMatchObject({ status: 415, error: 'unsupported_media_type' });
    expect(await errorOf(await publish('savings-goals', '{"version":'))).toMatchObject({ status: 400, error: 'invalid_request' });
    // NUL anywhere in the body, a file name or a title, is text no database stores: 400, as on every call.
    for (const overrides of [{ files: [file('savings\u0000.js', ENTRY)] }, { title: { 'es-ES': 'Metas\u0000', 'en-GB': 'Goals' } }]) {
      expect(await errorOf(await publish('savings-goals', publication({ version: '6.2.0', ...overrides })))).toMatchObject({
        status: 400,
        error: 'invalid_request',
      });
    }
  });

  it('decides concurrent publications of one feature: one wins, the other gets 409', async () => {
    const [first, second] = await Promise.all([
      publish('savings-goals', publication({ version: '7.0.0' })),
      publish('savings-goals', publication({ version: '7.0.1' })),
    ]);
    expect([first?.status, second?.status].sort()).toEqual([201, 409]);
    const same = await Promise.all([
      publish('savings-goals', publication({ version: '7.1.0' })),
      publish('savings-goals', publication({ version: '7.1.0' })),
    ]);
    expect(same.map((response) => response.status).sort()).toEqual([201, 409]);
    const { rows } = await sandbox.db.query(
      "SELECT version FROM feature_versions WHERE feature_id = 'savings-goals' AND version LIKE '7.%'",
    );
    expect(rows).toHaveLength(2);
  });

  it('lists a feature of the features folder with a bankShell field, unless a stored feature has its path; once published, the registry’s version', async () => {
    const writePackage = async (folder: string, bankShell: object) => {
      await mkdir(join(sandbox.fixtures.featuresDir, folder, 'dist'), { recursive: true });
      await writeFile(join(sandbox.fixtures.featuresDir, folder, 'package.json'), JSON.stringify({ bankShell }));
      await writeFile(join(sandbox.fixtures.featuresDir, folder, 'dist', 'manifest.json'), JSON.stringify({ entry: `${folder}.Zz99.js` }));
    };
    const title = { 'es-ES': 'Huchas', 'en-GB': 'Piggy banks' };
    await writePackage('piggy-banks', { id: 'piggy-banks', route: { kind: 'feature', path: 'piggy-banks' }, title });
    await writePackage('fake-login', { id: 'fake-login', route: { kind: 'feature', path: 'login' }, title });
    const local = await meansNow();
    expect(local.find((mean) => mean.id === 'piggy-banks')).toMatchObject({
      host: 'http://localhost:5173/cdn/features/',
      module: 'piggy-banks/piggy-banks.Zz99.js',
      title: 'Huchas',
    });
    expect(local.find((mean) => mean.id === 'fake-login')).toBeUndefined();

    const published = publication({ route: { kind: 'feature', path: 'piggy-banks' }, version: '1.0.0' });
    expect((await publish('piggy-banks', published)).status).toBe(201);
    expect((await meansNow()).filter((mean) => mean.id === 'piggy-banks')).toMatchObject([
      { host: 'http://localhost:5173/cdn/registry/', version: '1.0.0' },
    ]);
  });

  it('serves no file of a version that does not exist, and no path that is not one', async () => {
    for (const path of [
      '/cdn/registry/savings-goals/9.9.9/savings-goals.Ab12Cd34.js',
      '/cdn/registry/savings-goals/1.0.0/..%2F..%2Findex.html',
      '/cdn/registry/savings-goals/1.0.0/sub/savings-goals.Ab12Cd34.js',
      '/cdn/registry/Savings/1.0.0/savings-goals.Ab12Cd34.js',
    ]) {
      expect((await appRequest(sandbox.app, path)).status, path).toBe(404);
    }
  });

  it('keeps only a hash of a key, and lists a team its own features only', async () => {
    const { rows } = await sandbox.db.query<{ key_hash: string }>("SELECT key_hash FROM publish_teams WHERE team_id = 'demo'");
    expect(rows[0]?.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.key_hash).not.toContain(demoKey);
    const mine = await apiRequest(sandbox.app, '/registry/features', { headers: { Authorization: `Bearer ${otherKey}` } });
    expect(await readJson(mine)).toEqual({ team: { teamId: 'cards', name: 'Cards team' }, features: [] });
    const theirs = await apiRequest(sandbox.app, '/registry/features/savings-goals/versions', {
      headers: { Authorization: `Bearer ${otherKey}` },
    });
    expect(theirs.status).toBe(404);
  });

  it('answers a browser page of another origin no more than any caller without a key', async () => {
    const response = await apiRequest(sandbox.app, '/registry/features', {
      headers: { Origin: 'https://evil.example', Authorization: 'Bearer nope' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
