import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_APP_ORIGIN, TEST_DEV_ORIGIN, TEST_VENDOR_IDENTITY_KEY, TEST_VENDORS_ORIGIN, useTestSandbox } from '../../../test/testSandbox';
import { signVendorIdentity } from '../../vendorIdentity';
import { itKeepsTheVendorJsonPostRules, postToVendor, vendorErrorOf as errorOf } from '../../../test/vendorJsonPostContract';

const COLLECT = '/tracking/v1/collect';

interface StoredRow {
  kind: string;
  page_name: string;
  client_cip: string;
  page_domain_type: string;
  event_name: string;
  data: unknown;
  received_at: Date;
}

describe('vendors host: POST /tracking/v1/collect (sandbox-api.md, Tracking)', () => {
  const sandbox = useTestSandbox();
  beforeEach(async () => {
    await sandbox.db.query('DELETE FROM tracking_events');
  });

  const view = (data: Record<string, unknown> = { page_name: 'posicion-global' }) => ({ kind: 'view', data });

  // The tag manager posts from the bank's tag frame, on the vendors host's own origin (issue 38 §6).
  const collect = (body: unknown, headers: Record<string, string> = {}) =>
    postToVendor(sandbox.app, COLLECT, body, headers, TEST_VENDORS_ORIGIN);

  async function stored(): Promise<StoredRow[]> {
    const { rows } = await sandbox.db.query<StoredRow>(
      'SELECT kind, page_name, client_cip, page_domain_type, event_name, data, received_at FROM tracking_events ORDER BY id',
    );
    return rows;
  }

  it('stores a page view from the tag frame and answers 204', async () => {
    const data = {
      page_name: 'alta:datos-personales-1',
      page_domain_type: 'pub',
      event_name: 'alta_datos_personales_1',
      funnel_id: 'onboarding-web',
      funnel_step: '5',
    };
    const response = await collect({ kind: 'view', data });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await stored()).toEqual([
      {
        kind: 'view',
        page_name: 'alta:datos-personales-1',
        client_cip: '',
        page_domain_type: 'pub',
        event_name: 'alta_datos_personales_1',
        data,
        received_at: new Date(sandbox.clock.now()),
      },
    ]);
  });

  it('stores a link with the customer on a private page, and an event with no variables; the bank’s identity statement is checked, never kept', async () => {
    const data = { page_name: 'posicion-global', client_cip: '20481736', page_domain_type: 'priv', event_name: 'overview-banner-link' };
    const identity = signVendorIdentity(TEST_VENDOR_IDENTITY_KEY, '20481736', sandbox.clock.now()).token;
    expect((await collect({ kind: 'link', data: { ...data, client_identity: identity } })).status).toBe(204);
    expect((await collect({ kind: 'view', data: {} })).status).toBe(204);
    expect((await stored()).map(({ kind, client_cip, data: variables }) => ({ kind, client_cip, variables }))).toEqual([
      { kind: 'link', client_cip: '20481736', variables: data },
      { kind: 'view', client_cip: '', variables: {} },
    ]);
  });

  it('issue 38 §6: refuses a page view about a customer without the bank’s statement that it is them (403 identity_not_proven)', async () => {
    const data = { page_name: 'posicion-global', client_cip: '31907254', page_domain_type: 'priv' };
    const forLucia = signVendorIdentity(TEST_VENDOR_IDENTITY_KEY, '20481736', sandbox.clock.now()).token;
    for (const variables of [data, { ...data, client_identity: forLucia }, { ...data, client_identity: 'v1.forged.x' }]) {
      expect((await errorOf(await collect({ kind: 'view', data: variables }), 403)).error).toBe('identity_not_proven');
    }
    expect(await stored()).toEqual([]);
  });

  it('takes 100 variables, names of 64 characters and values of 512', async () => {
    const data = Object.fromEntries(Array.from({ length: 100 }, (_, index) => [`v${index}`, 'x']));
    expect((await collect(view(data))).status).toBe(204);
    expect((await collect(view({ [`a${'b'.repeat(63)}`]: 'y'.repeat(512) }))).status).toBe(204);
    expect(await stored()).toHaveLength(2);
  });

  it('stores 20 concurrent events, every one answered 204', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => collect(view({ page_name: `page-${index}` }))));
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 204));
    expect(new Set((await stored()).map((row) => row.page_name)).size).toBe(20);
  });

  it.each([
    ['an unknown field', { ...view(), at: '2026-01-15' }, 'Campos desconocidos: at.'],
    ['no kind', { data: {} }, 'Falta kind.'],
    ['another kind', { kind: 'click', data: {} }, 'kind debe ser "view" o "link".'],
    ['no data', { kind: 'view' }, 'Falta data.'],
    ['data as a list', { kind: 'view', data: ['posicion-global'] }, 'data debe ser un objeto de variables con valores de texto.'],
    ['data as text', { kind: 'view', data: 'posicion-global' }, 'data debe ser un objeto de variables con valores de texto.'],
    [
      'a variable in camel case',
      view({ pageName: 'posicion-global' }),
      'Nombre de variable no válido en data: "pageName" (una letra minúscula y hasta 63 minúsculas, cifras o _).',
    ],
    [
      'a variable starting with a digit',
      view({ '1st': 'x' }),
      'Nombre de variable no válido en data: "1st" (una letra minúscula y hasta 63 minúsculas, cifras o _).',
    ],
    [
      'a variable of 65 characters',
      view({ [`a${'b'.repeat(64)}`]: 'x' }),
      `Nombre de variable no válido en data: "a${'b'.repeat(64)}" (una letra minúscula y hasta 63 minúsculas, cifras o _).`,
    ],
    ['a number', view({ funnel_step: 5 }), 'data.funnel_step debe ser texto.'],
    ['a null', view({ page_name: null }), 'data.page_name debe ser texto.'],
    ['a nested object', view({ product: { sku: 'x' } }), 'data.product debe ser texto.'],
    ['a value of 513 characters', view({ page_name: 'x'.repeat(513) }), 'data.page_name admite como mucho 512 caracteres.'],
    [
      '101 variables',
      view(Object.fromEntries(Array.from({ length: 101 }, (_, index) => [`v${index}`, '']))),
      'data admite como mucho 100 variables.',
    ],
    ['a list', [view()], 'El cuerpo debe ser un objeto JSON.'],
  ])('refuses %s with 400 invalid_request: "%s", storing nothing', async (_case, body, message) => {
    expect(await errorOf(await collect(body), 400)).toEqual({ error: 'invalid_request', message });
    expect(await stored()).toEqual([]);
  });

  it('refuses NUL and a lone surrogate in a value or a name with 400, storing nothing (PostgreSQL could not)', async () => {
    for (const body of [
      '{"kind":"view","data":{"page_name":"a\\u0000b"}}',
      '{"kind":"view","data":{"page_name":"\\ud800"}}',
      '{"kind":"view","data":{"a\\u0000":"x"}}',
    ]) {
      expect((await errorOf(await collect(body), 400)).error).toBe('invalid_request');
    }
    expect(await stored()).toEqual([]);
  });

  itKeepsTheVendorJsonPostRules({
    path: COLLECT,
    bodyLimitBytes: 8192,
    validBody: (n) => view({ page_name: `posicion-global-${n}` }),
    storedCount: async () => (await stored()).length,
    app: () => sandbox.app,
    testModeApp: () => sandbox.appWith({ testMode: true }),
    posterOrigins: [TEST_VENDORS_ORIGIN],
    // The bank's page itself no longer posts here: only the frame the tag manager runs in.
    alsoRefusedOrigins: [TEST_APP_ORIGIN, TEST_DEV_ORIGIN],
  });
});
