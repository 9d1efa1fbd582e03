import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Application } from './api';
import { pagesOf } from './flow';
import { CURRENT, SAVED_ADULT_DATA, apiError, applicationWith, json, renderSignUp, requestsTo, stepPath } from './testKit';

afterEach(cleanup);

const ROUTE = '/signups-account';
const adult = applicationWith({ data: SAVED_ADULT_DATA });
const transfer = applicationWith({ data: { ...SAVED_ADULT_DATA, 'identification-method': { method: 'transfer' } } });
const teen = applicationWith({ flow: 'teen', data: { 'employment-data': { kind: 'student', monthlyIncome: 'lt-1000' } } });

/** Each sub-path, the application it is shown with, and the page view it tracks (features.md §2.5). */
const PAGE_VIEWS: readonly [subPath: string, application: Application, key: string][] = [
  ['before-you-start/broker', adult, 'signups/before-you-start'],
  ['what-is-your-name', adult, 'signups/what-is-your-name'],
  ['access-and-contact-data', adult, 'signups/access-and-contact-data'],
  ['personal-data-1', adult, 'signups/personal-data-1'],
  ['personal-data-2', adult, 'signups/personal-data-2'],
  ['address-1', adult, 'signups/address-1'],
  ['address-2', adult, 'signups/address-2'],
  ['employment-data', adult, 'signups/employment-data-employee'],
  ['tax-data', adult, 'signups/tax-data'],
  ['funds-origin-and-purpose', adult, 'signups/funds-origin-and-purpose'],
  ['data-collection-confirmation', adult, 'signups/data-collection-confirmation'],
  ['account-creation', adult, 'signups/account-creation-current'],
  ['account-creation', applicationWith({ product: 'orange' }), 'signups/account-creation-orange'],
  ['account-creation', applicationWith({ product: 'broker' }), 'signups/account-creation-broker'],
  ['create-security-pin', adult, 'signups/create-security-pin'],
  ['consents', adult, 'signups/consents'],
  ['pin-confirmation', adult, 'signups/pin-confirmation'],
  ['account-activation', adult, 'signups/account-activation'],
  ['legal-documents-view', adult, 'signups/legal-documents-view'],
  ['legal-documents-sign', adult, 'signups/legal-documents-sign'],
  ['signature-confirmation', adult, 'signups/signature-confirmation'],
  ['identification-instructions', adult, 'signups/identification-instructions'],
  ['identification-method', adult, 'signups/identification-method'],
  ['identification-video-selfie', adult, 'signups/identification-video-selfie'],
  ['identification-transfer-document-type', transfer, 'signups/identification-transfer-document-type'],
  ['identification-transfer-upload-files', transfer, 'signups/identification-transfer-upload-files'],
  ['identification-transfer-instructions', transfer, 'signups/identification-transfer-instructions'],
  ['identification-transfer-validation', transfer, 'signups/identification-transfer-validation'],
  ['confirmation', adult, 'signups/confirmation'],
  ['help', adult, 'signups/help'],
  ['online-chat', adult, 'signups/online-chat'],
  ['cancel-contracting-process', adult, 'signups/cancel-contracting-process'],
  ['minor-selection', teen, 'signups/minor-selection'],
  ['what-is-your-name', teen, 'signups/what-is-your-name'],
  ['employment-data', teen, 'signups/employment-data-employee'],
  ['representative', teen, 'signups/representative-document-type'],
  ['account-creation', teen, 'signups/teen-account-creation'],
  ['account-activation', teen, 'signups/teen-account-activation'],
  ['authorise-identification', teen, 'signups/authorise-identification'],
  ['teen-document-type', teen, 'signups/teen-document-type-id-card'],
  ['family-book-or-birth-certificate-upload', teen, 'signups/family-book-or-birth-certificate-upload'],
  ['confirmation', teen, 'signups/confirmation'],
];

const SKU = { current: 'cuenta-nomina', orange: 'cuenta-naranja', broker: 'cuenta-broker' } as const;

describe('every page tracks its page view (features.md §2.5)', () => {
  it.each(PAGE_VIEWS)('%s tracks %s', async (subPath, application, key) => {
    const { tracking } = renderSignUp(subPath, { application });
    const funnel = application.flow;
    const sku = subPath === 'before-you-start/broker' ? SKU.broker : funnel === 'teen' ? 'cuenta-joven' : SKU[application.product];
    await waitFor(() => expect(tracking.pageView).toHaveBeenCalledWith(key, funnel, expect.objectContaining({ product_sku: sku })));
  });

  it('covers every page of both flows and both identification branches', () => {
    const covered = new Set(PAGE_VIEWS.map(([subPath]) => subPath));
    for (const pages of [pagesOf(adult), pagesOf(transfer), pagesOf(teen)]) for (const page of pages) expect(covered).toContain(page);
  });

  it('puts the focus on the page’s heading when it shows', async () => {
    renderSignUp('personal-data-2', { application: adult });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Lugar de nacimiento y estado civil' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});

describe('pages whose key follows a choice', () => {
  it('employment data: tracked again as self-employed, showing the occupation and not the employer', async () => {
    const { tracking } = renderSignUp('employment-data', { application: adult });
    fireEvent.click(await screen.findByRole('radio', { name: 'Trabajo por cuenta propia (autónomo)' }));
    await waitFor(() =>
      expect(tracking.pageView).toHaveBeenLastCalledWith(
        'signups/employment-data-self-employed',
        'adult',
        expect.objectContaining({ product_sku: 'cuenta-nomina' }),
      ),
    );
    expect(screen.getByLabelText('Profesión')).toBeTruthy();
    expect(screen.queryByLabelText('Empresa')).toBeNull();
  });

  it('the teen’s document: tracked by type, and on continue saved as identification by transfer', async () => {
    const { tracking, requests, navigate } = renderSignUp('teen-document-type', {
      application: teen,
      answers: { [`PUT ${stepPath('identification-method')}`]: json(teen) },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Pasaporte' }));
    await waitFor(() =>
      expect(tracking.pageView).toHaveBeenLastCalledWith('signups/teen-document-type-passport', 'teen', { product_sku: 'cuenta-joven' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${ROUTE}/family-book-or-birth-certificate-upload`, undefined));
    expect(await requestsTo(requests, 'PUT', stepPath('identification-method'))[0]?.json()).toEqual({ method: 'transfer' });
  });

  it('the identification method: the transfer leads to the transfer’s demo pages', async () => {
    const { navigate } = renderSignUp('identification-method', {
      application: adult,
      answers: { [`PUT ${stepPath('identification-method')}`]: json(transfer) },
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Transferencia/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${ROUTE}/identification-transfer-document-type`, undefined));
  });
});

const LEGAL = '/genoma_api/rest/sign-ups/legal-documents';
const AUDIT = `${CURRENT}/audit`;
const LISTED = [
  { documentId: 'data-protection', version: 3, title: 'Protección de datos' },
  { documentId: 'precontractual', version: 2, title: 'Información precontractual' },
  { documentId: 'commissions', version: 5, title: 'Comisiones' },
];
const documentOf = (index: number) => ({ ...LISTED[index], paragraphs: [`Párrafo 1 de ${LISTED[index]?.title ?? ''}`, 'Párrafo 2'] });
/** The bank's content system, as the documents page calls it. */
const legalAnswers = (overrides: Record<string, Response> = {}) => ({
  [`GET ${LEGAL}`]: json({ documents: LISTED }),
  [`GET ${LEGAL}/data-protection`]: json(documentOf(0)),
  [`GET ${LEGAL}/precontractual`]: json(documentOf(1)),
  [`GET ${LEGAL}/commissions`]: json(documentOf(2)),
  [`POST ${AUDIT}`]: new Response(null, { status: 204 }),
  ...overrides,
});

/** What the page's alerts say: the form's, empty until a save fails, and the documents'. */
const alertsSaid = () =>
  screen
    .getAllByRole('alert')
    .map((alert) => alert.textContent)
    .filter(Boolean);

describe('the legal documents', () => {
  it('lists the bank’s documents and tells the bank they were shown, each in its version (features.md §8 audit action)', async () => {
    const { requests } = renderSignUp('legal-documents-view', { application: adult, answers: legalAnswers() });
    expect((await screen.findAllByRole('button', { name: /Leer$/ })).map((button) => button.textContent)).toEqual([
      'Protección de datosLeer',
      'Información precontractualLeer',
      'ComisionesLeer',
    ]);
    await waitFor(() => expect(requestsTo(requests, 'POST', AUDIT)).toHaveLength(1));
    expect(await requestsTo(requests, 'POST', AUDIT)[0]?.json()).toEqual({
      action: 'legal-documents-shown',
      documents: [
        { documentId: 'data-protection', version: 3 },
        { documentId: 'precontractual', version: 2 },
        { documentId: 'commissions', version: 5 },
      ],
    });
  });

  it('opens each in a dialog that tracks its popup, closes on Escape and gives the focus back', async () => {
    const { tracking, requests } = renderSignUp('legal-documents-view', { application: adult, answers: legalAnswers() });
    const opener = await screen.findByRole('button', { name: /Protección de datos/ });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Protección de datos' });
    expect(within(dialog).getByText('Párrafo 1 de Protección de datos')).toBeTruthy();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(tracking.pageView).toHaveBeenLastCalledWith('signups/legal-data-protection', 'adult', { product_sku: 'cuenta-nomina' });
    const close = within(dialog).getByRole('button', { name: 'Cerrar' });
    // The dialog takes the focus once it is shown, an effect after its render.
    await waitFor(() => expect(document.activeElement).toBe(close));
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    fireEvent.click(screen.getByRole('button', { name: /Comisiones/ }));
    await screen.findByRole('dialog', { name: 'Comisiones' });
    expect(tracking.pageView).toHaveBeenLastCalledWith('signups/legal-commissions', 'adult', { product_sku: 'cuenta-nomina' });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    fireEvent.click(screen.getByRole('button', { name: /Información precontractual/ }));
    await screen.findByRole('dialog', { name: 'Información precontractual' });
    expect(tracking.pageView).toHaveBeenLastCalledWith('signups/legal-precontractual', 'adult', { product_sku: 'cuenta-nomina' });
    const opened = await Promise.all(
      requestsTo(requests, 'POST', AUDIT)
        .slice(1)
        .map((request) => request.json()),
    );
    expect(opened).toEqual([
      { action: 'legal-document-opened', documentId: 'data-protection', version: 3 },
      { action: 'legal-document-opened', documentId: 'commissions', version: 5 },
      { action: 'legal-document-opened', documentId: 'precontractual', version: 2 },
    ]);
  });

  // features.md §8 system errors: CMS load, audit action, document opening.
  it.each([
    [
      { [`GET ${LEGAL}`]: apiError(500, 'internal_error') },
      'cms_load_error',
      'No hemos podido cargar los documentos del contrato. Inténtalo de nuevo.',
    ],
    [
      { [`POST ${AUDIT}`]: apiError(500, 'internal_error') },
      'audit_action_error',
      'No hemos podido registrar que te hemos mostrado los documentos, y sin ello no podrás firmar. Inténtalo de nuevo.',
    ],
  ])(
    'features.md §8.22: tracks a failure of the page as its system error and says so, with a retry (%#: %s)',
    async (overrides, code, text) => {
      const { tracking } = renderSignUp('legal-documents-view', { application: adult, answers: legalAnswers(overrides) });
      await waitFor(() => expect(alertsSaid()).toEqual([`${text}Reintentar`]));
      expect(tracking.pageView).toHaveBeenLastCalledWith('signups/legal-documents-view', 'adult', {
        product_sku: 'cuenta-nomina',
        page_error: code,
      });
    },
  );

  it('tracks a document that does not open as document_opening_error, keeping the list (features.md §8.22)', async () => {
    const { tracking } = renderSignUp('legal-documents-view', {
      application: adult,
      answers: legalAnswers({ [`GET ${LEGAL}/commissions`]: apiError(404, 'legal_document_not_found') }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Comisiones/ }));
    await waitFor(() => expect(alertsSaid()).toEqual(['No hemos podido abrir el documento. Inténtalo de nuevo.']));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tracking.pageView).toHaveBeenLastCalledWith('signups/legal-documents-view', 'adult', {
      product_sku: 'cuenta-nomina',
      page_error: 'document_opening_error',
    });
    expect(screen.getAllByRole('button', { name: /Leer$/ })).toHaveLength(3);
  });

  it('tracks a signature sent before the documents were shown as signing_process_not_initialised_error, with a way back (features.md §8.22)', async () => {
    const { tracking } = renderSignUp('legal-documents-sign', {
      application: adult,
      answers: { [`PUT ${stepPath('legal-documents-sign')}`]: apiError(409, 'signing_not_initialised') },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'He leído y acepto los documentos del contrato' }));
    fireEvent.change(screen.getByLabelText('Tu firma: nombre y apellidos'), { target: { value: 'lucia martinez lopez' } });
    fireEvent.click(screen.getByRole('button', { name: 'Firmar' }));
    await waitFor(() =>
      expect(tracking.pageView).toHaveBeenLastCalledWith('signups/legal-documents-sign', 'adult', {
        product_sku: 'cuenta-nomina',
        page_error: 'signing_process_not_initialised_error',
      }),
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Antes de firmar tienes que ver los documentos del contrato en su versión actual.')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Ver los documentos del contrato' }).getAttribute('href')).toMatch(
      /legal-documents-view$/,
    );
  });

  it('signs with the full name typed, and refuses another name before sending it', async () => {
    const { requests, tracking, navigate } = renderSignUp('legal-documents-sign', {
      application: adult,
      answers: { [`PUT ${stepPath('legal-documents-sign')}`]: json(adult) },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'He leído y acepto los documentos del contrato' }));
    fireEvent.change(screen.getByLabelText('Tu firma: nombre y apellidos'), { target: { value: 'Lucia Martinez' } });
    fireEvent.click(screen.getByRole('button', { name: 'Firmar' }));
    expect(tracking.pageView).toHaveBeenLastCalledWith('signups/legal-documents-sign', 'adult', {
      product_sku: 'cuenta-nomina',
      page_error: 'signature_mismatch',
    });
    fireEvent.change(screen.getByLabelText('Tu firma: nombre y apellidos'), { target: { value: 'lucia martinez lopez' } });
    fireEvent.click(screen.getByRole('button', { name: 'Firmar' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${ROUTE}/signature-confirmation`, undefined));
    expect(await requestsTo(requests, 'PUT', stepPath('legal-documents-sign'))[0]?.json()).toEqual({
      accepted: true,
      signedName: 'lucia martinez lopez',
    });
  });
});

describe('the summary', () => {
  it('shows what was saved, each section with an Edit link that comes back to it', async () => {
    const { navigate } = renderSignUp('data-collection-confirmation', { application: adult });
    const contact = await screen.findByRole('region', { name: 'Datos de acceso y contacto' });
    expect(within(contact).getByText('DNI 12345678Z')).toBeTruthy();
    expect(within(contact).getByRole('link', { name: 'Editar: Datos de acceso y contacto' }).getAttribute('href')).toBe(
      '#/signups-account/access-and-contact-data?from=data-collection-confirmation',
    );
    expect(within(screen.getByRole('region', { name: 'Datos personales' })).getByText('España')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(navigate).toHaveBeenCalledWith(`${ROUTE}/account-creation`, undefined);
  });

  it('does not go on with a section still to complete, and links to it', async () => {
    const { navigate } = renderSignUp('data-collection-confirmation', { application: applicationWith() });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(screen.getByText('Para abrir la cuenta te faltan estos pasos:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a «Nombre»' })).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('side pages', () => {
  it('cancelling asks first; confirmed, it deletes the application and goes to the products page', async () => {
    const { requests, navigate } = renderSignUp('cancel-contracting-process', {
      application: adult,
      query: 'from=address-1',
      answers: { [`DELETE ${CURRENT}`]: new Response(null, { status: 204 }) },
    });
    expect((await screen.findByRole('link', { name: 'No, seguir con la solicitud' })).getAttribute('href')).toBe(
      '#/signups-account/address-1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sí, cancelar' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(ROUTE, undefined));
    expect(requestsTo(requests, 'DELETE', CURRENT)).toHaveLength(1);
  });

  it('help gives the phone, and every step links to help, chat and cancelling', async () => {
    renderSignUp('help', { application: adult, query: 'from=tax-data' });
    expect((await screen.findByRole('link', { name: '910 000 123' })).getAttribute('href')).toBe('tel:+34910000123');
    cleanup();
    renderSignUp('tax-data', { application: adult });
    const links = await screen.findByRole('navigation', { name: 'Ayuda y opciones' });
    expect(within(links).getByRole('link', { name: 'Cancelar la solicitud' }).getAttribute('href')).toBe(
      '#/signups-account/cancel-contracting-process?from=tax-data',
    );
  });

  it('labels the demo steps, and says the upload sends nothing anywhere', async () => {
    renderSignUp('identification-transfer-upload-files', { application: transfer });
    expect(await screen.findByText('Paso de demostración')).toBeTruthy();
    expect(screen.getByLabelText('Fotos o PDF de las dos caras del documento').getAttribute('type')).toBe('file');
    expect(screen.getByText(/los archivos no se envían a ningún sitio/)).toBeTruthy();
  });
});

describe('the tax data', () => {
  it('adds and removes countries, up to five, and refuses a second residence as more_than_one_tax_residence', async () => {
    const { tracking } = renderSignUp('tax-data', { application: adult });
    const add = await screen.findByRole('button', { name: 'Añadir otro país' });
    fireEvent.click(add);
    fireEvent.change(screen.getByLabelText('País de residencia fiscal 2'), { target: { value: 'FR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText(/residencia fiscal solo en España/)).toBeTruthy();
    expect(tracking.pageView).toHaveBeenLastCalledWith('signups/tax-data', 'adult', {
      product_sku: 'cuenta-nomina',
      page_error: 'more_than_one_tax_residence',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Quitar el país 2' }));
    expect(screen.queryByLabelText('País de residencia fiscal 2')).toBeNull();
    for (let count = 1; count < 5; count += 1) fireEvent.click(screen.getByRole('button', { name: 'Añadir otro país' }));
    expect(screen.queryByRole('button', { name: 'Añadir otro país' })).toBeNull();
  });
});

describe('English', () => {
  it('shows the flow in English when the visitor chose it', async () => {
    const { services } = renderSignUp('what-is-your-name', { application: adult });
    await services.i18n.setLocale('en-GB');
    expect(await screen.findByRole('heading', { name: 'What is your name?' })).toBeTruthy();
  });
});
