import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRequest } from '../../../test/apiClient';
import { LEGACY_APP_PATH } from '.';
import { CLIENT_PAGE_IDS } from './clientPages';
import {
  FIXTURE_EARLY_CALLS_SCRIPT,
  FIXTURE_OVERVIEW_PAINT_SCRIPT,
  FIXTURE_ENTRIES,
  FIXTURE_FIRST_PAINT_BLOCK,
  FIXTURE_FIRST_PAINT_SCRIPT,
  FIXTURE_IMPORT_MAP,
  FIXTURE_INDEX_HTML,
  FIXTURE_SIGNED_IN_PRELOADS,
  FIXTURE_STYLES,
  FIXTURE_THEME_SCRIPT,
} from '../../../test/fixtures';
import { useTestSandbox } from '../../../test/testSandbox';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('app host: shell page, shell files and the feature CDN', () => {
  const sandbox = useTestSandbox();

  it('serves the shell page at / and /app-login/ with no-cache', async () => {
    for (const path of ['/', '/app-login/']) {
      const response = await appRequest(sandbox.app, path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8$/i);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<script type="importmap">');
    }
  });

  it('sends a strict Content-Security-Policy that allows the import map, the theme and first-paint scripts and the styles by their hashes, and the vendors host', async () => {
    const response = await appRequest(sandbox.app, '/');
    const importMapHash = createHash('sha256').update(FIXTURE_IMPORT_MAP).digest('base64');
    const themeHash = createHash('sha256').update(FIXTURE_THEME_SCRIPT).digest('base64');
    const firstPaintHash = createHash('sha256').update(FIXTURE_FIRST_PAINT_SCRIPT).digest('base64');
    const stylesHash = createHash('sha256').update(FIXTURE_STYLES).digest('base64');
    expect(response.headers.get('content-security-policy')).toBe(
      [
        "default-src 'self'",
        // The vendors host serves the outside scripts (the consent manager), their styles and takes their calls.
        `script-src 'self' http://bank.localhost:8080 http://vendors.bank.localhost:8080 'sha256-${importMapHash}' 'sha256-${themeHash}' 'sha256-${firstPaintHash}'`,
        "connect-src 'self' http://api.bank.localhost:8080 http://vendors.bank.localhost:8080",
        `style-src 'self' http://vendors.bank.localhost:8080 'sha256-${stylesHash}'`,
        "img-src 'self' data:",
        "font-src 'self'",
        // Its own frames, the tag frame on the vendors host (issue 38 §6), and the legacy iOS
        // wrapper's bankapp:// frames (docs/native-bridge.md).
        "frame-src 'self' http://vendors.bank.localhost:8080 bankapp:",
        "frame-ancestors 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "object-src 'none'",
      ].join('; '),
    );
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('follows a rebuilt shell page: new import map, new hash', async () => {
    const rebuiltMap = '{"imports":{"react":"/vendor/react.Zz99Yy88Xx.js"}}';
    const dist = sandbox.fixtures.shellDist;
    await writeFile(join(dist, 'index.html'), `<!doctype html><script type="importmap">${rebuiltMap}</script>`);
    try {
      const policy = (await appRequest(sandbox.app, '/')).headers.get('content-security-policy');
      expect(policy).toContain(`'sha256-${createHash('sha256').update(rebuiltMap).digest('base64')}'`);
    } finally {
      await writeFile(join(dist, 'index.html'), FIXTURE_INDEX_HTML);
    }
  });

  it.each([
    ['a visitor', {}],
    ['a returning customer', { Cookie: 'XSRF-TOKEN=a-session-xsrf-value' }],
  ])(
    'keeps the theme script, and its hash, on the page of %s: the theme applies before every first paint (issue 18)',
    async (_who, headers) => {
      const response = await appRequest(sandbox.app, '/', headers);
      expect(await response.text()).toContain(`<script data-theme-before-paint>${FIXTURE_THEME_SCRIPT}</script>`);
      expect(response.headers.get('content-security-policy')).toContain(
        `'sha256-${createHash('sha256').update(FIXTURE_THEME_SCRIPT).digest('base64')}'`,
      );
    },
  );

  describe('the login painted before the modules load (docs/first-paint.md)', () => {
    const firstPaintSource = `'sha256-${createHash('sha256').update(FIXTURE_FIRST_PAINT_SCRIPT).digest('base64')}'`;

    it.each(['/', '/app-login/'])('keeps it on %s for a visitor without a session', async (path) => {
      const response = await appRequest(sandbox.app, path);
      expect(await response.text()).toContain(FIXTURE_FIRST_PAINT_BLOCK);
      expect(response.headers.get('content-security-policy')).toContain(firstPaintSource);
    });

    it.each(['/', '/app-login/'])(
      'leaves it, and its hash, out of %s for a returning customer (the XSRF cookie of a session)',
      async (path) => {
        const response = await appRequest(sandbox.app, path, { Cookie: 'XSRF-TOKEN=a-session-xsrf-value' });
        const html = await response.text();
        expect(html).not.toMatch(/data-first-paint/);
        expect(html).toContain('<div id="app"></div>');
        expect(html).toContain('<script type="module" src="/assets/shell.Zx98Yw76.js"></script>');
        expect(response.headers.get('content-security-policy')).not.toContain(firstPaintSource);
      },
    );

    it.each(CLIENT_PAGE_IDS.flatMap((clientId) => [`/clients/${clientId}/`, `/clients/${clientId}/app-login/`]))(
      'leaves it out of %s: another client has a login of its own',
      async (path) => {
        const response = await appRequest(sandbox.app, path);
        expect(response.status).toBe(200);
        expect(await response.text()).not.toMatch(/data-first-paint/);
        expect(response.headers.get('content-security-policy')).not.toContain(firstPaintSource);
      },
    );

    it('leaves it out of the page inside the native-wrapper simulator', async () => {
      const response = await appRequest(sandbox.app, '/?native-simulator=android-1.7.2');
      expect(await response.text()).not.toMatch(/data-first-paint/);
    });
  });

  it('answers 503 "Shell not built" while the shell has no build', async () => {
    const response = await appRequest(sandbox.appWith({ shellDist: sandbox.fixtures.unbuiltShellDist }), '/');
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('Shell not built: run npm run build');
  });

  it('serves hashed feature files as immutable', async () => {
    const response = await appRequest(sandbox.app, `/cdn/features/login/${FIXTURE_ENTRIES.login}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await response.text()).toContain("feature = 'login'");
    const chunk = await appRequest(sandbox.app, '/cdn/features/login/chunks/shared.Qw12Er34.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('serves unhashed files with no-cache, and answers 304 to a matching ETag', async () => {
    for (const path of ['/cdn/features/login/manifest.json', '/cdn/features/login/loader.js', '/assets/logo.svg']) {
      const response = await appRequest(sandbox.app, path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      const etag = response.headers.get('etag') ?? '';
      const again = await appRequest(sandbox.app, path, { 'If-None-Match': etag });
      expect(again.status, path).toBe(304);
    }
  });

  it('serves the shell assets and vendor files, hashed ones as immutable', async () => {
    const script = await appRequest(sandbox.app, '/assets/shell.Zx98Yw76.js');
    expect(script.headers.get('cache-control')).toBe(IMMUTABLE);
    const style = await appRequest(sandbox.app, '/assets/shell.Zx98Yw76.css');
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const vendor = await appRequest(sandbox.app, '/vendor/react.Ab12Cd34Ef.js');
    expect(vendor.status).toBe(200);
  });

  it.each(CLIENT_PAGE_IDS)('serves a page for the %s client, and its login page, naming that client', async (clientId) => {
    for (const path of [`/clients/${clientId}/`, `/clients/${clientId}/app-login/`]) {
      const response = await appRequest(sandbox.app, path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await response.text()).toContain(`<meta name="bank-client-id" content="${clientId}" />`);
    }
  });

  it('answers 404 for a client it has no page for', async () => {
    expect((await appRequest(sandbox.app, '/clients/bank-fax/')).status).toBe(404);
  });

  it('serves the legacy app script at the path appConfig names, revalidated on each use', async () => {
    const response = await appRequest(sandbox.app, LEGACY_APP_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('global.genomaApp');
  });

  it('serves JavaScript as text/javascript with nosniff', async () => {
    const response = await appRequest(sandbox.app, `/cdn/features/overall-position/${FIXTURE_ENTRIES['overall-position']}`);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('blocks path traversal under /cdn', async () => {
    const attempts = [
      '/cdn/features/login/..%2fpackage.json',
      '/cdn/features/login/%2e%2e/package.json',
      '/cdn/features/login/%2e%2e/%2e%2e/%2e%2e/secret.txt',
      '/cdn/features/login/..%5c..%5csecret.txt',
      '/cdn/features/..%2f..%2fsecret.txt/x.js',
      '/cdn/features/%2e%2e/login/dist/manifest.json',
      '/cdn/features/login/linked-secret.js',
      '/cdn/features/login/.env',
      '/cdn/features/login/%00.js',
      '/cdn/features/login/',
      '/cdn/features/login',
      '/assets/..%2f..%2fsecret.txt',
      '/vendor/%2e%2e%2findex.html',
    ];
    for (const path of attempts) {
      const response = await appRequest(sandbox.app, path);
      expect(response.status, path).toBe(404);
      const body = await response.text();
      expect(body, path).not.toContain('secret');
      expect(body, path).not.toContain('not-for-the-cdn');
    }
  });

  it('answers 404 to paths the app host does not serve', async () => {
    for (const path of ['/index.html', '/genoma_api/login', '/app-login', '/cdn/features/missing/x.js']) {
      expect((await appRequest(sandbox.app, path)).status, path).toBe(404);
    }
  });

  it("preloads the login feature's module for a visitor, and the overall position's for a returning customer", async () => {
    const preloadedFeatures = async (headers: Record<string, string>) => {
      const html = await (await appRequest(sandbox.app, '/', headers)).text();
      return [...html.matchAll(/<link rel="modulepreload" href="[^"]*(\/cdn\/features\/[^"]*)"/g)].map((match) => match[1]);
    };
    expect(await preloadedFeatures({})).toEqual([`/cdn/features/login/${FIXTURE_ENTRIES.login}`]);
    expect(await preloadedFeatures({ Cookie: 'XSRF-TOKEN=abc' })).toEqual([
      `/cdn/features/overall-position/${FIXTURE_ENTRIES['overall-position']}`,
    ]);
  });

  describe("the overview's first calls, started by the page of a customer coming back (issue 42 §6)", () => {
    const earlyCallsSource = `'sha256-${createHash('sha256').update(FIXTURE_EARLY_CALLS_SCRIPT).digest('base64')}'`;
    const overviewPaintSource = `'sha256-${createHash('sha256').update(FIXTURE_OVERVIEW_PAINT_SCRIPT).digest('base64')}'`;
    const FIRST_CALLS_BLOCK =
      '<script type="application/json" data-first-calls>["/genoma_api/rest/client","/genoma_api/rest/products"]</script>';

    it("lists the overall position's first calls from its manifest, and allows the early-calls script by its hash", async () => {
      const response = await appRequest(sandbox.app, '/', { Cookie: 'XSRF-TOKEN=abc' });
      const html = await response.text();
      expect(html).toContain(FIRST_CALLS_BLOCK);
      expect(html).toContain(`<script data-early-calls>${FIXTURE_EARLY_CALLS_SCRIPT}</script>`);
      // In the head, before the body's script reads it.
      expect(html.indexOf('data-first-calls')).toBeLessThan(html.indexOf('data-early-calls'));
      expect(response.headers.get('content-security-policy')).toContain(earlyCallsSource);
    });

    it('makes the overview painted from the HTML live after the early calls, and allows its script by its hash', async () => {
      const response = await appRequest(sandbox.app, '/', { Cookie: 'XSRF-TOKEN=abc' });
      const html = await response.text();
      // The template within the signed-in template is kept whole, and the script after it.
      expect(html).toContain(
        '<template data-overview-paint lang="es-ES" data-texts="{}"><div class="first-paint" inert><h1>Hola</h1></div></template>' +
          `<script data-overview-paint>${FIXTURE_OVERVIEW_PAINT_SCRIPT}</script>`,
      );
      expect(html.indexOf('data-early-calls')).toBeLessThan(html.indexOf('<script data-overview-paint>'));
      expect(html).not.toContain('<!-- signed-in -->');
      expect(html).not.toContain('<!-- /signed-in -->');
      expect(response.headers.get('content-security-policy')).toContain(overviewPaintSource);
    });

    it("gives a visitor neither the calls, nor the script, nor the script's hash", async () => {
      const response = await appRequest(sandbox.app, '/');
      const html = await response.text();
      expect(html).not.toContain('data-first-calls');
      expect(html).not.toContain('data-early-calls');
      expect(html).not.toContain('data-overview-paint');
      expect(response.headers.get('content-security-policy')).not.toContain(earlyCallsSource);
      expect(response.headers.get('content-security-policy')).not.toContain(overviewPaintSource);
    });

    it.each(['/clients/bank-teen-web/', '/?native-simulator=android-1.7.2'])(
      'lists no first calls on %s, whose calls are not the web home page’s',
      async (path) => {
        const response = await appRequest(sandbox.app, path, { Cookie: 'XSRF-TOKEN=abc' });
        expect(await response.text()).not.toContain('data-first-calls');
        // The script is still in the live template, and allowed: without its list it starts nothing.
        expect(response.headers.get('content-security-policy')).toContain(earlyCallsSource);
      },
    );
  });

  it("makes the signed-in preloads live for a returning customer, and leaves them out of a visitor's page", async () => {
    const returning = await (await appRequest(sandbox.app, '/', { Cookie: 'XSRF-TOKEN=abc' })).text();
    expect(returning).toContain(FIXTURE_SIGNED_IN_PRELOADS);
    expect(returning).not.toContain('<template data-signed-in-preloads>');
    const visitor = await (await appRequest(sandbox.app, '/')).text();
    expect(visitor).not.toContain('data-signed-in-preloads');
    expect(visitor).not.toContain('shell-chunk.Ab12Cd34.js');
  });
});
