import { readFile } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { vendorsRequest } from '../../../test/apiClient';
import { TEST_APP_ORIGIN, TEST_DEV_ORIGIN, useTestSandbox } from '../../../test/testSandbox';

const LOCATION = '/tracking/v1/';
const SHIPPED = new URL('../../../vendor-stand-ins/tracking/', import.meta.url);

/** The configuration module's format, as the shell validates it (sandbox-api.md, Tracking). */
const stepSchema = z.strictObject({
  page_name: z.string().regex(/^alta:[a-z0-9-]+$/),
  funnel_step: z.string().regex(/^[1-9]\d*$/),
  funnel_phase: z.enum(['inicio', 'datos', 'producto', 'firma', 'identificacion', 'fin']),
  event_name: z.string().regex(/^alta_(\{product_sku\}_)?[a-z0-9_]+$/),
});
const stepKey = z.string().regex(/^signups\/[a-z0-9-]+$/);
const configModuleSchema = z.strictObject({
  name: z.string().regex(/^[a-z0-9-]+$/),
  funnel: z.union([
    z.strictObject({ funnel_id: z.string().min(1), funnel_type: z.string().min(1), funnel_product: z.string().min(1) }),
    z.strictObject({}),
  ]),
  override: z.boolean(),
  updateVariablesProcesses: z.array(stepKey),
  avoidableSteps: z.array(stepKey),
  steps: z.record(stepKey, stepSchema),
});
type ConfigModule = z.infer<typeof configModuleSchema>;

const isoDay = z.iso.date();
const availableLinksSchema = z.strictObject({
  links: z.array(
    z.strictObject({
      id: z.string().regex(/^[a-z0-9-]+$/),
      description: z.string().min(1),
      expiry: z.strictObject({ test: isoDay, acceptance: isoDay, production: isoDay }),
    }),
  ),
});

const AVOIDABLE_STEPS = [
  'signups/help',
  'signups/online-chat',
  'signups/legal-data-protection',
  'signups/legal-precontractual',
  'signups/legal-commissions',
];

/** features.md §2.5, the adult flow in its order: the step key, its funnel_step and funnel_phase. */
const ADULT_STEPS = [
  ['signups/become-a-customer', '1', 'inicio'],
  ['signups/before-you-start', '2', 'inicio'],
  ['signups/what-is-your-name', '3', 'datos'],
  ['signups/access-and-contact-data', '4', 'datos'],
  ['signups/personal-data-1', '5', 'datos'],
  ['signups/personal-data-2', '6', 'datos'],
  ['signups/address-1', '7', 'datos'],
  ['signups/address-2', '8', 'datos'],
  ['signups/employment-data-employee', '9', 'datos'],
  ['signups/employment-data-self-employed', '9', 'datos'],
  ['signups/tax-data', '10', 'datos'],
  ['signups/funds-origin-and-purpose', '11', 'datos'],
  ['signups/data-collection-confirmation', '12', 'datos'],
  ['signups/account-creation-current', '13', 'producto'],
  ['signups/account-creation-orange', '13', 'producto'],
  ['signups/account-creation-broker', '13', 'producto'],
  ['signups/create-security-pin', '14', 'producto'],
  ['signups/consents', '15', 'producto'],
  ['signups/pin-confirmation', '16', 'producto'],
  ['signups/account-activation', '17', 'producto'],
  ['signups/legal-documents-view', '18', 'firma'],
  ['signups/legal-documents-sign', '19', 'firma'],
  ['signups/signature-confirmation', '20', 'firma'],
  ['signups/identification-instructions', '21', 'identificacion'],
  ['signups/identification-method', '22', 'identificacion'],
  ['signups/identification-video-selfie', '23', 'identificacion'],
  ['signups/identification-transfer-document-type', '23', 'identificacion'],
  ['signups/identification-transfer-upload-files', '24', 'identificacion'],
  ['signups/identification-transfer-instructions', '25', 'identificacion'],
  ['signups/identification-transfer-validation', '26', 'identificacion'],
  ['signups/confirmation', '27', 'fin'],
  ['signups/help', '28', 'fin'],
  ['signups/online-chat', '29', 'fin'],
  ['signups/cancel-contracting-process', '30', 'fin'],
  ['signups/legal-data-protection', '31', 'firma'],
  ['signups/legal-precontractual', '32', 'firma'],
  ['signups/legal-commissions', '33', 'firma'],
];

/**
 * features.md §2.5, the teen flow: the adult steps it passes through (the bank asks a minor's
 * employment, tax and funds data too) and its own, in its order: the representative's document
 * is data the summary confirms.
 */
const TEEN_STEPS = [
  ['signups/become-a-customer', '1', 'inicio'],
  ['signups/before-you-start', '2', 'inicio'],
  ['signups/minor-selection', '3', 'inicio'],
  ['signups/what-is-your-name', '4', 'datos'],
  ['signups/access-and-contact-data', '5', 'datos'],
  ['signups/personal-data-1', '6', 'datos'],
  ['signups/personal-data-2', '7', 'datos'],
  ['signups/address-1', '8', 'datos'],
  ['signups/address-2', '9', 'datos'],
  ['signups/employment-data-employee', '10', 'datos'],
  ['signups/employment-data-self-employed', '10', 'datos'],
  ['signups/tax-data', '11', 'datos'],
  ['signups/funds-origin-and-purpose', '12', 'datos'],
  ['signups/representative-document-type', '13', 'datos'],
  ['signups/data-collection-confirmation', '14', 'datos'],
  ['signups/teen-account-creation', '15', 'producto'],
  ['signups/create-security-pin', '16', 'producto'],
  ['signups/consents', '17', 'producto'],
  ['signups/pin-confirmation', '18', 'producto'],
  ['signups/teen-account-activation', '19', 'producto'],
  ['signups/legal-documents-view', '20', 'firma'],
  ['signups/legal-documents-sign', '21', 'firma'],
  ['signups/signature-confirmation', '22', 'firma'],
  ['signups/authorise-identification', '23', 'identificacion'],
  ['signups/identification-instructions', '24', 'identificacion'],
  ['signups/teen-document-type-id-card', '25', 'identificacion'],
  ['signups/teen-document-type-foreign-resident-card', '25', 'identificacion'],
  ['signups/teen-document-type-passport', '25', 'identificacion'],
  ['signups/family-book-or-birth-certificate-upload', '26', 'identificacion'],
  ['signups/confirmation', '27', 'fin'],
  ['signups/help', '28', 'fin'],
  ['signups/online-chat', '29', 'fin'],
  ['signups/cancel-contracting-process', '30', 'fin'],
  ['signups/legal-data-protection', '31', 'firma'],
  ['signups/legal-precontractual', '32', 'firma'],
  ['signups/legal-commissions', '33', 'firma'],
];

describe('vendors host: the tag manager’s files under /tracking/v1/ (sandbox-api.md, Tracking)', () => {
  const sandbox = useTestSandbox();

  const fetchText = async (path: string) => {
    const response = await vendorsRequest(sandbox.app, `${LOCATION}${path}`, { headers: { Origin: TEST_APP_ORIGIN } });
    expect(response.status, path).toBe(200);
    return response.text();
  };
  const configModule = async (name: string): Promise<ConfigModule> =>
    configModuleSchema.parse(JSON.parse(await fetchText(`cfg/${name}.json`)));
  const stepsOf = (module: ConfigModule) => Object.entries(module.steps).map(([key, step]) => [key, step.funnel_step, step.funnel_phase]);

  it.each([
    ['utag.js', 'text/javascript; charset=utf-8'],
    ['frame.js', 'text/javascript; charset=utf-8'],
    ['cfg/signups.json', 'application/json; charset=utf-8'],
    ['cfg/signups-teen.json', 'application/json; charset=utf-8'],
    ['cfg/navigation.json', 'application/json; charset=utf-8'],
    ['availableLinks.json', 'application/json; charset=utf-8'],
    ['avoidableSteps.json', 'application/json; charset=utf-8'],
  ])('serves %s as shipped, readable by the app’s page, kept an hour, never sniffed', async (path, contentType) => {
    const response = await vendorsRequest(sandbox.app, `${LOCATION}${path}`, { headers: { Origin: TEST_APP_ORIGIN } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://bank.localhost:8080');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Origin');
    expect(Buffer.from(await response.arrayBuffer()).equals(await readFile(new URL(path, SHIPPED)))).toBe(true);
  });

  it('issue 38 §6: serves the bank’s tag frame, which only the bank’s pages may frame, running its own scripts and calling its own host only', async () => {
    const response = await vendorsRequest(sandbox.app, `${LOCATION}frame.html`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(
      [
        "default-src 'none'",
        "script-src 'self'",
        "connect-src 'self'",
        "img-src 'self'",
        `frame-ancestors ${TEST_APP_ORIGIN} ${TEST_DEV_ORIGIN}`,
        "base-uri 'none'",
        "form-action 'none'",
      ].join('; '),
    );
    const html = await response.text();
    expect(Buffer.from(html).equals(await readFile(new URL('frame.html', SHIPPED)))).toBe(true);
    // Its one script, beside it; the tag manager's is loaded by that one, with the configured integrity.
    expect([...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual(['<script src="frame.js">']);
  });

  it('sends brotli or gzip as Accept-Encoding asks, each decoding to the shipped bytes, and 304 to a browser holding it', async () => {
    const shipped = await readFile(new URL('cfg/signups.json', SHIPPED));
    const path = `${LOCATION}cfg/signups.json`;
    const brotli = await vendorsRequest(sandbox.app, path, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(new Uint8Array(await brotli.arrayBuffer())).equals(shipped)).toBe(true);
    const gzip = await vendorsRequest(sandbox.app, path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await gzip.arrayBuffer())).equals(shipped)).toBe(true);
    const again = await vendorsRequest(sandbox.app, path, {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': gzip.headers.get('etag') ?? '', Origin: TEST_DEV_ORIGIN },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('access-control-allow-origin')).toBe(TEST_DEV_ORIGIN);
  });

  it('names the app origin to any other page, which the browser then refuses', async () => {
    const response = await vendorsRequest(sandbox.app, `${LOCATION}utag.js`, { headers: { Origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBe(TEST_APP_ORIGIN);
  });

  it.each([
    'cfg/unknown.json',
    'cfg/Signups.json',
    'cfg/signups',
    'cfg/signups.JSON',
    'cfg/sign_ups.json',
    'cfg/signups.json.map',
    'cfg/..%2Fsignups.json',
    'cfg/%2E%2E%2FavailableLinks.json',
    'cfg/sub/signups.json',
    'cfg/',
    'cfg/.json',
    '',
    'collect.json',
    'utag.min.js',
  ])('answers %s under the tracking location 404 in plain text, not kept', async (path) => {
    const response = await vendorsRequest(sandbox.app, `${LOCATION}${path}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('has a module for every adult step of the sign-up funnel, in the flow’s order (features.md §2.5)', async () => {
    const signups = await configModule('signups');
    expect(signups.name).toBe('signups');
    expect(signups.funnel).toEqual({ funnel_id: 'onboarding-web', funnel_type: 'alta-cliente', funnel_product: 'cuenta-nomina' });
    expect(signups.override).toBe(false);
    expect(signups.updateVariablesProcesses).toEqual(['signups/personal-data-2', 'signups/address-2']);
    expect(signups.avoidableSteps).toEqual(AVOIDABLE_STEPS);
    expect(stepsOf(signups)).toEqual(ADULT_STEPS);
    expect(signups.steps['signups/become-a-customer']).toEqual({
      page_name: 'alta:hazte-cliente',
      funnel_step: '1',
      funnel_phase: 'inicio',
      event_name: 'alta_{product_sku}_hazte_cliente',
    });
  });

  it('has the teen flow’s own steps beside the adult steps it passes through (features.md §2.5)', async () => {
    const teen = await configModule('signups-teen');
    expect(teen.name).toBe('signups-teen');
    expect(teen.funnel).toEqual({ funnel_id: 'onboarding-web', funnel_type: 'alta-cliente-menor', funnel_product: 'cuenta-teen' });
    expect(teen.override).toBe(false);
    expect(teen.updateVariablesProcesses).toEqual(['signups/personal-data-2', 'signups/address-2']);
    expect(teen.avoidableSteps).toEqual(AVOIDABLE_STEPS);
    expect(stepsOf(teen)).toEqual(TEEN_STEPS);
    // A step both flows pass through is tagged alike in both.
    const adult = await configModule('signups');
    for (const [key, step] of Object.entries(teen.steps)) {
      const adultStep = adult.steps[key];
      if (adultStep !== undefined) {
        expect({ page_name: step.page_name, event_name: step.event_name }, key).toEqual({
          page_name: adultStep.page_name,
          event_name: adultStep.event_name,
        });
      }
    }
  });

  it('names the product in the event of the steps about one, with the {product_sku} placeholder, and only there', async () => {
    const withProduct = (module: ConfigModule) =>
      Object.entries(module.steps)
        .filter(([, step]) => step.event_name.includes('{product_sku}'))
        .map(([key, step]) => [key, step.event_name]);
    expect(withProduct(await configModule('signups'))).toEqual([
      ['signups/become-a-customer', 'alta_{product_sku}_hazte_cliente'],
      ['signups/account-creation-current', 'alta_{product_sku}_creacion_cuenta'],
      ['signups/account-creation-orange', 'alta_{product_sku}_creacion_cuenta'],
      ['signups/account-creation-broker', 'alta_{product_sku}_creacion_cuenta'],
      ['signups/account-activation', 'alta_{product_sku}_activacion_cuenta'],
      ['signups/confirmation', 'alta_{product_sku}_confirmacion'],
    ]);
    expect(withProduct(await configModule('signups-teen'))).toEqual([
      ['signups/become-a-customer', 'alta_{product_sku}_hazte_cliente'],
      ['signups/teen-account-creation', 'alta_{product_sku}_creacion_cuenta'],
      ['signups/teen-account-activation', 'alta_{product_sku}_activacion_cuenta'],
      ['signups/confirmation', 'alta_{product_sku}_confirmacion'],
    ]);
  });

  it('gives every step its own page name', async () => {
    for (const name of ['signups', 'signups-teen']) {
      const pageNames = Object.values((await configModule(name)).steps).map((step) => step.page_name);
      expect(new Set(pageNames).size, name).toBe(pageNames.length);
    }
  });

  it('tracks the ordinary pages with the navigation module: no funnel, overriding the variables', async () => {
    expect(await configModule('navigation')).toEqual({
      name: 'navigation',
      funnel: {},
      override: true,
      updateVariablesProcesses: [],
      avoidableSteps: [],
      steps: {},
    });
  });

  it('serves the fallback module with the sign-up funnel’s avoidable steps', async () => {
    expect(JSON.parse(await fetchText('avoidableSteps.json'))).toEqual({ avoidableSteps: AVOIDABLE_STEPS });
  });

  it('lists the links the app’s screens track, with an expiry per environment (features.md §4.8.6): far ahead in test, the bill-payment quick action expired everywhere', async () => {
    const { links } = availableLinksSchema.parse(JSON.parse(await fetchText('availableLinks.json')));
    expect(links.map((link) => [link.id, link.expiry.test])).toEqual([
      ['overview-banner-link', '2099-12-31'],
      ['lightbox-primary', '2099-12-31'],
      ['overview-quick-action-transferencia', '2099-12-31'],
      ['overview-quick-action-bizum', '2099-12-31'],
      ['overview-quick-action-pagar-recibo', '2025-12-31'],
      ['overview-product-account', '2099-12-31'],
      ['overview-product-card', '2099-12-31'],
      ['overview-product-loan', '2099-12-31'],
      ['offers-loan-simulate', '2099-12-31'],
      ['offers-loan-accept', '2099-12-31'],
      ['signups-start', '2099-12-31'],
    ]);
    expect(links.find((link) => link.id === 'overview-quick-action-pagar-recibo')?.expiry).toEqual({
      test: '2025-12-31',
      acceptance: '2025-12-31',
      production: '2025-12-31',
    });
  });
});
