import { createHash } from 'node:crypto';
import { readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRequest, appRequest, readJson } from '../../../test/apiClient';
import { FIXTURE_IMPORT_MAP } from '../../../test/fixtures';
import { useTestSandbox } from '../../../test/testSandbox';
import type { Mean } from '../../means';
import { withServerHints } from './serverHints';

const PAGE = '<html>\n  <head>\n    <meta charset="utf-8" />\n    <!-- server-hints -->\n    <title>Banco Alba</title>\n  </head>\n</html>';
const LOGIN_MODULE = { url: 'http://bank.localhost:8080/cdn/features/login/login.3f9a1c2b.js', integrity: 'sha384-abc+/=' };

describe('server hints in the shell page', () => {
  it('writes the preconnect, the configuration preload and the module preload at the marker, indented as it was', () => {
    expect(withServerHints(PAGE, { apiOrigin: 'http://api.bank.localhost:8080', landingFeatureModule: LOGIN_MODULE })).toBe(
      [
        '<html>',
        '  <head>',
        '    <meta charset="utf-8" />',
        '    <link rel="preconnect" href="http://api.bank.localhost:8080" />',
        '    <link rel="preload" href="http://api.bank.localhost:8080/config/appConfig" as="fetch" crossorigin="use-credentials" />',
        '    <link rel="modulepreload" href="http://bank.localhost:8080/cdn/features/login/login.3f9a1c2b.js" integrity="sha384-abc+/=" />',
        '    <title>Banco Alba</title>',
        '  </head>',
        '</html>',
      ].join('\n'),
    );
  });

  it('puts the module preload after the import map, so the module can resolve its bare imports however fast it comes', () => {
    const page = [
      '<head>',
      '    <!-- server-hints -->',
      '    <script type="importmap">',
      '{"imports":{}}',
      '    </script>',
      '    <link rel="modulepreload" href="/vendor/react.Ab12Cd34Ef.js" />',
      '</head>',
    ].join('\n');
    expect(withServerHints(page, { apiOrigin: 'http://api.bank.localhost:8080', landingFeatureModule: LOGIN_MODULE })).toBe(
      [
        '<head>',
        '    <link rel="preconnect" href="http://api.bank.localhost:8080" />',
        '    <link rel="preload" href="http://api.bank.localhost:8080/config/appConfig" as="fetch" crossorigin="use-credentials" />',
        '    <script type="importmap">',
        '{"imports":{}}',
        '    </script>',
        '    <link rel="modulepreload" href="http://bank.localhost:8080/cdn/features/login/login.3f9a1c2b.js" integrity="sha384-abc+/=" />',
        '    <link rel="modulepreload" href="/vendor/react.Ab12Cd34Ef.js" />',
        '</head>',
      ].join('\n'),
    );
  });

  it("puts the feature's preloads after the page's own preloads of React's runtime and its entry, so the runtime, the biggest, goes first on the page's open connection", () => {
    const page = [
      '<head>',
      '    <!-- server-hints -->',
      '    <script type="importmap">',
      '{"imports":{}}',
      '    </script>',
      '</head>',
      '<body>',
      '    <link rel="modulepreload" href="/vendor/react-runtime.Ab12Cd34Ef.js" integrity="sha384-r" />',
      '    <link rel="modulepreload" href="/assets/shell.Gh56Ij78Kl.js" integrity="sha384-s" />',
      '    <script type="module" src="/assets/shell.Gh56Ij78Kl.js" integrity="sha384-s"></script>',
      '</body>',
    ].join('\n');
    const hinted = withServerHints(page, { apiOrigin: 'http://api.bank.localhost:8080', landingFeatureModule: LOGIN_MODULE });
    const preloads = [...hinted.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
    expect(preloads).toEqual([
      '/vendor/react-runtime.Ab12Cd34Ef.js',
      '/assets/shell.Gh56Ij78Kl.js',
      'http://bank.localhost:8080/cdn/features/login/login.3f9a1c2b.js',
    ]);
    expect(hinted).toContain(
      '    <link rel="modulepreload" href="/assets/shell.Gh56Ij78Kl.js" integrity="sha384-s" />\n    <link rel="modulepreload" href="http://bank.localhost:8080/cdn/features/login/login.3f9a1c2b.js" integrity="sha384-abc+/=" />\n    <script type="module"',
    );
  });

  it('writes no module preload while the login feature is not built, and no integrity when its build recorded none', () => {
    const unbuilt = withServerHints(PAGE, { apiOrigin: 'http://api.bank.localhost:8080', landingFeatureModule: undefined });
    expect(unbuilt).not.toContain('modulepreload');
    expect(unbuilt).toContain('<link rel="preconnect" href="http://api.bank.localhost:8080" />');
    const noIntegrity = withServerHints(PAGE, {
      apiOrigin: 'http://api.bank.localhost:8080',
      landingFeatureModule: { url: LOGIN_MODULE.url, integrity: undefined },
    });
    expect(noIntegrity).toContain(`<link rel="modulepreload" href="${LOGIN_MODULE.url}" />`);
  });

  it("preloads each stylesheet the landing feature's module links, with its integrity and the module's crossorigin (issue 15 §5)", () => {
    const html = withServerHints(PAGE, {
      apiOrigin: 'http://api.bank.localhost:8080',
      landingFeatureModule: {
        url: 'http://bank.localhost:8080/cdn/features/overall-position/overall-position.uNpDOfpAPZ.js',
        integrity: 'sha384-abc+/=',
        styles: [
          { url: 'http://bank.localhost:8080/cdn/features/overall-position/overall-position.4DkoT7pdFn.css', integrity: 'sha384-css+/=' },
        ],
      },
    });
    expect(html).toContain(
      '    <link rel="modulepreload" href="http://bank.localhost:8080/cdn/features/overall-position/overall-position.uNpDOfpAPZ.js" integrity="sha384-abc+/=" />\n' +
        '    <link rel="preload" as="style" href="http://bank.localhost:8080/cdn/features/overall-position/overall-position.4DkoT7pdFn.css" integrity="sha384-css+/=" crossorigin="anonymous" />',
    );
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('preloads the shared modules the landing feature imports, at low priority, unless the page preloads them already (issue 12)', () => {
    const page = [
      '<head>',
      '    <!-- server-hints -->',
      '    <script type="importmap">',
      JSON.stringify({
        imports: { '@bank-shell/core/format': '/vendor/format.Ab12Cd34Ef.js', react: '/vendor/react.Ab12Cd34Ef.js' },
        integrity: { '/vendor/format.Ab12Cd34Ef.js': 'sha384-fmt+/=' },
      }),
      '    </script>',
      '    <link rel="modulepreload" href="/vendor/react.Ab12Cd34Ef.js" />',
      '</head>',
    ].join('\n');
    const html = withServerHints(page, {
      apiOrigin: 'http://api.bank.localhost:8080',
      landingFeatureModule: { ...LOGIN_MODULE, sharedImports: ['@bank-shell/core/format', 'react', '@bank-shell/not-in-the-map'] },
    });
    expect(html).toContain(
      `    <link rel="modulepreload" href="${LOGIN_MODULE.url}" integrity="sha384-abc+/=" />\n` +
        '    <link rel="modulepreload" href="/vendor/format.Ab12Cd34Ef.js" integrity="sha384-fmt+/=" fetchpriority="low" />\n' +
        '    <link rel="modulepreload" href="/vendor/react.Ab12Cd34Ef.js" />',
    );
    expect(html.match(/react\.Ab12Cd34Ef\.js" \/>/g)).toHaveLength(1);
    expect(html).not.toContain('not-in-the-map');
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'finds nothing for a shared import named like what every object inherits (%s): the page is still served',
    (specifier) => {
      const page = '<head>\n<!-- server-hints -->\n<script type="importmap">{"imports":{}}</script>\n</head>';
      const html = withServerHints(page, {
        apiOrigin: 'http://api.bank.localhost:8080',
        landingFeatureModule: { ...LOGIN_MODULE, sharedImports: [specifier] },
      });
      expect(html.match(/modulepreload/g)).toHaveLength(1);
    },
  );

  it('preloads no shared module of a page whose import map is not valid JSON', () => {
    const page = '<head>\n<!-- server-hints -->\n<script type="importmap">{"imports": </script>\n</head>';
    const html = withServerHints(page, {
      apiOrigin: 'http://api.bank.localhost:8080',
      landingFeatureModule: { ...LOGIN_MODULE, sharedImports: ['@bank-shell/core/format'] },
    });
    expect(html.match(/modulepreload/g)).toHaveLength(1);
  });

  it('escapes what it writes, so no value can end the attribute or the tag', () => {
    const html = withServerHints(PAGE, {
      apiOrigin: 'http://api.bank.localhost:8080"><script>alert(1)</script>',
      landingFeatureModule: {
        url: 'http://x/"onload="alert(1)',
        integrity: "sha384-'&<",
        styles: [{ url: 'http://x/"><b>', integrity: '"' }],
      },
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('"onload=');
    expect(html).toContain('href="http://api.bank.localhost:8080&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
    expect(html).toContain('integrity="sha384-&#39;&#38;&#60;"');
    expect(html).not.toContain('<b>');
    expect(html).toContain('href="http://x/&#34;&#62;&#60;b&#62;" integrity="&#34;"');
  });

  it('carries a configuration before the entry module, every "<" written \\u003c, and then preloads no configuration call', () => {
    const page = [
      '<head>',
      '    <!-- server-hints -->',
      '</head>',
      '<body>',
      '    <script type="module" src="/assets/shell.Gh56Ij78Kl.js"></script>',
      '</body>',
    ].join('\n');
    const config = { urlsConfig: { note: '</script><script>alert(1)</script>' }, propsConfig: { means: [] } };
    const hinted = withServerHints(page, {
      apiOrigin: 'http://api.bank.localhost:8080',
      landingFeatureModule: undefined,
      appConfig: config,
    });
    expect(hinted).toContain(
      '    <script type="application/json" data-app-config>{"urlsConfig":{"note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"},"propsConfig":{"means":[]}}</script>\n    <script type="module" src="/assets/shell.Gh56Ij78Kl.js"></script>',
    );
    expect(hinted.match(/<\/script>/g)).toHaveLength(2);
    expect(JSON.parse(/data-app-config>(.*?)<\/script>/.exec(hinted)?.[1] ?? '')).toEqual(config);
    expect(hinted).not.toContain('config/appConfig');
    expect(hinted).toContain('<link rel="preconnect" href="http://api.bank.localhost:8080" />');
  });

  it('lists the landing feature\'s first calls in a data block at the marker, every "<" written \\u003c (issue 42 §6)', () => {
    const hinted = withServerHints(PAGE, {
      apiOrigin: 'http://api.bank.localhost:8080',
      landingFeatureModule: undefined,
      firstCalls: ['/genoma_api/rest/client', '</script><script>alert(1)</script>'],
    });
    expect(hinted).toContain(
      '    <script type="application/json" data-first-calls>["/genoma_api/rest/client","\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"]</script>',
    );
    expect(hinted.match(/<\/script>/g)).toHaveLength(1);
    expect(
      withServerHints(PAGE, { apiOrigin: 'http://api.bank.localhost:8080', landingFeatureModule: undefined, firstCalls: [] }),
    ).not.toContain('data-first-calls');
  });

  it('leaves a page without the marker as it is', () => {
    const page = '<html><head><title>Banco Alba</title></head></html>';
    expect(withServerHints(page, { apiOrigin: 'http://api.bank.localhost:8080', landingFeatureModule: LOGIN_MODULE })).toBe(page);
  });
});

describe('the shell page the sandbox serves carries the hints', () => {
  const sandbox = useTestSandbox();

  it("carries the API host's preconnect and the login feature's module preload from its manifest, and no preload of the configuration it carries", async () => {
    const html = await (await appRequest(sandbox.app, '/')).text();
    const manifest = JSON.parse(await readFile(join(sandbox.fixtures.featuresDir, 'login', 'dist', 'manifest.json'), 'utf8')) as {
      entry: string;
      integrity: string;
    };
    expect(manifest.integrity).toMatch(/^sha384-/);
    expect(html).toContain('<link rel="preconnect" href="http://api.bank.localhost:8080" />');
    expect(html).not.toContain('rel="preload" href="http://api.bank.localhost:8080/config/appConfig"');
    expect(html.indexOf('<link rel="preconnect"')).toBeLessThan(html.indexOf('<script type="importmap">'));
    expect(html.indexOf('<link rel="modulepreload"')).toBeGreaterThan(html.indexOf('</script>'));
    // The test sandbox has a dev origin, which serves the feature CDN.
    expect(html).toContain(
      `<link rel="modulepreload" href="http://localhost:5173/cdn/features/login/${manifest.entry}" integrity="${manifest.integrity}" />`,
    );
  });

  it('carries the configuration GET /config/appConfig answers, before the entry module: the shell starts without asking for it (issue 12 §2)', async () => {
    const html = await (await appRequest(sandbox.app, '/', { cookie: 'XSRF-TOKEN=abc' })).text();
    const carried = /<script type="application\/json" data-app-config>(.*?)<\/script>/.exec(html)?.[1];
    if (carried === undefined) throw new Error('the page carries no configuration');
    const answered = await readJson<object>(await apiRequest(sandbox.app, '/config/appConfig'));
    expect(JSON.parse(carried)).toEqual(answered);
    expect(html.indexOf('data-app-config')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html.indexOf('data-app-config')).toBeGreaterThan(html.indexOf('<template data-first-paint-at'));
  });

  it("carries a visitor only the means of the pages that need no login, marked 'public-pages' (issue 40 §2)", async () => {
    const html = await (await appRequest(sandbox.app, '/')).text();
    const carried = JSON.parse(/data-app-config>(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
      urlsConfig: object;
      propsConfig: { means: Mean[]; meansScope?: string };
    };
    const answered = await readJson<{ urlsConfig: object; propsConfig: { means: Mean[] } }>(
      await apiRequest(sandbox.app, '/config/appConfig'),
    );
    expect(carried.propsConfig.meansScope).toBe('public-pages');
    expect(carried.urlsConfig).toEqual(answered.urlsConfig);
    expect(carried.propsConfig.means.map((mean) => mean.path)).toContain('login');
    expect(carried.propsConfig.means.map((mean) => mean.path)).not.toContain('posicion-global');
    expect(carried.propsConfig.means).toEqual(
      answered.propsConfig.means.filter((mean) => carried.propsConfig.means.some((m) => m.id === mean.id)),
    );
    expect(carried.propsConfig.means.length).toBeLessThan(answered.propsConfig.means.length);
  });

  it('preloads exactly the URL the shell will import for the login route: host and module of its mean', async () => {
    const config = await readJson<{ propsConfig: { means: Mean[] } }>(await apiRequest(sandbox.app, '/config/appConfig'));
    const login = config.propsConfig.means.find((mean) => mean.path === 'login');
    if (login === undefined) throw new Error('no login mean');
    const html = await (await appRequest(sandbox.app, '/app-login/')).text();
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
    expect(preloaded).toEqual([new URL(login.module, login.host).href]);
  });

  it("preloads the shared modules the overall position's manifest names for a customer coming back signed in", async () => {
    const signedIn = await (await appRequest(sandbox.app, '/', { cookie: 'XSRF-TOKEN=abc' })).text();
    expect(signedIn).toContain('<link rel="modulepreload" href="/vendor/react.Ab12Cd34Ef.js" fetchpriority="low" />');
    const visitor = await (await appRequest(sandbox.app, '/')).text();
    expect(visitor).not.toContain('/vendor/react.Ab12Cd34Ef.js" fetchpriority="low"');
  });

  it('preloads the login feature on every client page too', async () => {
    const html = await (await appRequest(sandbox.app, '/clients/bank-teen-web/app-login/')).text();
    expect(html).toContain('<link rel="modulepreload" href="http://localhost:5173/cdn/features/login/login.3f9a1c2b.js"');
  });

  it('writes no module preload while the login feature is not built', async () => {
    const manifest = join(sandbox.fixtures.featuresDir, 'login', 'dist', 'manifest.json');
    await rename(manifest, `${manifest}.away`);
    try {
      const html = await (await appRequest(sandbox.app, '/')).text();
      expect(html).not.toContain('modulepreload');
      expect(html).toContain('<link rel="preconnect" href="http://api.bank.localhost:8080" />');
    } finally {
      await rename(`${manifest}.away`, manifest);
    }
  });

  it('keeps the CSP hash of the import map: the hints are links, not scripts, and connect-src allows the API host', async () => {
    const policy = (await appRequest(sandbox.app, '/')).headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`'sha256-${createHash('sha256').update(FIXTURE_IMPORT_MAP).digest('base64')}'`);
    expect(policy).toContain("connect-src 'self' http://api.bank.localhost:8080");
  });
});

describe('the configuration the shell page carries, with the test interface', () => {
  const sandbox = useTestSandbox({ testMode: true });

  it('is the configuration as it stands at each request: a switch the test interface turns off is off in the next page', async () => {
    const carriedSwitch = async () => {
      const html = await (await appRequest(sandbox.app, '/')).text();
      const carried = /data-app-config>(.*?)<\/script>/.exec(html)?.[1] ?? '{}';
      return (JSON.parse(carried) as { propsConfig?: Record<string, unknown> }).propsConfig?.['enable-pending-operation'];
    };
    const switchTo = (enabled: boolean) =>
      apiRequest(sandbox.app, '/__sandbox/pending-operations/enabled', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ enabled }),
      });
    expect(await carriedSwitch()).toBe(true);
    try {
      expect((await switchTo(false)).status).toBe(200);
      expect(await carriedSwitch()).toBe(false);
    } finally {
      expect((await switchTo(true)).status).toBe(200);
    }
    expect(await carriedSwitch()).toBe(true);
  });
});
