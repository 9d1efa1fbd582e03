import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { PinRecoveryPage } from './PinRecoveryPage';
import { messages } from './messages';

afterEach(cleanup);

// The sandbox's paths and answers (docs/sandbox-api.md, PIN recovery).
const START = '/genoma_api/rest/pin-recovery/attempts';
const CODE = '/genoma_api/rest/pin-recovery/attempts/current/code';
const PIN = '/genoma_api/rest/pin-recovery/attempts/current/pin';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

type Answer = Response | Response[];

function bank(answers: Record<string, Answer>) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  const fetchFake = async (request: Request) => {
    const path = new URL(request.url).pathname;
    requests.push({ method: request.method, path, body: JSON.parse((await request.text()) || 'null') });
    const answer = answers[`${request.method} ${path}`];
    const next = Array.isArray(answer) ? answer.shift() : answer;
    return next === undefined ? json({ error: 'not_found', message: 'x' }, 404) : next.clone();
  };
  return { fetch: fetchFake as unknown as typeof fetch, requests };
}

async function renderPage(answers: Record<string, Answer> = {}, locale: 'es-ES' | 'en-GB' = 'es-ES') {
  const fake = bank(answers);
  const services = createTestServices({ fetch: fake.fetch });
  services.i18n.addNamespace('pin-recovery', messages);
  await services.i18n.setLocale(locale);
  render(
    <TestShell services={services}>
      <PinRecoveryPage />
    </TestShell>,
  );
  return fake;
}

async function submit(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    // The checks and the call answer in later turns: let them settle inside act.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function identify() {
  fireEvent.change(screen.getByLabelText('Número de documento'), { target: { value: '4567 8912-s' } });
  fireEvent.change(screen.getByLabelText('Fecha de nacimiento'), { target: { value: '08091992' } });
  await submit('Enviar el código');
}

describe('PIN recovery (issue 42 §1)', () => {
  it('takes a customer from the document to the new PIN and back to the login, in three steps', async () => {
    const fake = await renderPage({
      [`POST ${START}`]: json({ expiresIn: 300 }, 202),
      [`POST ${CODE}`]: [json({ error: 'invalid_otp', message: 'x', remainingTries: 2 }, 401), json({ expiresIn: 600 })],
      [`POST ${PIN}`]: [json({ error: 'weak_pin', message: 'x' }, 422), json({ ok: true })],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Recuperar la clave de seguridad' })).toBeTruthy();
    expect(screen.getByText('Paso 1 de 3')).toBeTruthy();
    await identify();
    expect(fake.requests[0]).toEqual({ method: 'POST', path: START, body: { document: '45678912S', birthDate: '08/09/1992' } });

    const codeHeading = screen.getByRole('heading', { level: 2, name: 'El código de tu móvil' });
    expect(document.activeElement).toBe(codeHeading);
    expect(screen.getByText('Paso 2 de 3')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Código de verificación'), { target: { value: '123456' } });
    await submit('Continuar');
    expect(screen.getByRole('alert').textContent).toBe('El código no es correcto. Intentos que te quedan: 2.');
    fireEvent.change(screen.getByLabelText('Código de verificación'), { target: { value: '654321' } });
    await submit('Continuar');
    expect(fake.requests.filter(({ path }) => path === CODE).map(({ body }) => body)).toEqual([{ code: '123456' }, { code: '654321' }]);

    expect(screen.getByText('Paso 3 de 3')).toBeTruthy();
    const newPin = screen.getByLabelText('Nueva clave de seguridad');
    expect(newPin.getAttribute('type')).toBe('password');
    const show = screen.getByRole('button', { name: 'Mostrar clave' });
    expect(show.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(show);
    expect(screen.getByRole('button', { name: 'Ocultar clave' }).getAttribute('aria-pressed')).toBe('true');
    expect(newPin.getAttribute('type')).toBe('text');

    fireEvent.change(newPin, { target: { value: '111111' } });
    fireEvent.change(screen.getByLabelText('Repite la nueva clave'), { target: { value: '111111' } });
    await submit('Cambiar la clave');
    expect(
      screen.getByText(
        'Esa clave es fácil de adivinar. Evita repetir la misma cifra, seguidas, tu fecha de nacimiento o cifras de tu documento.',
      ),
    ).toBeTruthy();
    fireEvent.change(newPin, { target: { value: '383838' } });
    fireEvent.change(screen.getByLabelText('Repite la nueva clave'), { target: { value: '383838' } });
    await submit('Cambiar la clave');
    expect(fake.requests.at(-1)?.body).toEqual({ pin: '383838', pinConfirmation: '383838' });

    expect(screen.getByRole('heading', { level: 2, name: 'Has cambiado tu clave' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Entrar con la nueva clave' }).getAttribute('href')).toBe('#/login');
  });

  it('says an empty field is required and an invalid document is invalid, and calls the bank for neither', async () => {
    const fake = await renderPage();
    await submit('Enviar el código');
    expect(screen.getByText('Escribe tu número de documento: es obligatorio.')).toBeTruthy();
    expect(screen.getByText('Escribe tu fecha de nacimiento: es obligatoria.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Revisa los datos marcados para continuar.');
    fireEvent.change(screen.getByLabelText('Número de documento'), { target: { value: '45678912A' } });
    await submit('Enviar el código');
    expect(screen.getByText('Escribe un DNI o NIE válido, con su letra.')).toBeTruthy();
    expect(screen.getByLabelText('Número de documento').getAttribute('aria-invalid')).toBe('true');
    expect(fake.requests).toEqual([]);
  });

  it('refuses a confirmation that differs before calling the bank', async () => {
    const fake = await renderPage({ [`POST ${START}`]: json({ expiresIn: 300 }, 202), [`POST ${CODE}`]: json({ expiresIn: 600 }) });
    await identify();
    fireEvent.change(screen.getByLabelText('Código de verificación'), { target: { value: '654321' } });
    await submit('Continuar');
    fireEvent.change(screen.getByLabelText('Nueva clave de seguridad'), { target: { value: '383838' } });
    fireEvent.change(screen.getByLabelText('Repite la nueva clave'), { target: { value: '383839' } });
    await submit('Cambiar la clave');
    expect(screen.getByText('Las claves no coinciden. Escribe la misma que has elegido.')).toBeTruthy();
    expect(fake.requests.some(({ path }) => path === PIN)).toBe(false);
  });

  it('says until when a lock holds, from the bank’s Retry-After', async () => {
    await renderPage({ [`POST ${START}`]: json({ error: 'too_many_attempts', message: 'x' }, 429, { 'Retry-After': '900' }) });
    await identify();
    expect(screen.getByRole('alert').textContent).toMatch(
      /^Has hecho demasiados intentos\. Por tu seguridad, podrás volver a intentarlo a las \d{2}:\d{2}\.$/,
    );
  });

  it('goes back to the first step when the code has expired or was burned, saying why', async () => {
    await renderPage({
      [`POST ${START}`]: json({ expiresIn: 300 }, 202),
      [`POST ${CODE}`]: json({ error: 'pin_recovery_expired', message: 'x' }, 410),
    });
    await identify();
    fireEvent.change(screen.getByLabelText('Código de verificación'), { target: { value: '654321' } });
    await submit('Continuar');
    expect(screen.getByText('Paso 1 de 3')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('El código ha caducado o se ha agotado. Pide otro para seguir.');
  });

  it('speaks English', async () => {
    await renderPage({}, 'en-GB');
    expect(screen.getByRole('heading', { level: 1, name: 'Recover your security PIN' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('#/login');
    await submit('Send the code');
    expect(screen.getByText('Enter your document number: it is required.')).toBeTruthy();
  });
});
