import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pagesOf } from './flow';
import {
  ACTIVATION,
  APPLICATIONS,
  CURRENT,
  SAVED_ADULT_DATA,
  apiError,
  applicationWith,
  json,
  renderSignUp,
  requestsTo,
  stepPath,
} from './testKit';

afterEach(cleanup);

const ROUTE = '/signups-account';
const input = (name: string) => screen.getByLabelText(name);
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const continueButton = () => screen.getByRole('button', { name: 'Continuar' });

describe('the products page (signups/become-a-customer)', () => {
  it('lists the three accounts and the Cuenta Joven, each leading to its "before you start"', async () => {
    const { tracking } = renderSignUp('');
    const products = await screen.findAllByRole('article');
    expect(products.map((product) => within(product).getByRole('heading').textContent)).toEqual([
      'Cuenta NÓMINA',
      'Cuenta Naranja',
      'Cuenta Broker',
      'Cuenta Joven',
    ]);
    expect(
      within(products[3] as HTMLElement).getByText('Para jóvenes de 12 a 17 años, abierta por su madre, padre o tutor legal.'),
    ).toBeTruthy();
    expect(
      within(products[1] as HTMLElement)
        .getByRole('link', { name: /Abrir esta cuenta/ })
        .getAttribute('href'),
    ).toBe('#/signups-account/before-you-start/orange');
    expect(tracking.pageView).toHaveBeenCalledWith('signups/become-a-customer', 'adult', {});
  });

  it('tracks choosing an account as the link signups-start on signups/become-a-customer (features.md §4.8.6)', async () => {
    const { tracking } = renderSignUp('');
    const products = await screen.findAllByRole('article');
    const link = within(products[1] as HTMLElement).getByRole('link', { name: /Abrir esta cuenta/ });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(tracking.link).toHaveBeenCalledWith('signups-start', 'signups/become-a-customer');
  });

  it('offers to continue an application under way, or to start again, which deletes it', async () => {
    const application = applicationWith({
      stepsDone: ['what-is-your-name'],
      data: { 'what-is-your-name': SAVED_ADULT_DATA['what-is-your-name'] ?? {} },
    });
    const { requests } = renderSignUp('', { application, answers: { [`DELETE ${CURRENT}`]: new Response(null, { status: 204 }) } });
    const resume = await screen.findByRole('region', { name: 'Tienes una solicitud a medias' });
    expect(within(resume).getByRole('link', { name: 'Continuar mi solicitud' }).getAttribute('href')).toBe(
      '#/signups-account/access-and-contact-data',
    );
    fireEvent.click(within(resume).getByRole('button', { name: 'Empezar de nuevo' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Tienes una solicitud a medias' })).toBeNull());
    expect(requestsTo(requests, 'DELETE', CURRENT)).toHaveLength(1);
  });
});

describe('before you start', () => {
  it('opens an application of the product chosen and goes to the first step', async () => {
    const created = { applicationId: 'a-1', product: 'orange', flow: 'adult', stepsDone: [], nextStep: 'what-is-your-name' };
    const { requests, navigate, tracking } = renderSignUp('before-you-start/orange', {
      answers: { [`POST ${APPLICATIONS}`]: json(created, 201) },
    });
    expect(tracking.pageView).toHaveBeenCalledWith('signups/before-you-start', 'adult', { product_sku: 'cuenta-naranja' });
    fireEvent.click(await screen.findByRole('button', { name: 'Empezar' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${ROUTE}/what-is-your-name`, undefined));
    const [post] = requestsTo(requests, 'POST', APPLICATIONS);
    expect(await post?.json()).toEqual({ product: 'orange', flow: 'adult' });
  });

  // shell.md §4.9: the access token follows the anonymous profile; the sign-up is a public page that calls the bank.
  it('reads and opens the application with the prospect’s anonymous token as the bearer, kept as the session’s anonymous profile (shell.md §4.9)', async () => {
    const created = { applicationId: 'a-1', product: 'orange', flow: 'adult', stepsDone: [], nextStep: 'what-is-your-name' };
    const { requests, navigate, services } = renderSignUp('before-you-start/orange', {
      answers: { [`POST ${APPLICATIONS}`]: json(created, 201) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Empezar' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${ROUTE}/what-is-your-name`, undefined));
    for (const [method, path] of [
      ['GET', CURRENT],
      ['POST', APPLICATIONS],
    ] as const) {
      expect(requestsTo(requests, method, path)[0]?.headers.get('authorization'), `${method} ${path}`).toBe('Bearer anonymous-token-1');
    }
    expect(services.session.state.getSnapshot().anonymousProfile?.expirationTime).toBe(4_102_444_800_000);
  });

  it('drops the anonymous profile when the prospect leaves the sign-up, so its token goes to no other page', async () => {
    const { services, view } = renderSignUp('what-is-your-name', { application: applicationWith() });
    await screen.findByRole('heading', { level: 1 });
    expect(services.session.getAccessToken()).toBe('anonymous-token-1');
    view.unmount();
    expect(services.session.state.getSnapshot().anonymousProfile).toBeNull();
    expect(services.session.getAccessToken()).toBeNull();
  });

  it('says clearly when too many applications were started (429 too_many_attempts)', async () => {
    renderSignUp('before-you-start/current', { answers: { [`POST ${APPLICATIONS}`]: apiError(429, 'too_many_attempts') } });
    fireEvent.click(await screen.findByRole('button', { name: 'Empezar' }));
    // The alert may be on screen a moment before its text is: wait for the text.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('demasiadas solicitudes'), { timeout: 2000 });
  });
});

describe('a step page', () => {
  it('PUTs the step’s body and goes to the next page', async () => {
    const saved = applicationWith({
      stepsDone: ['what-is-your-name'],
      data: { 'what-is-your-name': { name: 'Lucía', firstSurname: 'Martínez' } },
    });
    const { requests, navigate, tracking } = renderSignUp('what-is-your-name', {
      application: applicationWith(),
      answers: { [`PUT ${stepPath('what-is-your-name')}`]: json(saved) },
    });
    await screen.findByRole('heading', { name: '¿Cómo te llamas?' });
    expect(tracking.pageView).toHaveBeenCalledWith('signups/what-is-your-name', 'adult', { product_sku: 'cuenta-nomina' });
    expect(screen.getByText(`Paso 1 de ${pagesOf(applicationWith()).length}`)).toBeTruthy();
    type('Nombre', ' Lucía ');
    type('Primer apellido', 'Martínez');
    fireEvent.click(continueButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${ROUTE}/access-and-contact-data`, undefined));
    const [put] = requestsTo(requests, 'PUT', stepPath('what-is-your-name'));
    expect(await put?.json()).toEqual({ name: 'Lucía', firstSurname: 'Martínez' });
  });

  it('tracks a step the bank fails to save as a system error of features.md §8 (500: internal service), keeps the answers and says to try again', async () => {
    const { navigate, tracking } = renderSignUp('what-is-your-name', {
      application: applicationWith(),
      answers: { [`PUT ${stepPath('what-is-your-name')}`]: apiError(500, 'internal') },
    });
    await screen.findByRole('heading', { name: '¿Cómo te llamas?' });
    type('Nombre', 'Lucía');
    type('Primer apellido', 'Martínez');
    fireEvent.click(continueButton());
    await waitFor(() =>
      expect(tracking.pageView).toHaveBeenLastCalledWith('signups/what-is-your-name', 'adult', {
        product_sku: 'cuenta-nomina',
        page_error: 'internal_service_error',
      }),
    );
    expect(screen.getByRole('alert').textContent).toContain('No hemos podido conectar con el banco.');
    expect((input('Nombre') as HTMLInputElement).value).toBe('Lucía');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('prefills the form with what the application saved (reload-safe)', async () => {
    renderSignUp('access-and-contact-data', { application: applicationWith({ data: SAVED_ADULT_DATA }) });
    expect((await screen.findByLabelText<HTMLInputElement>('Número de documento')).value).toBe('12345678Z');
    expect((input('Correo electrónico') as HTMLInputElement).value).toBe('lucia@example.es');
  });

  it('sends a visitor without an application to the products page', async () => {
    const { navigate } = renderSignUp('personal-data-1');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(ROUTE, { replace: true }));
  });

  it('marks a wrong document letter at once, tracks invalid_document, and sends nothing', async () => {
    const { requests, tracking } = renderSignUp('access-and-contact-data', { application: applicationWith() });
    await screen.findByLabelText('Número de documento');
    type('Número de documento', '12345678A');
    type('Correo electrónico', 'lucia@example.es');
    type('Móvil', '612 345 678');
    fireEvent.click(continueButton());
    const field = input('Número de documento');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (field.getAttribute('aria-describedby') ?? '').split(' ');
    const error = describedBy.map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(error).toContain('La letra no corresponde a ese número de documento.');
    expect(screen.getByRole('alert').textContent).toBe('Revisa los datos marcados para continuar.');
    expect(tracking.pageView).toHaveBeenLastCalledWith('signups/access-and-contact-data', 'adult', {
      product_sku: 'cuenta-nomina',
      page_error: 'invalid_document',
    });
    expect(requestsTo(requests, 'PUT', stepPath('access-and-contact-data'))).toHaveLength(0);
  });

  it('links to the missing step on a 409 step_out_of_order', async () => {
    renderSignUp('tax-data', {
      application: applicationWith(),
      answers: {
        [`PUT ${stepPath('tax-data')}`]: apiError(409, 'step_out_of_order', 'Antes de tax-data hay que completar: personal-data-1.'),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    const alert = await screen.findByText('Antes de este paso tienes que completar otro:');
    expect(
      within(alert.closest('[role=alert]') as HTMLElement)
        .getByRole('link', { name: 'Ir a «Datos personales»' })
        .getAttribute('href'),
    ).toBe('#/signups-account/personal-data-1');
  });

  it('goes back to the summary once saved when it came from the summary’s Edit link', async () => {
    const application = applicationWith({ data: SAVED_ADULT_DATA, stepsDone: ['what-is-your-name'] });
    const { navigate } = renderSignUp('what-is-your-name', {
      application,
      query: 'from=data-collection-confirmation',
      answers: { [`PUT ${stepPath('what-is-your-name')}`]: json(application) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${ROUTE}/data-collection-confirmation`, undefined));
  });
});

describe('the security PIN', () => {
  const application = applicationWith({ data: SAVED_ADULT_DATA });

  it('shows a 422 weak_pin’s message, keeps the typed PIN, and tracks page_error weak_pin', async () => {
    const { tracking, navigate } = renderSignUp('create-security-pin', {
      application,
      answers: { [`PUT ${stepPath('create-security-pin')}`]: apiError(422, 'weak_pin') },
    });
    const pin = await screen.findByLabelText('Clave de seguridad');
    expect(pin.getAttribute('type')).toBe('password');
    expect(pin.getAttribute('inputmode')).toBe('numeric');
    expect(pin.getAttribute('autocomplete')).toBe('new-password');
    fireEvent.change(pin, { target: { value: '482915' } });
    fireEvent.click(continueButton());
    const alert = await screen.findByText(/Esa clave es fácil de adivinar/);
    expect(alert.closest('[role=alert]')).toBeTruthy();
    expect((input('Clave de seguridad') as HTMLInputElement).value).toBe('482915');
    expect(input('Clave de seguridad').getAttribute('aria-invalid')).toBe('true');
    expect(tracking.pageView).toHaveBeenLastCalledWith('signups/create-security-pin', 'adult', {
      product_sku: 'cuenta-nomina',
      page_error: 'weak_pin',
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(continueButton().hasAttribute('disabled')).toBe(false);
  });

  it('catches a weak PIN before sending it (the birth date as DDMMYY) and tracks it the same', async () => {
    const { tracking, requests } = renderSignUp('create-security-pin', { application });
    fireEvent.change(await screen.findByLabelText('Clave de seguridad'), { target: { value: '150385' } });
    fireEvent.click(continueButton());
    expect(screen.getByText(/Esa clave es fácil de adivinar/)).toBeTruthy();
    expect(tracking.pageView).toHaveBeenLastCalledWith('signups/create-security-pin', 'adult', {
      product_sku: 'cuenta-nomina',
      page_error: 'weak_pin',
    });
    expect(requestsTo(requests, 'PUT', stepPath('create-security-pin'))).toHaveLength(0);
  });

  it('tracks pin_save_error when the PIN cannot be saved for another reason, and says to try again', async () => {
    const { tracking } = renderSignUp('create-security-pin', {
      application,
      answers: { [`PUT ${stepPath('create-security-pin')}`]: apiError(503, 'unavailable') },
    });
    fireEvent.change(await screen.findByLabelText('Clave de seguridad'), { target: { value: '482915' } });
    fireEvent.click(continueButton());
    expect(await screen.findByText('No hemos podido conectar con el banco. Inténtalo de nuevo.')).toBeTruthy();
    expect(tracking.pageView).toHaveBeenLastCalledWith('signups/create-security-pin', 'adult', {
      product_sku: 'cuenta-nomina',
      page_error: 'pin_save_error',
    });
  });

  it('disables Continue while saving (aria-busy), so a double click saves once', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { requests } = renderSignUp('pin-confirmation', {
      application,
      answers: { [`PUT ${stepPath('pin-confirmation')}`]: () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    fireEvent.change(await screen.findByLabelText('Repite la clave de seguridad'), { target: { value: '482915' } });
    const button = continueButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardando…' }).hasAttribute('disabled')).toBe(true));
    expect(screen.getByRole('button', { name: 'Guardando…' }).getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      answer(apiError(422, 'pins_not_matching'));
      await Promise.resolve();
    });
    expect(await screen.findByText('Las claves no coinciden. Escribe la misma que has creado.')).toBeTruthy();
    expect(requestsTo(requests, 'PUT', stepPath('pin-confirmation'))).toHaveLength(1);
  });
});

describe('the confirmation', () => {
  const complete = applicationWith({ data: SAVED_ADULT_DATA, nextStep: null });

  it('activates the application exactly once on arrival, even under StrictMode, and offers to log in', async () => {
    const { requests, navigate, tracking } = renderSignUp('confirmation', {
      application: complete,
      strict: true,
      answers: { [`POST ${ACTIVATION}`]: json({ document: '12345678Z' }, 201) },
    });
    expect(await screen.findByRole('heading', { name: 'Tu cuenta está abierta' })).toBeTruthy();
    expect(screen.getByText(/con tu documento 12345678Z, tu fecha de nacimiento y la clave de seguridad que has elegido/)).toBeTruthy();
    expect(requestsTo(requests, 'POST', ACTIVATION)).toHaveLength(1);
    // The account is the customer's now: nothing to cancel.
    expect(screen.queryByRole('link', { name: 'Cancelar la solicitud' })).toBeNull();
    expect(tracking.pageView).toHaveBeenCalledWith(
      'signups/confirmation',
      'adult',
      expect.objectContaining({ product_sku: 'cuenta-nomina' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
  });

  it('lists the missing steps of a 409 sign_up_incomplete, each a link to its page', async () => {
    renderSignUp('confirmation', {
      application: complete,
      answers: {
        [`POST ${ACTIVATION}`]: apiError(409, 'sign_up_incomplete', 'Faltan pasos por completar: consents, identification-method.'),
      },
    });
    expect(await screen.findByText('Para abrir la cuenta te faltan estos pasos:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a «Consentimientos»' }).getAttribute('href')).toBe('#/signups-account/consents');
    expect(screen.getByRole('link', { name: 'Ir a «Forma de identificación»' }).getAttribute('href')).toBe(
      '#/signups-account/identification-method',
    );
  });

  it('tracks a failed activation as a backpack error of features.md §8: "activation", or the Orange account\'s creation', async () => {
    const { tracking } = renderSignUp('confirmation', {
      application: complete,
      answers: { [`POST ${ACTIVATION}`]: apiError(503, 'unavailable') },
    });
    await waitFor(() =>
      expect(tracking.pageView).toHaveBeenCalledWith(
        'signups/confirmation',
        'adult',
        expect.objectContaining({ page_error: 'activation_error' }),
      ),
    );
    cleanup();
    const orange = applicationWith({ product: 'orange', data: SAVED_ADULT_DATA, nextStep: null });
    const second = renderSignUp('confirmation', {
      application: orange,
      answers: { [`POST ${ACTIVATION}`]: apiError(409, 'sign_up_incomplete') },
    });
    await waitFor(() =>
      expect(second.tracking.pageView).toHaveBeenCalledWith(
        'signups/confirmation',
        'adult',
        expect.objectContaining({ page_error: 'orange_account_creation_error', product_sku: 'cuenta-naranja' }),
      ),
    );
  });

  it('an application activated before sends the prospect to log in (409 sign_up_already_active), asking the login for its back action (shell.md §2.4.1)', async () => {
    renderSignUp('confirmation', { application: complete, answers: { [`POST ${ACTIVATION}`]: apiError(409, 'sign_up_already_active') } });
    // The navigation data `{"login-history-back":true}` in the query parameter `navigation-data` (shell.md §2.1.6).
    expect((await screen.findByRole('link', { name: 'Ya soy cliente: entrar' })).getAttribute('href')).toBe(
      '#/login?navigation-data=%7B%22login-history-back%22%3Atrue%7D',
    );
  });
});

describe('the teen flow', () => {
  const teen = applicationWith({ flow: 'teen' });

  it('starts the Cuenta Joven as the current account in the teen flow, at minor-selection', async () => {
    const created = { applicationId: 'a-2', product: 'current', flow: 'teen', stepsDone: [], nextStep: 'what-is-your-name' };
    const { requests, navigate, tracking } = renderSignUp('before-you-start/teen', {
      answers: { [`POST ${APPLICATIONS}`]: json(created, 201) },
    });
    expect(tracking.pageView).toHaveBeenCalledWith('signups/before-you-start', 'teen', { product_sku: 'cuenta-joven' });
    fireEvent.click(await screen.findByRole('button', { name: 'Empezar' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${ROUTE}/minor-selection`, undefined));
    expect(await requestsTo(requests, 'POST', APPLICATIONS)[0]?.json()).toEqual({ product: 'current', flow: 'teen' });
  });

  it('stops at minor-selection for an under-12, saying why', async () => {
    const { navigate } = renderSignUp('minor-selection', { application: teen });
    fireEvent.click(await screen.findByRole('radio', { name: 'Tiene menos de 12 años' }));
    expect(screen.getByText('Todavía no puede tener la Cuenta Joven')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continuar' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Tiene entre 12 y 17 años' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Soy su madre, padre o tutor legal/ }));
    fireEvent.click(continueButton());
    expect(navigate).toHaveBeenCalledWith(`${ROUTE}/what-is-your-name`, undefined);
  });

  it('saves the representative and goes on to the summary', async () => {
    const { requests, navigate, tracking } = renderSignUp('representative', {
      application: teen,
      answers: { [`PUT ${stepPath('representative')}`]: json(teen) },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Madre' }));
    type('Tu tipo de documento', 'NIE');
    type('Tu número de documento', 'x1234567l');
    fireEvent.click(continueButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${ROUTE}/data-collection-confirmation`, undefined));
    expect(await requestsTo(requests, 'PUT', stepPath('representative'))[0]?.json()).toEqual({
      documentType: 'NIE',
      documentNumber: 'X1234567L',
      relationship: 'mother',
    });
    expect(tracking.pageView).toHaveBeenCalledWith('signups/representative-document-type', 'teen', { product_sku: 'cuenta-joven' });
  });
});
