import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, type DemoLogin } from '../../../seed';
import { apiRequest, authenticate, getWithBearer, loginAs, readJson, type CookieJar } from '../../../../test/apiClient';
import { TEST_API_HOST, TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';

const PAGE = '/back-office/pending-operations';
const API_ORIGIN = `http://${TEST_API_HOST}`;
const [lucia, javier, , agent] = DEMO_LOGINS;

interface TestPendingOperation {
  secProcessId: string;
  type: string;
  operationData: Record<string, unknown>;
  destination?: string;
}

function required<T>(value: T | undefined, what = 'fixture'): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}

/** The value of the page's hidden anti-CSRF field. */
function formTokenIn(html: string): string {
  return required(/name="formToken" value="([^"]+)"/.exec(html)?.[1], 'form token');
}

describe('the back-office page of pending operations, for the bank’s staff', () => {
  const sandbox = useTestSandbox();

  const staffSession = (): Promise<CookieJar> => loginAs(sandbox.app, required(agent));

  async function openPage(jar: CookieJar): Promise<string> {
    const page = await apiRequest(sandbox.app, PAGE, { jar });
    expect(page.status).toBe(200);
    return page.text();
  }

  /** Posts the form as the browser would from the page: its own origin, its token, form encoding. */
  async function postForm(jar: CookieJar, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
    const formToken = formTokenIn(await openPage(jar));
    return apiRequest(sandbox.app, PAGE, {
      method: 'POST',
      headers: { Origin: API_ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ formToken, ...fields }).toString(),
      jar,
    });
  }

  async function pendingOf(login: DemoLogin | undefined): Promise<TestPendingOperation[]> {
    const jar = await loginAs(sandbox.app, required(login));
    const token = required((await authenticate(sandbox.app, jar)).accessTokens[0]).accessToken;
    const response = await getWithBearer(sandbox.app, '/genoma_api/rest/mobileconfirmation/pending-operations', token);
    return (await readJson<{ pendingOperations: TestPendingOperation[] }>(response)).pendingOperations;
  }

  async function countOperations(): Promise<number> {
    const { rows } = await sandbox.db.query<{ count: number }>('SELECT count(*)::int AS count FROM pending_operations');
    return rows[0]?.count ?? 0;
  }

  it('shows staff a form with labelled fields for every type and channel, and no script', async () => {
    const html = await openPage(await staffSession());
    expect(html).toContain('<html lang="es-ES">');
    for (const type of ['75', '76', '85', '91', '92', '94', '95', 'BUSINESS']) expect(html).toContain(`<option value="${type}"`);
    expect(html).toContain('<option value="76" selected>76 · Pago con tarjeta en un comercio online</option>');
    expect(html).toContain('<option value="83">83 · Ordenador (web)</option>');
    expect(html).toContain('<option value="86">86 · Móvil (app)</option>');
    // Issue 42 §4: where the shop is, Spain unless chosen, for a card whose use abroad is off.
    expect(html).toContain('<option value="ES" selected>España (ES)</option>');
    expect(html).toContain('<option value="PT">Portugal (PT)</option>');
    expect(html).toContain('Carmen Ruiz Navarro · 45678912S · 52718463');
    expect(html).not.toContain('99887766P');
    for (const id of [...html.matchAll(/<(?:input|select) id="([^"]+)"/g)].map((match) => match[1])) {
      expect(html, String(id)).toContain(`<label for="${id}">`);
    }
    expect(html).not.toMatch(/<script|\son[a-z]+=|style=/i);
  });

  it('answers 401 without a session and 403 to a customer, a page saying so and nothing else, for GET and POST alike', async () => {
    const anonymous = await apiRequest(sandbox.app, PAGE);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain('formToken');
    const customerJar = await loginAs(sandbox.app, required(lucia));
    const customer = await apiRequest(sandbox.app, PAGE, { jar: customerJar });
    expect(customer.status).toBe(403);
    expect(await customer.text()).not.toContain('formToken');

    const before = await countOperations();
    const post = (jar?: CookieJar) =>
      apiRequest(sandbox.app, PAGE, {
        method: 'POST',
        headers: { Origin: API_ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ personId: '20481736', type: '76' }).toString(),
        ...(jar === undefined ? {} : { jar }),
      });
    expect((await post()).status).toBe(401);
    expect((await post(customerJar)).status).toBe(403);
    expect(await countOperations()).toBe(before);
  });

  it('creates an operation for a customer, which then appears in the customer’s list and on the page', async () => {
    const jar = await staffSession();
    const response = await postForm(jar, {
      personId: '31907254',
      type: '76',
      channelCode: '',
      merchant: 'Ferretería López',
      merchantCountry: 'PT',
      amount: '1234,5',
      cardAlias: '',
      panLast4: '',
      device: 'Chrome en Windows',
    });
    expect(response.status).toBe(303);
    const location = required(response.headers.get('location') ?? undefined, 'Location');
    const createdId = required(/creada=([0-9a-f-]{36})$/.exec(location)?.[1], 'created id');

    const [operation] = await pendingOf(javier);
    expect(operation).toEqual({
      secProcessId: createdId,
      personId: '31907254',
      type: '76',
      operationData: {
        channelCode: 83,
        createdAt: '2026-01-15T09:00:00.000Z',
        merchant: 'Ferretería López',
        merchantCountry: 'PT',
        amount: { amount: 1234.5, currency: 'EUR' },
        cardAlias: 'Tarjeta Oro',
        maskedPan: '•••• 9034',
        cardId: 'CRD-0004',
      },
    });

    const page = await apiRequest(sandbox.app, location, { jar });
    const html = await page.text();
    expect(html).toContain(`<p role="status">Se ha creado la operación <code>${createdId}</code>`);
    expect(html).toMatch(
      new RegExp(
        `Javier Ortega Ruiz \\(31907254\\)</td><td>76 · Ferretería López · Portugal · 1\\.234,50\\s€ · Tarjeta Oro •••• 9034</td><td>83</td><td>Pendiente</td><td>—</td><td><code>${createdId}</code>`,
      ),
    );
  });

  it('shows an operation’s status once the customer decides it', async () => {
    const jar = await staffSession();
    const response = await postForm(jar, {
      personId: '31907254',
      type: '75',
      channelCode: '86',
      device: 'Edge en Windows',
      place: 'Sevilla, España',
    });
    const createdId = required(/creada=(.+)$/.exec(response.headers.get('location') ?? '')?.[1]);
    const customerJar = await loginAs(sandbox.app, required(javier));
    const token = required((await authenticate(sandbox.app, customerJar)).accessTokens[0]).accessToken;
    const rejected = await apiRequest(sandbox.app, `/genoma_api/rest/mobileconfirmation/pending-operations/${createdId}/reject`, {
      method: 'POST',
      headers: { Origin: TEST_APP_ORIGIN, 'X-XSRF-TOKEN': customerJar.get('XSRF-TOKEN') ?? '', Authorization: `Bearer ${token}` },
      jar: customerJar,
    });
    expect(rejected.status).toBe(200);
    expect(await openPage(jar)).toMatch(
      new RegExp(
        `75 · Edge en Windows · Sevilla, España</td><td>86</td><td>Rechazada</td><td><time datetime="[^"]+">[^<]+</time></td><td><code>${createdId}</code>`,
      ),
    );
  });

  it.each<[Record<string, string>, string]>([
    [{ personId: '', type: '76' }, 'Cliente: elige uno de la lista.'],
    [{ personId: '90000001', type: '76' }, 'Cliente: elige uno de la lista.'],
    [{ personId: '31907254', type: '77' }, 'Tipo de operación debe ser uno de 75, 76, 85, 91, 92, 94, 95, BUSINESS.'],
    [{ personId: '31907254', type: '76', amount: '12,345' }, 'Importe (€) debe ser un importe en euros mayor que cero'],
    [{ personId: '31907254', type: '76', amount: '0' }, 'Importe (€) debe ser un importe en euros mayor que cero'],
    [
      { personId: '31907254', type: '76', panLast4: '12a4' },
      'Cuatro últimos dígitos de la tarjeta: los cuatro últimos dígitos de la tarjeta.',
    ],
    [{ personId: '31907254', type: '76', channelCode: '81' }, 'Canal donde se confirma debe ser 83 u 86.'],
    [{ personId: '31907254', type: 'BUSINESS', destination: '//evil.example' }, 'Destino en la app (ruta): una ruta de la app'],
    [{ personId: '31907254', type: '76', merchant: 'm'.repeat(81) }, 'Comercio es demasiado largo (como mucho 80 caracteres).'],
    [
      { personId: '31907254', type: '76', merchantCountry: 'XX' },
      'País del comercio: el código de dos letras de un país (ISO 3166-1), p. ej. ES o PT.',
    ],
  ])('refuses %j with 400, a Spanish message, and the form as it was typed', async (fields, message) => {
    const jar = await staffSession();
    const before = await countOperations();
    const typed = { merchant: 'Tienda <b>"Prueba"</b> & Cía', description: 'Lo que escribí', ...fields };
    const response = await postForm(jar, typed);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<div role="alert"><p>No se ha creado la operación. ');
    expect(html).toContain(message.replace('&', '&#38;'));
    // Nothing typed is lost: every value comes back, escaped.
    if (typed.merchant.length <= 80) expect(html).toContain('value="Tienda &#60;b&#62;&#34;Prueba&#34;&#60;/b&#62; &#38; Cía"');
    expect(html).toContain('id="description" name="description" type="text" value="Lo que escribí"');
    if (fields.amount !== undefined) expect(html).toContain(`value="${fields.amount}"`);
    if (fields.type !== '77') expect(html).toContain(`<option value="${fields.type}" selected>`);
    expect(await countOperations()).toBe(before);
  });

  it('refuses a post from another origin, or without the page’s token, and creates nothing (403)', async () => {
    const jar = await staffSession();
    const before = await countOperations();
    const fields = { personId: '31907254', type: '76' };
    for (const headers of [{ Origin: TEST_APP_ORIGIN }, { Origin: 'https://evil.example' }, { Origin: 'null' }]) {
      const response = await postForm(jar, fields, headers);
      expect(response.status, headers.Origin).toBe(403);
      expect(await response.text()).toContain('Este formulario solo se puede enviar desde su propia página.');
    }
    const withoutOrigin = await apiRequest(sandbox.app, PAGE, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-site' },
      body: new URLSearchParams({ ...fields, formToken: formTokenIn(await openPage(jar)) }).toString(),
      jar,
    });
    expect(withoutOrigin.status).toBe(403);
    for (const formToken of ['', 'x'.repeat(43)]) {
      const response = await apiRequest(sandbox.app, PAGE, {
        method: 'POST',
        headers: { Origin: API_ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...fields, formToken }).toString(),
        jar,
      });
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('La página ha caducado o no es la del banco');
    }
    // Another staff session's token is not this one's.
    const otherToken = formTokenIn(await openPage(await staffSession()));
    const crossed = await apiRequest(sandbox.app, PAGE, {
      method: 'POST',
      headers: { Origin: API_ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, formToken: otherToken }).toString(),
      jar,
    });
    expect(crossed.status).toBe(403);
    expect(await countOperations()).toBe(before);
  });

  it('takes a same-origin post without Origin (Sec-Fetch-Site: same-origin)', async () => {
    const jar = await staffSession();
    const response = await apiRequest(sandbox.app, PAGE, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({ personId: '40215598', type: '94', formToken: formTokenIn(await openPage(jar)) }).toString(),
      jar,
    });
    expect(response.status).toBe(303);
  });

  it('refuses a body over 4 KiB with 413 and a page, and creates nothing', async () => {
    const jar = await staffSession();
    const before = await countOperations();
    const response = await postForm(jar, { personId: '31907254', type: '76', description: 'd'.repeat(5000) });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('El formulario es demasiado grande');
    expect(await countOperations()).toBe(before);
  });

  it('refuses a body that is not a form with 400 and a page', async () => {
    const jar = await staffSession();
    const response = await postForm(jar, {}, { 'Content-Type': 'application/json' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Envía el formulario de esta página.');
  });

  it('is never read by the app’s scripts, framed, cached, nor posted elsewhere: its CSP allows forms to itself only', async () => {
    const page = await apiRequest(sandbox.app, PAGE, { headers: { Origin: TEST_APP_ORIGIN }, jar: await staffSession() });
    expect(page.status).toBe(200);
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(page.headers.get('content-security-policy')).toBe("default-src 'none'; form-action 'self'; frame-ancestors 'none'");
    expect(page.headers.get('cache-control')).toBe('no-store');
  });
});
