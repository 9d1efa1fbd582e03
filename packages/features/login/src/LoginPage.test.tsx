import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { LoginPage } from './LoginPage';
import { messages } from './messages';

afterEach(cleanup);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function renderLogin(answer: Response = json({ ok: true }), locale: 'es-ES' | 'en-GB' = 'es-ES') {
  const requests: string[] = [];
  const fetchFake = (request: Request) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
    return Promise.resolve(answer.clone());
  };
  const services = createTestServices({ fetch: fetchFake as unknown as typeof fetch });
  services.i18n.addNamespace('login', messages);
  await services.i18n.setLocale(locale);
  const view = render(
    <TestShell services={services}>
      <LoginPage />
    </TestShell>,
  );
  return { requests, view };
}

async function submit(name = 'Entrar') {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    // The checks and the call answer in later turns: let them settle inside act.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('the login page’s ways out (issue 42 §1)', () => {
  it('links to the PIN recovery and to the sign-up', async () => {
    await renderLogin();
    expect(screen.getByRole('link', { name: '¿Has olvidado tu clave?' }).getAttribute('href')).toBe('#/pin-recovery');
    expect(screen.getByRole('link', { name: 'Hazte cliente' }).getAttribute('href')).toBe('#/signups-account');
  });

  it('says what to type, and no longer promises about a partial PIN', async () => {
    await renderLogin();
    expect(screen.getByText('Escribe tu número de documento, tu fecha de nacimiento y tu clave de seguridad de 6 dígitos.')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Nunca te pediremos');
  });

  it('shows the PIN as typed with a toggle button, and hides it again', async () => {
    await renderLogin();
    const pin = screen.getByLabelText('Clave de seguridad');
    const show = screen.getByRole('button', { name: 'Mostrar clave' });
    expect(pin.getAttribute('type')).toBe('password');
    expect(show.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(show);
    expect(pin.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Ocultar clave' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar clave' }));
    expect(pin.getAttribute('type')).toBe('password');
  });

  it('says an empty document is required, and an invalid one is invalid', async () => {
    await renderLogin();
    await submit();
    expect(await screen.findByText('Escribe tu número de documento: es obligatorio.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Número de documento'), { target: { value: '12345678A' } });
    await submit();
    expect(await screen.findByText('Escribe un DNI o NIE válido, con su letra.')).toBeTruthy();
    expect(screen.queryByText('Escribe tu número de documento: es obligatorio.')).toBeNull();
  });

  it('offers the way to recovery after a wrong PIN', async () => {
    const { requests } = await renderLogin(json({ error: 'invalid_credentials', message: 'x', remainingTries: 4 }, 401));
    fireEvent.change(screen.getByLabelText('Número de documento'), { target: { value: '12345678Z' } });
    fireEvent.change(screen.getByLabelText('Fecha de nacimiento'), { target: { value: '15031985' } });
    fireEvent.change(screen.getByLabelText('Clave de seguridad'), { target: { value: '111111' } });
    await submit();
    const alert = screen.getByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toBe('Los datos de acceso no son correctos. Intentos antes del bloqueo: 4. ¿Has olvidado tu clave?'),
    );
    expect(within(alert).getByRole('link', { name: '¿Has olvidado tu clave?' }).getAttribute('href')).toBe('#/pin-recovery');
    expect(requests).toEqual(['POST /genoma_api/login']);
  });

  it('offers no recovery for a mistyped field, which is not a wrong PIN', async () => {
    await renderLogin();
    await submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Revisa los datos marcados para continuar.'));
    expect(within(screen.getByRole('alert')).queryByRole('link')).toBeNull();
  });

  it('has the bank’s picture in the hero, drawn inline, hidden from assistive technology', async () => {
    const { view } = await renderLogin();
    const hero = view.container.querySelector('.login__hero');
    expect(hero?.getAttribute('aria-hidden')).toBe('true');
    expect(hero?.querySelector('svg.login__art')).not.toBeNull();
    expect(hero?.querySelector('img, image')).toBeNull();
  });

  it('speaks English', async () => {
    await renderLogin(json({ ok: true }), 'en-GB');
    expect(screen.getByRole('link', { name: 'Forgotten your PIN?' }).getAttribute('href')).toBe('#/pin-recovery');
    expect(screen.getByRole('link', { name: 'Become a customer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show PIN' }).getAttribute('aria-pressed')).toBe('false');
    await submit('Log in');
    expect(await screen.findByText('Enter your document number: it is required.')).toBeTruthy();
  });
});
