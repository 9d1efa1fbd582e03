import type { Page } from '@playwright/test';
import { CONSENT_CHOICES_KEY, axeViolations, expect, fillLogin, test } from './fixtures';

/**
 * The sign-up funnel in the browser (features.md §2.5, §4.8, §8; issue 20 §5): a prospect with no
 * session opens an account on the public `#/signups-account` pages, backed by the sandbox's
 * sign-up API, tracked by the analytics stand-in while they allow it, and logs in at the end.
 */

test.describe.configure({ mode: 'serial' });

/** The DNI's control letters: the number modulo 23 picks one. */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const DNI_LETTER_MODULUS = 23;
const DNI_DIGITS = 8;

/** A DNI of nobody yet: 8 random digits and their letter. */
function newDni(): string {
  const digits = String(Math.floor(Math.random() * 10 ** DNI_DIGITS)).padStart(DNI_DIGITS, '0');
  return `${digits}${DNI_LETTERS[Number(digits) % DNI_LETTER_MODULUS]}`;
}

interface TrackedView {
  kind: 'view' | 'link';
  data: Record<string, string>;
}

/** The page views the analytics library sends, as they leave the browser. */
function recordViews(page: Page): Record<string, string>[] {
  const sent: Record<string, string>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/tracking/v1/collect') {
      const body = request.postDataJSON() as TrackedView;
      if (body.kind === 'view') sent.push(body.data);
    }
  });
  return sent;
}

/** A prospect who allowed analytics on an earlier visit. */
async function allowAnalytics(page: Page): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    CONSENT_CHOICES_KEY,
    JSON.stringify({ analytics: true, personalisation: false, decidedAt: '2026-11-20T10:00:00.000Z' }),
  ] as const);
}

async function heading(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function next(page: Page, button = 'Continuar'): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
}

// features.md §1.9: funnel analytics tag each page and step of the sign-up flow.
test('a prospect opens a current account through every adult step, each page tagged, and logs in with it (features.md §2.5, §4.8)', async ({
  page,
}) => {
  test.slow();
  await allowAnalytics(page);
  const sent = recordViews(page);
  const dni = newDni();

  await page.goto('/#/signups-account');
  await heading(page, 'Hazte cliente de Banco Alba');
  // shell.md §1: anonymous visitors on the sign-up pages; §2.4: no tab bar, header and footer.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Abrir esta cuenta' }).first().click();

  await heading(page, 'Antes de empezar');
  await next(page, 'Empezar');

  await heading(page, '¿Cómo te llamas?');
  await page.getByLabel('Nombre', { exact: true }).fill('Ana');
  await page.getByLabel('Primer apellido').fill('Prueba');
  await page.getByLabel('Segundo apellido').fill('Gómez');
  await next(page);

  await heading(page, 'Datos de acceso y contacto');
  await page.getByLabel('Tipo de documento').selectOption('DNI');
  await page.getByLabel('Número de documento').fill(dni);
  await page.getByLabel('Correo electrónico').fill('ana.prueba@example.es');
  await page.getByLabel('Móvil').fill('612345678');
  await next(page);

  await heading(page, 'Datos personales');
  // The bank's rule first (features.md §8, "minor"): a date of a 16-year-old in the adult flow.
  await page.getByLabel('Fecha de nacimiento').fill('01/01/2011');
  await page.getByLabel('Nacionalidad').selectOption('ES');
  await page.getByRole('radio', { name: 'Mujer' }).check();
  await next(page);
  await expect(page.getByText('Para abrir una cuenta hay que ser mayor de edad.', { exact: false }).first()).toBeVisible();
  await page.getByLabel('Fecha de nacimiento').fill('15/04/1990');
  await next(page);

  await heading(page, 'Lugar de nacimiento y estado civil');
  await page.getByLabel('País de nacimiento').selectOption('ES');
  await page.getByLabel('Localidad de nacimiento').fill('Madrid');
  await page.getByLabel('Estado civil').selectOption('single');
  await next(page);

  await heading(page, '¿Dónde vives?');
  await page.getByLabel('Tipo de vía').selectOption('calle');
  await page.getByLabel('Nombre de la vía').fill('Mayor');
  await page.getByLabel('Número', { exact: true }).fill('1');
  await page.getByLabel('Código postal').fill('28013');
  await page.getByLabel('Localidad').fill('Madrid');
  await next(page);

  await heading(page, 'Provincia y residencia');
  await page.getByLabel('País de residencia').selectOption('ES');
  await next(page);

  await heading(page, 'Situación laboral');
  await page.getByRole('radio', { name: 'Trabajo por cuenta ajena' }).check();
  await page.getByLabel('Profesión').fill('Ingeniera');
  await page.getByLabel('Empresa').fill('Acme');
  await page.getByLabel('Ingresos netos al mes').selectOption('1000-2000');
  await next(page);

  await heading(page, 'Datos fiscales');
  await page.getByLabel('País de residencia fiscal 1').selectOption('ES');
  await next(page);

  await heading(page, 'Origen y destino del dinero');
  await page.getByLabel('¿De dónde viene el dinero?').selectOption('salary');
  await page.getByLabel('¿Para qué usarás la cuenta?').selectOption('everyday');
  await next(page);

  await heading(page, 'Revisa tus datos');
  await expect(page.getByText(dni)).toBeVisible();
  await next(page, 'Confirmar');

  await heading(page, 'Esta es tu cuenta');
  await next(page);

  await heading(page, 'Crea tu clave de seguridad');
  // features.md §8, "weak PIN": a run of digits is refused and tracked.
  await page.getByLabel('Clave de seguridad').fill('123456');
  await next(page);
  await expect(page.getByText('Esa clave es fácil de adivinar.', { exact: false }).first()).toBeVisible();
  await page.getByLabel('Clave de seguridad').fill('482915');
  await next(page);

  await heading(page, 'Condiciones y privacidad');
  await page.getByLabel('Acepto las condiciones generales de la cuenta').check();
  await page.getByLabel('He leído y acepto la política de protección de datos').check();
  await next(page);

  await heading(page, 'Confirma tu clave de seguridad');
  await page.getByLabel('Repite la clave de seguridad').fill('482915');
  await next(page);

  await heading(page, 'Tu cuenta está reservada');
  await next(page);

  await heading(page, 'Documentos del contrato');
  // A legal popup is an avoidable step: tracked, the funnel position unchanged.
  await page
    .getByRole('button', { name: /Leer.*Protección de datos|Protección de datos/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Protección de datos' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await next(page);

  await heading(page, 'Firma los documentos');
  await page.getByLabel('He leído y acepto los documentos del contrato').check();
  await page.getByLabel('Tu firma: nombre y apellidos').fill('ana prueba gomez');
  await next(page, 'Firmar');

  await heading(page, 'Contrato firmado');
  await next(page);

  await heading(page, 'Identificación');
  await next(page);

  await heading(page, '¿Cómo quieres identificarte?');
  await page.getByRole('radio', { name: /Videoselfi/ }).check();
  await next(page);

  await heading(page, 'Identificación por videoselfi');
  await next(page);

  await heading(page, 'Tu cuenta está abierta');
  await expect(page.getByText(dni)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The funnel as the analytics library received it: public pages, in order, one position each.
  const names = sent.map((view) => view['page_name']);
  expect(names).toEqual([
    'alta:hazte-cliente',
    'alta:antes-de-empezar',
    'alta:como-te-llamas',
    'alta:datos-de-acceso-y-contacto',
    'alta:datos-personales-1',
    'alta:datos-personales-1',
    'alta:datos-personales-2',
    'alta:domicilio-1',
    'alta:domicilio-2',
    'alta:datos-laborales-cuenta-ajena',
    'alta:datos-fiscales',
    'alta:origen-y-destino-de-los-fondos',
    'alta:confirmacion-de-datos',
    'alta:creacion-cuenta-corriente',
    'alta:crear-pin-de-seguridad',
    'alta:crear-pin-de-seguridad',
    'alta:consentimientos',
    'alta:confirmacion-pin',
    'alta:activacion-cuenta',
    'alta:ver-documentos-legales',
    'alta:legal-proteccion-de-datos',
    'alta:firmar-documentos-legales',
    'alta:confirmacion-firma',
    'alta:instrucciones-identificacion',
    'alta:metodo-identificacion',
    'alta:identificacion-video-selfie',
    'alta:confirmacion',
  ]);
  for (const view of sent) {
    expect(view).toMatchObject({ page_domain_type: 'pub', app_ing: 'no', funnel_id: 'onboarding-web', funnel_type: 'alta-cliente' });
    expect(view['client_cip']).toBeUndefined();
  }
  // The product's sku fills the event name once the prospect has chosen it.
  expect(sent[0]!['event_name']).toBe('alta_hazte_cliente');
  expect(sent.find((view) => view['page_name'] === 'alta:creacion-cuenta-corriente')).toMatchObject({
    product_sku: 'cuenta-nomina',
    event_name: 'alta_cuenta-nomina_creacion_cuenta',
  });
  expect(sent.map((view) => view['funnel_position'])).toEqual([
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
    '7',
    '8',
    '9',
    '10',
    '11',
    '12',
    '13',
    '14',
    '15',
    '16',
    '17',
    '18',
    '19',
    '20',
    '20',
    '21',
    '22',
    '23',
    '24',
    '25',
    '26',
  ]);
  const minor = sent.find((view) => view['page_error'] === 'minor')!;
  expect(minor).toMatchObject({ page_name: 'alta:datos-personales-1', event_name: 'alta_datos_personales_1,page_error' });
  const weakPin = sent.find((view) => view['page_error'] === 'weak_pin')!;
  expect(weakPin['page_name']).toBe('alta:crear-pin-de-seguridad');
  const position = (name: string) => sent.find((view) => view['page_name'] === name)!['funnel_position'];
  expect(position('alta:legal-proteccion-de-datos')).toBe(position('alta:ver-documentos-legales'));

  // The prospect is a customer now: the login takes the document, the birth date and the PIN chosen.
  await page
    .getByRole('link', { name: 'Entrar' })
    .or(page.getByRole('button', { name: 'Entrar' }))
    .first()
    .click();
  await fillLogin(page, { document: dni, birthDate: '15/04/1990', pin: '482915' });
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Ana' })).toBeVisible();
  await expect(page.getByText('Cuenta NÓMINA').first()).toBeVisible();
});

test('a parent opens a teen account: minor selection, the representative and the minor’s documents, tagged in the teen funnel; the teen logs in on the teen client', async ({
  page,
}) => {
  test.slow();
  await allowAnalytics(page);
  const sent = recordViews(page);
  const teenDni = newDni();
  const parentDni = newDni();

  await page.goto('/#/signups-account');
  await page.getByRole('article').filter({ hasText: 'Cuenta Joven' }).getByRole('link', { name: 'Abrir esta cuenta' }).click();
  await heading(page, 'Antes de empezar');
  await next(page, 'Empezar');

  await heading(page, '¿Para quién es la cuenta?');
  await page.getByRole('radio', { name: 'Tiene entre 12 y 17 años' }).check();
  await page.getByLabel('Soy su madre, padre o tutor legal y abro la cuenta en su nombre').check();
  await next(page);

  await heading(page, '¿Cómo se llama el menor?');
  await page.getByLabel('Nombre', { exact: true }).fill('Leo');
  await page.getByLabel('Primer apellido').fill('Prueba');
  await next(page);

  await heading(page, 'Datos de acceso y contacto');
  await page.getByLabel('Número de documento').fill(teenDni);
  await page.getByLabel('Correo electrónico').fill('familia.prueba@example.es');
  await page.getByLabel('Móvil').fill('698765432');
  await next(page);

  // Reloading keeps the application: the server has it, and the page asks for it again.
  await heading(page, 'Datos personales');
  await expect.poll(() => sent.map((view) => view['page_name'])).toContain('alta:datos-de-acceso-y-contacto');
  await page.reload();
  await heading(page, 'Datos personales');
  await page.getByLabel('Fecha de nacimiento').fill('10/05/2012');
  await page.getByLabel('Nacionalidad').selectOption('ES');
  await page.getByRole('radio', { name: 'Hombre' }).check();
  await next(page);

  await heading(page, 'Lugar de nacimiento y estado civil');
  await page.getByLabel('País de nacimiento').selectOption('ES');
  await page.getByLabel('Localidad de nacimiento').fill('Sevilla');
  await next(page);

  await heading(page, '¿Dónde vives?');
  await page.getByLabel('Nombre de la vía').fill('Sierpes');
  await page.getByLabel('Número', { exact: true }).fill('12');
  await page.getByLabel('Código postal').fill('41004');
  await page.getByLabel('Localidad').fill('Sevilla');
  await next(page);

  await heading(page, 'Provincia y residencia');
  await page.getByLabel('País de residencia').selectOption('ES');
  await next(page);

  await heading(page, 'Situación laboral');
  await expect(page.getByRole('radio', { name: 'Estudiante' })).toBeChecked();
  await page.getByLabel('Ingresos netos al mes').selectOption('lt-1000');
  await next(page);

  await heading(page, 'Datos fiscales');
  await page.getByLabel('País de residencia fiscal 1').selectOption('ES');
  await next(page);

  await heading(page, 'Origen y destino del dinero');
  await page.getByLabel('¿De dónde viene el dinero?').selectOption('savings');
  await page.getByLabel('¿Para qué usarás la cuenta?').selectOption('savings');
  await next(page);

  await heading(page, 'Datos de la madre, padre o tutor');
  await page.getByRole('radio', { name: 'Madre' }).check();
  await page.getByLabel('Tu número de documento').fill(parentDni);
  await next(page);

  await heading(page, 'Revisa tus datos');
  await next(page, 'Confirmar');
  await next(page);
  await heading(page, 'Crea tu clave de seguridad');
  await page.getByLabel('Clave de seguridad').fill('730418');
  await next(page);
  await page.getByLabel('Acepto las condiciones generales de la cuenta').check();
  await page.getByLabel('He leído y acepto la política de protección de datos').check();
  await next(page);
  // features.md §8, "PINs not matching".
  await page.getByLabel('Repite la clave de seguridad').fill('730419');
  await next(page);
  await expect(page.getByText('Las claves no coinciden.', { exact: false }).first()).toBeVisible();
  await page.getByLabel('Repite la clave de seguridad').fill('730418');
  await next(page);
  await heading(page, 'Tu cuenta está reservada');
  await next(page);
  await heading(page, 'Documentos del contrato');
  await expect(page.getByRole('button', { name: /Leer$/ })).toHaveCount(3);
  await next(page);
  await page.getByLabel('He leído y acepto los documentos del contrato').check();
  await page.getByLabel('Tu firma: nombre y apellidos').fill('Leo Prueba');
  await next(page, 'Firmar');
  await heading(page, 'Contrato firmado');
  await next(page);

  await heading(page, 'Autoriza la identificación del menor');
  await page.getByLabel('Como su representante, autorizo a Banco Alba a identificar al menor').check();
  await next(page);
  await heading(page, 'Identificación');
  await next(page);
  await heading(page, 'Documento del menor');
  await page.getByRole('radio', { name: 'DNI' }).check();
  await next(page);
  await heading(page, 'Libro de familia o certificado de nacimiento');
  await page
    .getByLabel('Foto o PDF del libro de familia o del certificado de nacimiento')
    .setInputFiles({ name: 'libro-de-familia.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
  await next(page);

  await heading(page, 'Tu cuenta está abierta');

  const names = sent.map((view) => view['page_name']);
  for (const name of [
    'alta:seleccion-de-menor',
    'alta:tipo-documento-representante',
    'alta:creacion-cuenta-teen',
    'alta:activacion-cuenta-teen',
    'alta:autorizar-identificacion',
    'alta:tipo-documento-menor-dni',
    'alta:subir-libro-de-familia-o-partida-de-nacimiento',
    'alta:confirmacion',
  ]) {
    expect(names).toContain(name);
  }
  // The products page comes before the choice; from "before you start" on, the teen funnel.
  for (const view of sent.slice(1)) expect(view).toMatchObject({ funnel_type: 'alta-cliente-menor', page_domain_type: 'pub' });
  expect(sent.find((view) => view['page_name'] === 'alta:creacion-cuenta-teen')!['event_name']).toBe('alta_cuenta-joven_creacion_cuenta');
  expect(sent.find((view) => view['page_error'] === 'pins_not_matching')!['page_name']).toBe('alta:confirmacion-pin');

  // A teen's account is the teen client's: the teen logs in there.
  await page.goto('/clients/bank-teen-web/#/login');
  await fillLogin(page, { document: teenDni, birthDate: '10/05/2012', pin: '730418' });
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Leo' })).toBeVisible();
  await expect(page.getByText('Cuenta Joven').first()).toBeVisible();
});

test('a prospect who refused analytics is not tracked on the sign-up pages, and their steps are saved all the same (features.md §4.7)', async ({
  page,
}) => {
  const trackingRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/tracking/')) trackingRequests.push(request.url());
  });
  await page.goto('/#/signups-account');
  await page.getByRole('link', { name: 'Abrir esta cuenta' }).nth(1).click();
  await heading(page, 'Antes de empezar');
  await next(page, 'Empezar');
  await heading(page, '¿Cómo te llamas?');
  await page.getByLabel('Nombre', { exact: true }).fill('Rosa');
  await page.getByLabel('Primer apellido').fill('Sinrastro');
  await next(page);
  await heading(page, 'Datos de acceso y contacto');
  await page.waitForLoadState('networkidle');
  expect(trackingRequests).toEqual([]);

  // Cancelling the contracting process deletes the application; the products page shows again.
  await page.getByRole('link', { name: 'Cancelar la solicitud' }).click();
  await heading(page, '¿Cancelar la solicitud?');
  await next(page, 'Sí, cancelar');
  await heading(page, 'Hazte cliente de Banco Alba');
  await expect(page.getByText('Tienes una solicitud a medias')).toHaveCount(0);
});

test('features.md §8.18, §8.20: the tax census refuses a first surname that is not its holder’s, and a foreigner with an NIE cannot choose a video selfie; each is said and tracked', async ({
  page,
}) => {
  await allowAnalytics(page);
  const sent = recordViews(page);
  await page.goto('/#/signups-account');
  await page.getByRole('link', { name: 'Abrir esta cuenta' }).first().click();
  await next(page, 'Empezar');
  await heading(page, '¿Cómo te llamas?');
  await page.getByLabel('Nombre', { exact: true }).fill('Ana');
  await page.getByLabel('Primer apellido').fill('Prueba');
  await next(page);

  // 11111111H is an Ortega's in the sandbox's tax census.
  await heading(page, 'Datos de acceso y contacto');
  await page.getByLabel('Tipo de documento').selectOption('DNI');
  await page.getByLabel('Número de documento').fill('11111111H');
  await page.getByLabel('Correo electrónico').fill('ana.prueba@example.es');
  await page.getByLabel('Móvil').fill('612345678');
  await next(page);
  await expect(page.getByRole('alert')).toContainText(
    'Tu primer apellido no coincide con el del titular de ese DNI o NIE según la Agencia Tributaria. Revisa los dos.',
  );
  await expect(page.getByLabel('Número de documento')).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => sent.map((view) => view['page_error'])).toContain('surname_tax_id_mismatch');

  // A Portuguese national with an NIE.
  await page.getByLabel('Tipo de documento').selectOption('NIE');
  await page.getByLabel('Número de documento').fill('X1234567L');
  await next(page);
  await heading(page, 'Datos personales');
  await page.getByLabel('Fecha de nacimiento').fill('15/04/1990');
  await page.getByLabel('Nacionalidad').selectOption('PT');
  await page.getByRole('radio', { name: 'Mujer' }).check();
  await next(page);
  await heading(page, 'Lugar de nacimiento y estado civil');

  await page.goto('/#/signups-account/identification-method');
  await heading(page, '¿Cómo quieres identificarte?');
  await page.getByRole('radio', { name: /Videoselfi/ }).check();
  await next(page);
  await expect(
    page.getByText('Con un NIE y nacionalidad no española no puedes identificarte con un vídeo selfie. Elige la transferencia.'),
  ).toBeVisible();
  await expect.poll(() => sent.map((view) => view['page_error'])).toContain('foreign_id_non_spanish_nationality');
});

test.describe('in English at 375 px', () => {
  test.use({ locale: 'en-GB', viewport: { width: 375, height: 800 } });

  test('the sign-up speaks English and keeps the typed values when the bank refuses a step', async ({ page }) => {
    await page.goto('/#/signups-account');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Open this account' }).first().click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByLabel('First name', { exact: true }).fill('Tom');
    await page.getByLabel('First surname').fill('Test');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    // An NIE whose letter is wrong: the client's check says so before the bank does.
    await page.getByLabel('Document type').selectOption('NIE');
    await page.getByLabel('Document number').fill('X1234567A');
    await page.getByLabel('Email').fill('tom@example.co.uk');
    await page.getByLabel('Mobile').fill('612345678');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByLabel('Document number')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Document number')).toHaveValue('X1234567A');
    await expect(page.getByLabel('Email')).toHaveValue('tom@example.co.uk');
    expect(await axeViolations(page)).toEqual([]);
  });
});
