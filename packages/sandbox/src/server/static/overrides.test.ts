import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appRequest } from '../../../test/apiClient';
import { TEST_APP_HOST, TEST_APP_ORIGIN, TEST_PORT, useTestSandbox } from '../../../test/testSandbox';
import { APP_CONFIG_ELEMENT_START } from './serverHints';
import { OVERRIDES_COOKIE, parseOverrideUrl } from './overrides';

const cookieOf = (overrides: Record<string, string>) =>
  `${OVERRIDES_COOKIE}=${Buffer.from(JSON.stringify(overrides)).toString('base64url')}`;

/** The configuration the shell page carries. */
async function carriedConfig(response: Response): Promise<{ propsConfig: { means: { id: string; host: string; module: string }[] } }> {
  const html = await response.text();
  const start = html.indexOf(APP_CONFIG_ELEMENT_START) + APP_CONFIG_ELEMENT_START.length;
  return JSON.parse(html.slice(start, html.indexOf('</script>', start))) as never;
}

// Issue 40 §3: a developer points one feature of their browser's page at their own dev server.
describe('feature overrides: a developer’s dev server in place of one feature, for one browser', () => {
  const sandbox = useTestSandbox();
  const post = (app: typeof sandbox.app, path: string, body: string, headers: Record<string, string> = {}) =>
    Promise.resolve(
      app.request(path, {
        method: 'POST',
        headers: {
          Host: `${TEST_APP_HOST}:${TEST_PORT}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: TEST_APP_ORIGIN,
          ...headers,
        },
        body,
      }),
    );

  it('takes only a .js module on the developer’s own machine, without a query or credentials', () => {
    // Dot segments are resolved by the URL parser: they stay on the dev server.
    expect(parseOverrideUrl('http://localhost:5174/a/%2e%2e/x.js')).toEqual({ origin: 'http://localhost:5174', modulePath: 'x.js' });
    expect(parseOverrideUrl('http://localhost:5174/src/index.js')).toEqual({ origin: 'http://localhost:5174', modulePath: 'src/index.js' });
    expect(parseOverrideUrl('http://127.0.0.1:5174/help.js')).toEqual({ origin: 'http://127.0.0.1:5174', modulePath: 'help.js' });
    expect(parseOverrideUrl('http://dev.bank.localhost:5174/a.js')).toMatchObject({ origin: 'http://dev.bank.localhost:5174' });
    for (const url of [
      'https://evil.example/x.js',
      'http://localhost.evil.example/x.js',
      'javascript:alert(1)//.js',
      'http://localhost:5174/',
      'http://localhost:5174/x.css',
      'http://localhost:5174/x.js?v=1',
      'http://user:pw@localhost:5174/x.js',
      `http://localhost:5174/${'a'.repeat(300)}.js`,
    ]) {
      expect(parseOverrideUrl(url), url).toBeUndefined();
    }
  });

  it('is off unless the sandbox allows it: no page to set one, and a cookie changes nothing', async () => {
    expect((await appRequest(sandbox.app, '/__overrides/')).status).toBe(404);
    const page = await appRequest(sandbox.app, '/', { Cookie: cookieOf({ login: 'http://localhost:5174/login.js' }) });
    expect(page.headers.get('content-security-policy')).not.toContain('localhost:5174');
    expect((await carriedConfig(page)).propsConfig.means.find((mean) => mean.id === 'login')?.host).not.toContain('5174');
  });

  it('where allowed, a form of the page sets one: the page takes the module from the dev server, its CSP allows that origin, and a banner names it', async () => {
    const app = sandbox.appWith({ allowOverrides: true });
    const set = await post(app, '/__overrides/', 'feature=login&url=http%3A%2F%2Flocalhost%3A5174%2Fsrc%2Flogin.js');
    expect(set.status).toBe(303);
    const cookie = (set.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(set.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect(set.headers.get('set-cookie')).toMatch(/SameSite=Strict/);

    const page = await appRequest(app, '/', { Cookie: cookie });
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src [^;]*http:\/\/localhost:5174/);
    expect(policy).toMatch(/style-src [^;]*http:\/\/localhost:5174/);
    const html = await page.clone().text();
    expect(html).toContain('Overridden for this browser: <code>login</code> ← <code>http://localhost:5174/src/login.js</code>');
    expect(html).toContain('<button type="submit">Clear overrides</button>');
    expect((await carriedConfig(page)).propsConfig.means.find((mean) => mean.id === 'login')).toMatchObject({
      host: 'http://localhost:5174/',
      module: 'src/login.js',
    });

    // Without the cookie, nothing of it: another browser gets the bank's page.
    const other = await appRequest(app, '/');
    expect(other.headers.get('content-security-policy')).not.toContain('localhost:5174');
    expect(await other.text()).not.toContain('override-banner');

    const cleared = await post(app, '/__overrides/clear', '', { Cookie: cookie });
    expect(cleared.status).toBe(303);
    expect(cleared.headers.get('set-cookie')).toMatch(new RegExp(`^${OVERRIDES_COOKIE}=;.*Max-Age=0`));
  });

  it('refuses a form from another origin, an address off the developer’s machine and a feature id that is no slug', async () => {
    const app = sandbox.appWith({ allowOverrides: true });
    const body = 'feature=login&url=http%3A%2F%2Flocalhost%3A5174%2Flogin.js';
    expect((await post(app, '/__overrides/', body, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(app, '/__overrides/clear', '', { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(app, '/__overrides/clear', '', { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    // The shell page's own form, under its no-referrer policy: `Origin: null`, and the browser's word that it is same-origin.
    expect((await post(app, '/__overrides/clear', '', { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' })).status).toBe(303);
    const remote = await post(app, '/__overrides/', 'feature=login&url=https%3A%2F%2Fevil.example%2Fx.js');
    expect(remote.status).toBe(400);
    expect(remote.headers.get('set-cookie')).toBeNull();
    expect(await remote.text()).toContain('on your own machine (localhost)');
    expect((await post(app, '/__overrides/', 'feature=%3Cscript%3E&url=http%3A%2F%2Flocalhost%3A5174%2Fx.js')).status).toBe(400);
  });

  // Issue 40 §4: the shell loads its developer inspector only on a page that carries this meta.
  it('styles its own page with the one stylesheet its CSP names by hash, and allows no script', async () => {
    const page = await appRequest(sandbox.appWith({ allowOverrides: true }), '/__overrides/');
    const html = await page.text();
    const style = /<style>(.*?)<\/style>/.exec(html)?.[1] ?? '';
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(policy).toMatch(/^default-src 'none';/);
    expect(policy).not.toContain('script-src');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  it('puts the developer tools’ meta among the page’s meta tags only where overrides are allowed, naming this browser’s overrides', async () => {
    const meta = /<meta name="bank-developer-tools" content="allowed" data-overrides="([^"]*)" \/>/;
    const cookie = cookieOf({ 'personal-area': 'http://localhost:5174/src/personal-area.js' });
    expect(await (await appRequest(sandbox.app, '/')).text()).not.toContain('bank-developer-tools');
    expect(await (await appRequest(sandbox.app, '/app-login/', { Cookie: cookie })).text()).not.toContain('bank-developer-tools');

    const app = sandbox.appWith({ allowOverrides: true });
    for (const path of ['/', '/app-login/', '/clients/bank-ios/']) {
      const html = await (await appRequest(app, path)).text();
      expect(html, path).toMatch(new RegExp(`${meta.source}\\n\\s*<meta name="bank-client-id"`));
      expect(html.indexOf('bank-developer-tools'), path).toBeLessThan(html.indexOf('</head>'));
      expect(meta.exec(html)?.[1], path).toBe('[]');
    }
    const withOverride = meta.exec(await (await appRequest(app, '/', { Cookie: cookie })).text())?.[1] ?? '';
    expect(withOverride).toBe(
      '[{&#34;featureId&#34;:&#34;personal-area&#34;,&#34;url&#34;:&#34;http://localhost:5174/src/personal-area.js&#34;}]',
    );
  });

  it('escapes what a cookie says, and leaves out an override that does not validate', async () => {
    const app = sandbox.appWith({ allowOverrides: true });
    const page = await appRequest(app, '/', {
      Cookie: cookieOf({
        login: 'https://evil.example/x.js',
        'sign-up': 'http://localhost:5174/ok.js',
        '<b>': 'http://localhost:5174/x.js',
      }),
    });
    const html = await page.text();
    expect(html).toContain('<code>sign-up</code>');
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('<b>');
    expect((await appRequest(app, '/', { Cookie: `${OVERRIDES_COOKIE}=not-json` })).status).toBe(200);
  });
});
