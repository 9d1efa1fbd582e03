import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appRequest } from '../../../test/apiClient';
import { readEncodedBody } from '../../../test/contentEncoding';
import { FIXTURE_IMPORT_MAP, FIXTURE_THEME_SCRIPT } from '../../../test/fixtures';
import { useTestSandbox } from '../../../test/testSandbox';
import { NATIVE_SIMULATOR_PROFILES, SIMULATED_METHODS } from '../../nativeSimulator';

const CHROME_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const SPANISH_BROWSER = { 'Accept-Language': 'es-ES,es;q=0.9,en;q=0.8' };
const WRAPPER_TAG = (profile: string) => `<script src="/native-simulator/wrapper.js?profile=${profile}"></script>`;
const IMPORT_MAP_SOURCE = `'sha256-${createHash('sha256').update(FIXTURE_IMPORT_MAP).digest('base64')}'`;
const THEME_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIXTURE_THEME_SCRIPT).digest('base64')}'`;

const directive = (policy: string | null, name: string) =>
  (policy ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('the native-wrapper simulator page (issue 16 §4)', () => {
  const sandbox = useTestSandbox();

  it('serves /native-simulator/ as HTML under a strict policy of its own: its own script and styles, frames of its own origin, calls to the API host only, never framed', async () => {
    const response = await appRequest(sandbox.app, '/native-simulator/', SPANISH_BROWSER);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8$/i);
    expect(response.headers.get('content-security-policy')).toBe(
      [
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "frame-src 'self'",
        // The app's sign-in with the bank (the page's "The app's session").
        'connect-src http://api.bank.localhost:8080',
        "frame-ancestors 'none'",
        "base-uri 'none'",
        "form-action 'none'",
      ].join('; '),
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('vary')).toBe('Accept-Language');
    const html = await response.text();
    // No inline script or style: the policy allows none.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).toContain('<script src="/native-simulator/simulator.js" defer></script>');
    expect(html).toContain('<link rel="stylesheet" href="/native-simulator/simulator.css">');
  });

  it('speaks Spanish to a Spanish browser and English to any other, unless ?lang= chooses', async () => {
    const spanish = await (await appRequest(sandbox.app, '/native-simulator/', SPANISH_BROWSER)).text();
    expect(spanish).toContain('<html lang="es-ES">');
    expect(spanish).toContain('<h1>Simulador del contenedor nativo</h1>');
    const english = await (await appRequest(sandbox.app, '/native-simulator/', { 'Accept-Language': 'fr-FR,fr;q=0.9' })).text();
    expect(english).toContain('<html lang="en-GB">');
    expect(english).toContain('<h1>Native wrapper simulator</h1>');
    const chosen = await (await appRequest(sandbox.app, '/native-simulator/?lang=en-GB', SPANISH_BROWSER)).text();
    expect(chosen).toContain('<html lang="en-GB">');
  });

  it('offers every profile, the one in ?profile= chosen, and an answer mode for every method of the table', async () => {
    const html = await (await appRequest(sandbox.app, '/native-simulator/?profile=ios-1.6.9', SPANISH_BROWSER)).text();
    for (const profile of NATIVE_SIMULATOR_PROFILES) expect(html).toContain(`<option value="${profile.id}"`);
    expect(html).toMatch(/<option value="ios-1\.6\.9"[^>]* selected>iOS 1\.6\.9<\/option>/);
    for (const method of SIMULATED_METHODS) {
      expect(html).toContain(`data-method="${method.name}"`);
      expect(html).toContain(`<select id="method-${method.name}-mode" name="mode" data-setting>`);
    }
    expect(html).toContain('<select id="handshake-mode" name="mode" data-setting>');
    // Every error code the app may send, -1 to 74, the named ones labelled.
    const codes = [...html.matchAll(/<option value="(-?\d+)">/g)].map((match) => Number(match[1]));
    expect(codes).toEqual(Array.from({ length: 76 }, (_, index) => index - 1));
    expect(html).toContain('<option value="16">16 · Operation cancelled</option>');
    expect(html).toContain('<option value="7">7</option>');
  });

  it('serves its script and styles with their content types and nosniff, revalidated on each use', async () => {
    for (const [path, type] of [
      ['/native-simulator/simulator.js', 'text/javascript; charset=utf-8'],
      ['/native-simulator/simulator.css', 'text/css; charset=utf-8'],
    ] as const) {
      const response = await appRequest(sandbox.app, path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe(type);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it.each(NATIVE_SIMULATOR_PROFILES.map((profile) => profile.id))(
    'serves wrapper.js?profile=%s with that profile filled in',
    async (id) => {
      const response = await appRequest(sandbox.app, `/native-simulator/wrapper.js?profile=${id}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const script = await response.text();
      const profile = NATIVE_SIMULATOR_PROFILES.find((candidate) => candidate.id === id);
      const played = { id, platform: profile?.platform, version: profile?.version, transport: profile?.transport };
      expect(script.trimEnd().endsWith(`})(${JSON.stringify(played)});`)).toBe(true);
      expect(script).not.toContain('null /* simulator profile */');
      const again = await appRequest(sandbox.app, `/native-simulator/wrapper.js?profile=${id}`, {
        'If-None-Match': response.headers.get('etag') ?? '',
      });
      expect(again.status).toBe(304);
    },
  );

  it('answers 404 to wrapper.js without a profile it plays', async () => {
    for (const path of [
      '/native-simulator/wrapper.js',
      '/native-simulator/wrapper.js?profile=android-9.9.9',
      '/native-simulator/other.js',
    ]) {
      expect((await appRequest(sandbox.app, path)).status, path).toBe(404);
    }
  });
});

describe('the shell page inside the simulator (?native-simulator=<profile>)', () => {
  const sandbox = useTestSandbox();

  it('gets the simulated wrapper first in <head>, before the import map, and may be framed by its own origin', async () => {
    const response = await appRequest(sandbox.app, '/clients/bank-android/?native-simulator=android-1.7.2');
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy');
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    // The import map is the same text: its hash still allows it.
    expect(directive(policy, 'script-src')).toBe(
      `script-src 'self' http://bank.localhost:8080 http://vendors.bank.localhost:8080 ${IMPORT_MAP_SOURCE} ${THEME_SCRIPT_SOURCE}`,
    );
    const html = await response.text();
    expect(html).toContain(`<head>${WRAPPER_TAG('android-1.7.2')}\n`);
    expect(html.indexOf(WRAPPER_TAG('android-1.7.2'))).toBeLessThan(html.indexOf('<script type="importmap">'));
    expect(html).toContain('<meta name="bank-client-id" content="bank-android" />');
  });

  it.each(['/', '/app-login/', '/clients/bank-ios/', '/clients/bank-ios/app-login/'])(
    'injects the wrapper into %s too, each profile its own',
    async (path) => {
      for (const profile of NATIVE_SIMULATOR_PROFILES) {
        const html = await (await appRequest(sandbox.app, `${path}?native-simulator=${profile.id}`)).text();
        expect(html, profile.id).toContain(WRAPPER_TAG(profile.id));
      }
    },
  );

  it('leaves the page as it is, and unframeable, without the parameter', async () => {
    const plain = await appRequest(sandbox.app, '/clients/bank-android/');
    expect(directive(plain.headers.get('content-security-policy'), 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(await plain.text()).not.toContain('wrapper.js');
  });

  it.each(['android', 'Android-1.7.2', 'android-1.7.2 ', '<script>', ''])(
    'refuses the unknown profile %j: no wrapper, no framing',
    async (value) => {
      const plain = await (await appRequest(sandbox.app, '/clients/bank-android/')).text();
      const response = await appRequest(sandbox.app, `/clients/bank-android/?native-simulator=${encodeURIComponent(value)}`);
      expect(directive(response.headers.get('content-security-policy'), 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(await response.text()).toBe(plain);
    },
  );

  it('compresses the simulated page as its own text: its own ETag, and the plain page stays plain', async () => {
    const plainBrotli = await appRequest(sandbox.app, '/clients/bank-ios/', { 'Accept-Encoding': CHROME_ACCEPT_ENCODING });
    const simulated = await appRequest(sandbox.app, '/clients/bank-ios/?native-simulator=ios-1.7.4', {
      'Accept-Encoding': CHROME_ACCEPT_ENCODING,
    });
    expect(simulated.headers.get('content-encoding')).toBe('br');
    expect(simulated.headers.get('vary')).toBe('Accept-Encoding');
    expect(simulated.headers.get('cache-control')).toBe('no-cache');
    expect(simulated.headers.get('etag')).toMatch(/-br"$/);
    expect(simulated.headers.get('etag')).not.toBe(plainBrotli.headers.get('etag'));
    expect((await readEncodedBody(simulated)).decoded.toString()).toContain(WRAPPER_TAG('ios-1.7.4'));

    const gzip = await appRequest(sandbox.app, '/clients/bank-ios/?native-simulator=ios-1.7.4', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect((await readEncodedBody(gzip)).decoded.toString()).toContain(WRAPPER_TAG('ios-1.7.4'));

    // The plain page's ETag does not confirm the simulated text, nor the other way round.
    const revalidated = await appRequest(sandbox.app, '/clients/bank-ios/?native-simulator=ios-1.7.4', {
      'Accept-Encoding': CHROME_ACCEPT_ENCODING,
      'If-None-Match': plainBrotli.headers.get('etag') ?? '',
    });
    expect(revalidated.status).toBe(200);
    const plainAgain = await appRequest(sandbox.app, '/clients/bank-ios/', { 'Accept-Encoding': CHROME_ACCEPT_ENCODING });
    expect(plainAgain.headers.get('etag')).toBe(plainBrotli.headers.get('etag'));
    expect((await readEncodedBody(plainAgain)).decoded.toString()).not.toContain('wrapper.js');
  });

  // Malformed text: NUL, a lone surrogate in UTF-8 bytes, an unpaired percent escape.
  const MALFORMED_VALUES = ['%00', 'android-1.7.2%00', '%ED%A0%80', '%F0%9F', '%'];

  it.each(MALFORMED_VALUES)('answers malformed text %s in every parameter without a wrapper, an error or a framing', async (raw) => {
    const plain = await (await appRequest(sandbox.app, '/clients/bank-android/')).text();
    const page = await appRequest(sandbox.app, `/clients/bank-android/?native-simulator=${raw}`);
    expect(page.status).toBe(200);
    expect(directive(page.headers.get('content-security-policy'), 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(await page.text()).toBe(plain);
    expect((await appRequest(sandbox.app, `/native-simulator/wrapper.js?profile=${raw}`)).status).toBe(404);
    const simulator = await appRequest(sandbox.app, `/native-simulator/?profile=${raw}&lang=${raw}`, SPANISH_BROWSER);
    expect(simulator.status).toBe(200);
    expect(await simulator.text()).toContain('<html lang="es-ES">');
  });

  it('needs no session, and many simultaneous visitors each get their own profile’s page', async () => {
    const profiles = NATIVE_SIMULATOR_PROFILES.map((profile) => profile.id);
    const asked = Array.from({ length: 40 }, (_, index) => profiles[index % profiles.length] ?? '');
    const answers = await Promise.all(
      asked.map(async (profile) => {
        const response = await appRequest(sandbox.app, `/clients/bank-android/?native-simulator=${profile}`, {
          'Accept-Encoding': CHROME_ACCEPT_ENCODING,
        });
        return { profile, status: response.status, text: (await readEncodedBody(response)).decoded.toString() };
      }),
    );
    for (const { profile, status, text } of answers) {
      expect(status, profile).toBe(200);
      expect(text, profile).toContain(WRAPPER_TAG(profile));
      for (const other of profiles.filter((id) => id !== profile)) expect(text, profile).not.toContain(WRAPPER_TAG(other));
    }
  });
});
