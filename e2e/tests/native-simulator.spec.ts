import type { Frame, Page } from '@playwright/test';
import { axeViolations, expect, screenshotPath, test } from './fixtures';

/**
 * The native-wrapper simulator (issue 16 §4, docs/demo.md, "Native-wrapper simulator"): the sandbox's page
 * that opens the app in a frame as one of the bank's wrappers, answers every native method as a
 * person chooses, and logs what the app received. These tests use it as a tester would: they pick
 * a wrapper, set answers, and read the log.
 */

const SIMULATOR_PATH = '/native-simulator/';

/** What the web app says in its console when a legacy wrapper does not answer its start-up (docs/native-bridge.md). */
const LEGACY_NOT_STARTED = 'The legacy native bridge did not answer within 1500 ms: the browser versions are used';

/** Longer than the legacy start-up's 1500 ms, with room for a slow machine. */
const LEGACY_STARTUP_WAIT_MS = 4_000;

const PROFILES = {
  android: { id: 'android-1.7.2', label: 'Android 1.7.2', clientId: 'bank-android' },
  ios: { id: 'ios-1.7.4', label: 'iOS 1.7.4', clientId: 'bank-ios' },
  oldIos: { id: 'ios-1.6.9', label: 'iOS 1.6.9', clientId: 'bank-ios' },
  legacyAndroid: { id: 'legacy-android', label: 'Android antiguo (1.6.0)', clientId: 'bank-android' },
  legacyIos: { id: 'legacy-ios', label: 'iOS antiguo (1.5.0)', clientId: 'bank-ios' },
} as const;

type Profile = (typeof PROFILES)[keyof typeof PROFILES];

const log = (page: Page) => page.getByRole('log');
const logEntry = (page: Page, ...texts: string[]) =>
  texts.reduce((entries, text) => entries.filter({ hasText: text }), log(page).getByRole('listitem'));
const app = (page: Page) => page.frameLocator('#app-frame');

/** Opens the simulator and picks a wrapper from its list, as a person does (the frame opens again). */
async function openSimulatorAs(page: Page, profile: Profile): Promise<void> {
  await page.goto(SIMULATOR_PATH);
  await expect(logEntry(page, 'Contenedor Android 1.7.2 instalado')).toBeVisible();
  if (profile.id !== PROFILES.android.id) await page.getByLabel('Contenedor').selectOption({ label: profile.label });
  await expect(logEntry(page, `Contenedor ${profile.label} instalado`)).toBeVisible();
}

/** The app's frame as Playwright drives it, once it shows a page of the app. */
async function appFrame(page: Page): Promise<Frame> {
  const frame = await (await page.locator('#app-frame').elementHandle())?.contentFrame();
  if (!frame) throw new Error('The simulator shows no app frame');
  await expect(app(page).getByRole('button', { name: 'Entrar' })).toBeVisible();
  return frame;
}

/**
 * A second bridge of the web app's own core, in the app's frame, over the simulated wrapper: a
 * test calls any method of the table with it and sees what the web app would get.
 */
const INSTALL_TEST_BRIDGE = `(async () => {
  const core = await import('@bank-shell/core');
  const native = await import('@bank-shell/core/native');
  // The wrapper the simulator injected, as the page's own start-up finds it (core's findNativeWrapper,
  // which the page module keeps to itself: decision 0011).
  const injected = window.bankNativeWrapper;
  const answer = await fetch(location.origin.replace('//', '//api.') + '/config/appConfig', { credentials: 'include' });
  const { urlsConfig } = JSON.parse((await answer.text()).replace(/^\\)\\]\\}',\\n/, ''));
  const wrapper = injected && { platform: injected.platform, version: injected.version, postMessage: (message) => injected.postMessage(message) };
  const bridge = native.createNativeBridge({
    wrapper,
    replies: window,
    timers: { setTimeout: (callback, ms) => setTimeout(callback, ms), clearTimeout: (handle) => clearTimeout(handle) },
    createId: () => crypto.randomUUID(),
    // The browser versions as the web app runs them: this window, and the sandbox's own urlsConfig.
    web: native.createWebCapabilities({
      openInNewTab: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
      assign: (url) => location.assign(url),
      urls: () => urlsConfig,
    }),
    logError: () => undefined,
  });
  window.simulatorTest = {
    core,
    native,
    call: async (method, params) => {
      try {
        return { ok: true, value: await bridge.call(method, params) };
      } catch (error) {
        return { ok: false, code: error.code, description: error.message };
      }
    },
  };
})()`;

type CallOutcome = { ok: true; value: unknown } | { ok: false; code: unknown; description: string };

interface TestHarness {
  simulatorTest: { call: (method: string, params: object) => Promise<CallOutcome> };
}

const callThroughSimulator = (frame: Frame, method: string, params: object = {}): Promise<CallOutcome> =>
  frame.evaluate(([name, args]) => (window as unknown as TestHarness).simulatorTest.call(name, args), [method, params] as const);

for (const profile of [PROFILES.android, PROFILES.ios, PROFILES.oldIos]) {
  test(`as ${profile.label}, the log shows the app's BRIDGE_READY notice`, async ({ page }) => {
    await openSimulatorAs(page, profile);
    // The newest entry comes first: this profile's page, not the one the simulator opened before it.
    const notice = logEntry(page, 'setWebAppStatus', 'Aviso').first();
    await expect(notice).toContainText('"status": "BRIDGE_READY"');
    await expect(notice).toContainText('Aviso sin id: la app no contesta.');
    await expect(app(page).getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page.locator('#frame-address')).toHaveText(`/clients/${profile.clientId}/?native-simulator=${profile.id}#/login`);
  });
}

for (const [profile, platform, version] of [
  [PROFILES.legacyAndroid, 'android', '1.6.0'],
  [PROFILES.legacyIos, 'ios', '1.5.0'],
] as const) {
  test(`as ${profile.label}, the app's BRIDGE_READY is a call the simulator answers with ${platform} ${version}`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    await openSimulatorAs(page, profile);
    const handshake = logEntry(page, 'setWebAppStatus', 'Llamada').first();
    await expect(handshake).toContainText('"status": "BRIDGE_READY"');
    await expect(handshake.locator('dd code')).toHaveText(/^[0-9a-f-]{36}$/);
    await expect(handshake).toContainText('Arranque contestado con plataforma y versión.');
    await expect(handshake.locator('.entry-reply')).toContainText(`"platform": "${platform}"`);
    await expect(handshake.locator('.entry-reply')).toContainText(`"version": "${version}"`);
    // Answered in time, the legacy transport is the app's wrapper: the browser versions are not used.
    await page.waitForTimeout(LEGACY_STARTUP_WAIT_MS);
    expect(warnings).not.toContain(LEGACY_NOT_STARTED);
  });
}

test('with the legacy start-up left unanswered, the app says so after 1500 ms and keeps working', async ({ page }) => {
  await openSimulatorAs(page, PROFILES.legacyAndroid);
  await page.getByLabel('Respuesta (setWebAppStatus)').selectOption({ label: 'Sin respuesta (la web sigue como navegador)' });
  const notStarted = page.waitForEvent('console', { predicate: (message) => message.text() === LEGACY_NOT_STARTED });
  await page.getByRole('button', { name: 'Abrir de nuevo' }).click();
  const warning = await notStarted;
  expect(warning.type()).toBe('warning');
  expect(new URL(warning.location().url).pathname).toMatch(/^\/(assets|vendor)\//);
  await expect(logEntry(page, 'setWebAppStatus', 'Llamada').first()).toContainText('Arranque sin respuesta');
  // The browser versions run: the login form works as in a browser.
  await app(page).getByLabel('Número de documento').fill('12345678Z');
  await expect(app(page).getByLabel('Número de documento')).toHaveValue('12345678Z');
  await expect(app(page).getByRole('button', { name: 'Entrar' })).toBeEnabled();
});

test('the legacy wrapper stays around a page the app loads in its place (the browser login of a protected page)', async ({ page }) => {
  await page.goto(SIMULATOR_PATH);
  await page.getByLabel('Ruta al abrir').fill('/posicion-global');
  await page.getByLabel('Contenedor').selectOption({ label: PROFILES.legacyAndroid.label });
  const loginPage = '/clients/bank-android/app-login/?native-simulator=legacy-android#/posicion-global';
  await expect(logEntry(page, `Página cargada en el marco: ${loginPage}`)).toBeVisible();
  const frame = await appFrame(page);
  expect(new URL(frame.url()).pathname).toBe('/clients/bank-android/app-login/');
  expect(await frame.evaluate(() => 'BankAndroidBridge' in window)).toBe(true);
  // The login page starts the legacy bridge again, and the simulator answers it.
  await expect(logEntry(page, 'setWebAppStatus', 'Arranque contestado').first()).toBeVisible();
});

// features.md §1.6: the native capabilities the web app reaches through the bridge, method by method.
test('the simulator offers every method of the app’s table, each with a sample its result schema accepts', async ({ page }) => {
  await openSimulatorAs(page, PROFILES.android);
  const frame = await appFrame(page);
  await frame.evaluate(INSTALL_TEST_BRIDGE);
  const simulated = await page.locator('.method[data-method]').evaluateAll((items) =>
    items.map((item) => ({
      name: item.getAttribute('data-method') ?? '',
      sample: (item.querySelector('textarea') as HTMLTextAreaElement).value,
      codes: Array.from(item.querySelectorAll('select[name="code"] option'), (option) => option.textContent ?? ''),
    })),
  );
  const problems = await frame.evaluate((methods) => {
    type Schema = object;
    const { core, native } = (window as unknown as { simulatorTest: { core: Record<string, unknown>; native: Record<string, unknown> } })
      .simulatorTest;
    const table = native.NATIVE_METHODS as Record<string, { result: Schema }>;
    const meanings = native.NATIVE_BRIDGE_ERROR_MEANING as Record<string, string>;
    const schema = core.schema as { safeParse: (schema: Schema, value: unknown) => { success: boolean } };
    const found: string[] = [];
    const names = methods.map((method) => method.name);
    for (const name of Object.keys(table)) if (!names.includes(name)) found.push(`${name}: not in the simulator`);
    for (const { name, sample, codes } of methods) {
      const spec = table[name];
      if (!spec) {
        found.push(`${name}: not in the app's table`);
        continue;
      }
      if (!schema.safeParse(spec.result, JSON.parse(sample)).success) found.push(`${name}: the sample fails the result schema`);
      for (const [code, meaning] of Object.entries(meanings)) {
        if (!codes.includes(`${code} · ${meaning}`)) found.push(`${name}: code ${code} is not labelled ${meaning}`);
      }
      if (codes.length !== 76) found.push(`${name}: ${codes.length} codes instead of -1 to 74`);
    }
    return found;
  }, simulated);
  expect(problems).toEqual([]);
});

// features.md §1.6: the web app calls a native capability and gets the app's answer.
test('each answer mode reaches the web app as chosen: success, an error code, NOT_IMPLEMENTED, no answer', async ({ page }) => {
  await openSimulatorAs(page, PROFILES.ios);
  const frame = await appFrame(page);
  await frame.evaluate(INSTALL_TEST_BRIDGE);

  const device = await callThroughSimulator(frame, 'getDeviceData');
  expect(device).toEqual({ ok: true, value: expect.objectContaining({ os: 'ios', appVersion: '1.7.4' }) as unknown });
  await expect(logEntry(page, 'getDeviceData', 'Llamada').first()).toContainText('Contestado con éxito.');

  await page.getByLabel('Resultado (JSON) (getGeolocation)').fill('{ "latitude": 41.3874, "longitude": 2.1686, "accuracy": 5 }');
  expect(await callThroughSimulator(frame, 'getGeolocation')).toEqual({
    ok: true,
    value: { latitude: 41.3874, longitude: 2.1686, accuracy: 5 },
  });

  await page.getByLabel('Respuesta (fingerprint)').selectOption('error');
  await page.getByLabel('Código de error (fingerprint)').selectOption({ label: '16 · Operation cancelled' });
  expect(await callThroughSimulator(frame, 'fingerprint', { reason: 'Confirmar la transferencia' })).toEqual({
    ok: false,
    code: 16,
    description: 'Operation cancelled',
  });
  await expect(logEntry(page, 'fingerprint').first()).toContainText('Contestado con el error 16 (Operation cancelled).');
  await expect(logEntry(page, 'fingerprint').first()).toContainText('"reason": "Confirmar la transferencia"');

  // The app lacks the method: the web app's browser version runs (here, not implemented in a browser either).
  await page.getByLabel('Respuesta (retrieveData)').selectOption('not-implemented');
  expect(await callThroughSimulator(frame, 'retrieveData', { key: 'onboarding-seen' })).toMatchObject({
    ok: false,
    code: 'NOT_IMPLEMENTED',
  });
  await page.getByLabel('Respuesta (getContacts)').selectOption('not-implemented');
  expect(await callThroughSimulator(frame, 'getContacts')).toMatchObject({ ok: false, description: 'Capability not available' });

  await page.getByLabel('Respuesta (copyToClipboard)').selectOption('none');
  expect(await callThroughSimulator(frame, 'copyToClipboard', { text: 'ES91 2100 0418 4502 0005 1332' })).toMatchObject({
    ok: false,
    code: 'TIMEOUT',
  });
  await expect(logEntry(page, 'copyToClipboard').first()).toContainText('Sin respuesta: la web dejará de esperar a los 2 s');

  await page.getByLabel('Respuesta (addWalletPass)').selectOption('success');
  await page.getByLabel('Retraso (s) (addWalletPass)').fill('1');
  const late = callThroughSimulator(frame, 'addWalletPass', { cardId: 'CARD-0001' });
  await expect(logEntry(page, 'addWalletPass').first()).toContainText('Contestará dentro de 1 s…');
  expect(await late).toEqual({ ok: true, value: { added: true } });
  await expect(logEntry(page, 'addWalletPass').first()).toContainText('Contestado con éxito.');
});

test('a call that waits for a person has its own time-out: a fingerprint answered after 10 s still succeeds (features.md §4.5)', async ({
  page,
}) => {
  // Ten seconds of real waiting, past the 2 s of the session-bridge calls: slow on purpose.
  test.slow();
  await openSimulatorAs(page, PROFILES.android);
  const frame = await appFrame(page);
  await frame.evaluate(INSTALL_TEST_BRIDGE);
  await page.getByLabel('Respuesta (fingerprint)').selectOption('success');
  await page.getByLabel('Retraso (s) (fingerprint)').fill('10');
  const outcome = callThroughSimulator(frame, 'fingerprint', { reason: 'Confirmar la transferencia' });
  await expect(logEntry(page, 'fingerprint').first()).toContainText('Contestará dentro de 10 s…');
  expect(await outcome).toEqual({ ok: true, value: { authenticated: true } });
  await expect(logEntry(page, 'fingerprint').first()).toContainText('Contestado con éxito.');
});

test('a standalone process the app cannot finish ends in the browser, at the LOGIN address of the configuration (features.md §4.5)', async ({
  page,
  baseURL,
}) => {
  await openSimulatorAs(page, PROFILES.ios);
  const frame = await appFrame(page);
  await frame.evaluate(INSTALL_TEST_BRIDGE);
  const login = new URL('/app-login/', baseURL);
  expect(new URL(frame.url()).pathname).not.toBe(login.pathname);
  await page.getByLabel('Respuesta (finishStandaloneProcess)').selectOption('not-implemented');
  // The call loads another page in the app's frame: its answer may never come back to the test.
  void callThroughSimulator(frame, 'finishStandaloneProcess', { target: 'LOGIN' }).catch(() => undefined);
  await expect(logEntry(page, 'finishStandaloneProcess').first()).toContainText(
    'Contestado NOT_IMPLEMENTED: la web usa su versión de navegador.',
  );
  // urlsConfig.login of the sandbox's config/appConfig; the simulator keeps its wrapper parameter.
  await frame.waitForURL((url) => url.origin === login.origin && url.pathname === login.pathname);
  await expect(app(page).getByRole('button', { name: 'Entrar' })).toBeVisible();
});

test('an external link the app cannot open opens in a new browser tab; one that is not http(s) is refused (features.md §4.5)', async ({
  page,
  baseURL,
}) => {
  await openSimulatorAs(page, PROFILES.android);
  const frame = await appFrame(page);
  await frame.evaluate(INSTALL_TEST_BRIDGE);
  await page.getByLabel('Respuesta (openExternalLink)').selectOption('not-implemented');
  const target = new URL('/?from=external-link', baseURL).href;
  const opened = page.context().waitForEvent('page');
  expect(await callThroughSimulator(frame, 'openExternalLink', { url: target })).toEqual({ ok: true, value: undefined });
  const tab = await opened;
  await tab.waitForURL(target);
  await tab.close();
  expect(await callThroughSimulator(frame, 'openExternalLink', { url: 'javascript:alert(1)' })).toMatchObject({
    ok: false,
    description: 'Unsupported URL',
  });
});

for (const profile of [PROFILES.android, PROFILES.ios]) {
  test(`as ${profile.label}, the app signed in at the simulator hands the web app its session: the customer is in without a web login (shell.md §4)`, async ({
    page,
  }) => {
    await openSimulatorAs(page, profile);
    const frame = await appFrame(page);
    // A login or a token call of the web app's own: none, since the session is the app's.
    const webSessionCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.frame() === frame && /\/genoma_api\/login$|accesstoken$|\/oauth2\/token$/.test(pathname)) webSessionCalls.push(pathname);
    });
    await page.getByLabel('Cliente de demostración').selectOption('12345678Z');
    await page.getByRole('button', { name: 'Iniciar sesión en la app' }).click();
    await expect(logEntry(page, 'La app ha iniciado sesión como 12345678Z: sus 2 perfiles')).toBeVisible();
    await expect(page.getByLabel('Resultado (JSON) (getActiveProfileId)')).toHaveValue(/"profileId": "PRF-20481736-PERS"/);
    await expect(logEntry(page, 'Aviso sessionChanged enviado a la web.')).toBeVisible();
    // The web app asked the app for the session it now has, and shows its customer.
    await expect(logEntry(page, 'getProfiles', 'Contestado con éxito.').first()).toBeVisible();
    await expect(app(page).getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
    expect(webSessionCalls).toEqual([]);
  });
}

test('“Send sessionChanged” hands the web app the app’s notice, as a bank-native-notification event', async ({ page }) => {
  await openSimulatorAs(page, PROFILES.android);
  const frame = await appFrame(page);
  await frame.evaluate(() => {
    const received: unknown[] = [];
    Object.assign(window, { noticesReceived: received });
    window.addEventListener('bank-native-notification', (event) => received.push((event as CustomEvent).detail));
  });
  await page.getByRole('button', { name: 'Enviar sessionChanged' }).click();
  await expect(logEntry(page, 'App → web', 'sessionChanged').first()).toContainText('Aviso sessionChanged enviado a la web.');
  await expect
    .poll(() => frame.evaluate(() => (window as unknown as { noticesReceived: unknown[] }).noticesReceived))
    .toEqual([{ name: 'sessionChanged' }]);
});

test('the wrapper and the answers chosen last as long as the tab: a reload of the simulator keeps them', async ({ page }) => {
  await openSimulatorAs(page, PROFILES.oldIos);
  await page.getByLabel('Respuesta (takePicture)').selectOption('error');
  await page.getByLabel('Código de error (takePicture)').selectOption({ label: '60 · Camera permission denied' });
  await page.getByLabel('Retraso (s) (takePicture)').fill('2.5');
  await page.reload();
  await expect(page).toHaveURL(/\/native-simulator\/\?profile=ios-1\.6\.9$/);
  await expect(page.getByLabel('Contenedor')).toHaveValue(PROFILES.oldIos.id);
  await expect(page.getByLabel('Respuesta (takePicture)')).toHaveValue('error');
  await expect(page.getByLabel('Código de error (takePicture)')).toHaveValue('60');
  await expect(page.getByLabel('Retraso (s) (takePicture)')).toHaveValue('2.5');
  await expect(logEntry(page, `Contenedor ${PROFILES.oldIos.label} instalado`)).toBeVisible();
});

test('a link to the app with the simulator parameter, opened outside the simulator, gets no wrapper', async ({ page }) => {
  await page.goto(`/clients/bank-android/?native-simulator=${PROFILES.android.id}#/posicion-global`);
  // A visitor in a plain browser goes to the browser's login page, not to the app's.
  await expect(page).toHaveURL(/\/clients\/bank-android\/app-login\/#\/posicion-global$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(await page.evaluate(() => 'bankNativeWrapper' in window)).toBe(false);
});

for (const width of [375, 1280] as const) {
  test(`the simulator page has no axe-core violations at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await openSimulatorAs(page, PROFILES.legacyAndroid);
    await expect(logEntry(page, 'Arranque contestado')).toBeVisible();
    await page.getByLabel('Respuesta (getProfiles)').selectOption('error');
    await page.screenshot({ path: screenshotPath(testInfo, `native-simulator-${width}.png`) });
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('in the app the device-risk process id of the login goes to the fraud-detection SDK, and the script is told the app platform (features.md §4.9)', async ({
  page,
}) => {
  await openSimulatorAs(page, PROFILES.ios);
  const frame = await appFrame(page);
  const scripts: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/device-risk/v1/profile.js') scripts.push(url);
  });
  await page.getByLabel('Cliente de demostración').selectOption('12345678Z');
  await page.getByRole('button', { name: 'Iniciar sesión en la app' }).click();
  await expect(app(page).getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
  const sdkCall = logEntry(page, 'setFraudDetectionProcessId').first();
  await expect(sdkCall).toContainText('Contestado con éxito.');
  const processId = await frame.evaluate(() => localStorage.getItem('bank-shell.device-risk-process-id'));
  expect(processId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(sdkCall).toContainText(`"processId": "${processId}"`);
  await expect.poll(() => scripts.length).toBe(1);
  expect(scripts[0]!.searchParams.get('deviceType')).toBe('ios');
  expect(scripts[0]!.searchParams.get('processId')).toBe(processId);
});
