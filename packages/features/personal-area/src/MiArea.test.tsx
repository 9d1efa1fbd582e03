import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createShellEventBus } from '@bank-shell/core';
import type { Channel, RouteMatch } from '@bank-shell/core';
import { SIGNED_IN_TOPIC_VALIDATORS } from '@bank-shell/core/signed-in';
import type { StepUpPayload } from '@bank-shell/core/signed-in';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { PersonalArea } from './PersonalArea';
import { messages } from './messages';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// The sandbox's paths and shapes (docs/sandbox-api.md, Mi área).
const CLIENT = '/genoma_api/rest/client';
const PIN = '/genoma_api/rest/client/pin';
const PREFERENCES = '/genoma_api/rest/client/notification-preferences';
const DOCUMENTS = '/genoma_api/rest/documents';
const PENDING = '/genoma_api/rest/mobileconfirmation/pending-operations';
const TICKET = 'T'.repeat(43);

const LUCIA = {
  personId: '20481736',
  name: 'Lucía',
  firstSurname: 'Martínez',
  secondSurname: 'García',
  genderDesc: 'MUJER',
  nationality: 'ES',
  nativeCountry: 'ES',
  selfResFiscal: 'ES',
  birthDate: '15/03/1985',
  documentMasked: '*****678Z',
  mobilePhoneMasked: '+34 *****1234',
};
const OFF = { email: false, sms: false, push: false };
const PREFERENCES_STORED = {
  operations: { email: false, sms: true, push: true },
  cards: { email: false, sms: false, push: true },
  statements: { email: true, sms: false, push: false },
  security: { email: true, sms: true, push: true },
  offers: OFF,
};
const DOCUMENTS_LISTED = {
  statements: [
    {
      accountId: 'ACC-0001',
      alias: 'Cuenta NÓMINA',
      month: '2026-12',
      current: true,
      path: '/genoma_api/rest/products/ACC-0001/statements/2026-12',
    },
    {
      accountId: 'ACC-0001',
      alias: 'Cuenta NÓMINA',
      month: '2026-11',
      current: false,
      path: '/genoma_api/rest/products/ACC-0001/statements/2026-11',
    },
  ],
  receipts: [
    {
      kind: 'transfer',
      id: 'TRF-1765100000000-A1B2C3',
      counterpart: 'Ana Gil',
      concept: 'Cena',
      amount: { amount: 1250.5, currency: 'EUR' },
      date: '2026-12-07',
      path: '/genoma_api/rest/transfers/TRF-1765100000000-A1B2C3/receipt',
    },
  ],
};

type Answer = Response | ((request: Request) => Response);

async function renderArea(
  rest: string,
  answers: Record<string, Answer> = {},
  { locale = 'es-ES', channel }: { locale?: 'es-ES' | 'en-GB'; channel?: Channel } = {},
) {
  const requests: Request[] = [];
  const bodies: unknown[] = [];
  const table: Record<string, Answer> = {
    [`GET ${CLIENT}`]: json(LUCIA),
    [`GET ${PENDING}`]: json({ pendingOperations: [{ secProcessId: 'a' }, { secProcessId: 'b' }] }),
    [`GET ${PREFERENCES}`]: json({ preferences: PREFERENCES_STORED }),
    [`GET ${DOCUMENTS}`]: json(DOCUMENTS_LISTED),
    [`GET /genoma_api/rest/fingerprint/devices`]: json({ deviceIds: [] }),
    ...answers,
  };
  const fetchFake = async (request: Request) => {
    requests.push(request);
    if (request.method !== 'GET') bodies.push(JSON.parse(await request.clone().text()));
    const answer = table[`${request.method} ${new URL(request.url).pathname}`];
    if (answer === undefined) return json({ error: 'not_found' }, 404);
    return typeof answer === 'function' ? answer(request) : answer.clone();
  };
  const events = createShellEventBus();
  events.allow(SIGNED_IN_TOPIC_VALIDATORS);
  const stepUps: StepUpPayload[] = [];
  const downloads: unknown[] = [];
  events.subscribe('start-step-up', (payload) => void stepUps.push(payload));
  events.subscribe('download-document', (payload) => void downloads.push(payload));
  const services = createTestServices({ fetch: fetchFake as unknown as typeof fetch, events, ...(channel ? { channel } : {}) });
  services.i18n.addNamespace('personal-area', messages);
  await services.i18n.setLocale(locale);
  render(
    <TestShell services={services}>
      <PersonalArea match={{ rest } as unknown as RouteMatch} />
    </TestShell>,
  );
  await settle();
  return { requests, bodies, stepUps, downloads };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(cleanup);

describe('Mi área’s sections (issue 42 §3)', () => {
  it('leads to each section, to the pending operations with how many wait, and to help', async () => {
    await renderArea('');
    const nav = screen.getByRole('navigation', { name: 'Secciones de tu área personal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.querySelector('.area-link__title')?.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Datos personales', '#/area-personal/datos'],
      ['Cambiar la clave', '#/area-personal/clave'],
      ['Notificaciones', '#/area-personal/notificaciones'],
      ['Documentos', '#/area-personal/documentos'],
      ['Operaciones pendientes', '#/operaciones-pendientes'],
      ['Ayuda', '#/help'],
    ]);
    expect(within(nav).getByRole('link', { name: /Operaciones pendientes/ }).textContent).toContain('2 pendientes');
    expect(screen.getByRole('link', { name: 'Cambiar la clave de acceso' }).getAttribute('href')).toBe('#/area-personal/clave');
  });

  it('an unknown section says so, with the way back', async () => {
    await renderArea('cuadros');
    expect(screen.getByText('Esta sección del área personal no existe.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al área personal' }).getAttribute('href')).toBe('#/area-personal');
  });
});

describe('Mi área: personal data', () => {
  it('shows the client record, the document and the phone masked, and what the bank lacks', async () => {
    await renderArea('datos');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Datos personales');
    const rows = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Nombre y apellidos', 'Lucía Martínez García'],
      ['DNI o NIE', '*****678Z'],
      ['Fecha de nacimiento', '15/03/1985'],
      ['Móvil', '+34 *****1234'],
      ['Correo electrónico', 'No nos lo has dado'],
      ['Nacionalidad', 'España'],
      ['Residencia fiscal', 'España'],
    ]);
  });
});

describe('Mi área: changing the PIN (signed)', () => {
  function fill(current: string, next: string, repeat = next) {
    fireEvent.change(screen.getByLabelText('Clave actual'), { target: { value: current } });
    fireEvent.change(screen.getByLabelText('Clave nueva'), { target: { value: next } });
    fireEvent.change(screen.getByLabelText('Repite la clave nueva'), { target: { value: repeat } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  }

  it('checks the form first: six digits, the new one twice, and new; the bank is asked nothing', async () => {
    const { requests } = await renderArea('clave');
    fill('12345', '583920', '583921');
    expect(screen.getByLabelText('Clave actual').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Escribe 6 cifras.')).toBeTruthy();
    expect(screen.getByText('Las dos claves nuevas no coinciden.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Clave actual'));
    fill('123456', '123456');
    expect(screen.getByText('La clave nueva tiene que ser distinta de la actual.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('reviews, then signs: the change goes with the step-up’s ticket, and says it is done', async () => {
    const { requests, bodies, stepUps } = await renderArea('clave', { [`PUT ${PIN}`]: json({ changed: true }) });
    fill('123456', '583920');
    expect(screen.getByRole('heading', { name: 'Revisa el cambio' })).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Firmar y cambiar la clave' }));
    expect(stepUps).toHaveLength(1);
    await act(async () => {
      stepUps[0]?.onComplete({ ticket: TICKET, info: null });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.headers.get('x-authentication-ticket')).toBe(TICKET);
    expect(bodies).toEqual([{ currentPin: '123456', newPin: '583920' }]);
    expect(screen.getByRole('status').textContent).toBe('Hemos cambiado tu clave de acceso. Te hemos dejado un mensaje en tu buzón.');
  });

  it.each([
    ['wrong_current_pin', 'La clave actual no es correcta. Por seguridad, la próxima vez te pediremos otro código.'],
    ['weak_pin', 'Esa clave es fácil de adivinar: no uses cifras iguales ni seguidas, tu fecha de nacimiento ni cifras de tu documento.'],
  ])('a refusal (%s) comes back to the form, saying why', async (error, text) => {
    const { stepUps } = await renderArea('clave', { [`PUT ${PIN}`]: json({ error, message: 'x' }, 422) });
    fill('123456', '583920');
    fireEvent.click(screen.getByRole('button', { name: 'Firmar y cambiar la clave' }));
    await act(async () => {
      stepUps[0]?.onComplete({ ticket: TICKET, info: null });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeTruthy();
  });

  it('lets an agent on the assisted channel review, never sign', async () => {
    const { stepUps } = await renderArea(
      'clave',
      {},
      { channel: { clientId: 'bank-twin', clientKind: 'assisted', code: 90, assistedApp: null } as unknown as Channel },
    );
    fill('123456', '583920');
    expect(screen.getByText('Solo el cliente puede cambiar su clave: desde el canal asistido no se firma.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Firmar y cambiar la clave' })).toBeNull();
    expect(stepUps).toEqual([]);
  });

  it('speaks English to a customer who chose it', async () => {
    await renderArea('clave', {}, { locale: 'en-GB' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Change your PIN');
    expect(screen.getByLabelText('Repeat the new PIN')).toBeTruthy();
  });
});

describe('Mi área: notification preferences', () => {
  it('shows the stored choice, and saves the whole set', async () => {
    const saved = { ...PREFERENCES_STORED, offers: { email: true, sms: false, push: false } };
    const { bodies } = await renderArea('notificaciones', { [`PUT ${PREFERENCES}`]: json({ preferences: saved }) });
    const offers = screen.getByRole('group', { name: 'Ofertas y novedades' });
    const email = within(offers).getByRole<HTMLInputElement>('checkbox', { name: 'Correo' });
    expect(email.checked).toBe(false);
    fireEvent.click(email);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    await settle();
    expect(bodies).toEqual([{ preferences: saved }]);
    expect(screen.getByRole('status').textContent).toBe('Hemos guardado tus preferencias.');
  });

  it('refuses security alerts by no channel before asking the bank', async () => {
    const { bodies } = await renderArea('notificaciones');
    const security = screen.getByRole('group', { name: 'Avisos de seguridad' });
    for (const box of within(security).getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Los avisos de seguridad tienen que llegarte por algún canal: elige al menos uno.');
    expect(bodies).toEqual([]);
  });
});

describe('Mi área: documents', () => {
  it('lists statements and receipts, and downloads one through the shell’s document download', async () => {
    const { downloads } = await renderArea('documentos');
    const statements = screen.getByRole('region', { name: 'Extractos' });
    expect(
      within(statements)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('.device__alias')?.textContent),
    ).toEqual(['Extracto de diciembre de 2026, hasta hoy · Cuenta NÓMINA', 'Extracto de noviembre de 2026 · Cuenta NÓMINA']);
    const receipts = screen.getByRole('region', { name: 'Justificantes' });
    expect(within(receipts).getByRole('listitem').textContent).toContain('Transferencia a Ana Gil');
    expect(within(receipts).getByRole('listitem').textContent).toContain('Cena · 1.250,50\u00a0€ · 7 dic 2026');
    fireEvent.click(within(receipts).getByRole('button', { name: 'Descargar Transferencia a Ana Gil' }));
    expect(downloads).toMatchObject([
      {
        url: '/genoma_api/rest/transfers/TRF-1765100000000-A1B2C3/receipt',
        document: { fileName: 'justificante-TRF-1765100000000-A1B2C3.html', mimeType: 'text/html' },
      },
    ]);
  });

  it('issue 42 §3: names the month under way’s statement as running to today, in English too', async () => {
    await renderArea('documentos', {}, { locale: 'en-GB' });
    expect(
      within(screen.getByRole('region', { name: 'Statements' }))
        .getAllByRole('listitem')
        .map((row) => row.querySelector('.device__alias')?.textContent),
    ).toEqual(['December 2026 statement so far · Cuenta NÓMINA', 'November 2026 statement · Cuenta NÓMINA']);
  });

  it('says when there are no receipts yet', async () => {
    await renderArea('documentos', { [`GET ${DOCUMENTS}`]: json({ statements: [], receipts: [] }) });
    expect(
      screen.getByText('Aún no tienes justificantes: aparecerán aquí cuando hagas una transferencia, pagues un recibo o envíes un Bizum.'),
    ).toBeTruthy();
  });

  const WITH_BIZUM = {
    statements: [],
    receipts: [
      {
        kind: 'bizum',
        id: 'BZM-1765100000000-A1B2C3',
        counterpart: 'Javier Ortega',
        concept: 'Cena',
        amount: { amount: 12.34, currency: 'EUR' },
        date: '2026-12-07',
        path: '/genoma_api/rest/bizum/payments/BZM-1765100000000-A1B2C3/receipt',
      },
      { ...DOCUMENTS_LISTED.receipts[0], kind: 'bill', counterpart: 'Iberdrola', path: '/genoma_api/rest/bills/B-1/receipt' },
    ],
  };

  it('names a Bizum sent "Bizum a {name}" among the receipts, and downloads it by the bank’s path', async () => {
    const { downloads } = await renderArea('documentos', { [`GET ${DOCUMENTS}`]: json(WITH_BIZUM) });
    const receipts = screen.getByRole('region', { name: 'Justificantes' });
    expect(
      within(receipts)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('.device__alias')?.textContent),
    ).toEqual(['Bizum a Javier Ortega', 'Recibo de Iberdrola']);
    fireEvent.click(within(receipts).getByRole('button', { name: 'Descargar Bizum a Javier Ortega' }));
    expect(downloads).toMatchObject([
      {
        url: '/genoma_api/rest/bizum/payments/BZM-1765100000000-A1B2C3/receipt',
        document: { fileName: 'justificante-bizum-BZM-1765100000000-A1B2C3.html', mimeType: 'text/html' },
      },
    ]);
  });

  it('names it "Bizum to {name}" in English', async () => {
    const { downloads } = await renderArea('documentos', { [`GET ${DOCUMENTS}`]: json(WITH_BIZUM) }, { locale: 'en-GB' });
    const receipts = screen.getByRole('region', { name: 'Receipts' });
    expect(
      within(receipts)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('.device__alias')?.textContent),
    ).toEqual(['Bizum to Javier Ortega', 'Bill from Iberdrola']);
    fireEvent.click(within(receipts).getByRole('button', { name: 'Download Bizum to Javier Ortega' }));
    expect(downloads).toMatchObject([{ document: { fileName: 'bizum-receipt-BZM-1765100000000-A1B2C3.html' } }]);
  });
});
