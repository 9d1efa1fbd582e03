import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { Help } from './Help';
import { messages } from './messages';

const MANAGER = {
  name: 'Ana Beltrán Gil',
  phone: '+34914562380',
  email: 'ana.beltran@bancoalba.es',
  office: 'Oficina Castellana 120, Madrid',
};

const bankJson = (body: unknown, status = 200) =>
  new Response(`)]}',\n${JSON.stringify(body)}`, { status, headers: { 'content-type': 'application/json' } });

async function renderHelp({ manager = null, locale = 'es-ES' }: { manager?: typeof MANAGER | null; locale?: 'es-ES' | 'en-GB' } = {}) {
  const fetchFake = ((request: Request) =>
    Promise.resolve(
      new URL(request.url).pathname === '/genoma_api/rest/client/personal-manager' && manager !== null
        ? bankJson(manager)
        : bankJson({ error: 'no_personal_manager' }, 404),
    )) as unknown as typeof fetch;
  const services = createTestServices({ fetch: fetchFake });
  services.i18n.addNamespace('help', messages);
  await services.i18n.setLocale(locale);
  render(
    <TestShell services={services}>
      <Help />
    </TestShell>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

afterEach(cleanup);

describe('help (issue 42 §3)', () => {
  it('lists the frequent questions, each closed until opened, with a real answer', async () => {
    await renderHelp();
    const faq = screen.getByRole('region', { name: 'Preguntas frecuentes' });
    const questions = within(faq).getAllByRole('group');
    expect(questions.map((question) => question.querySelector('summary')?.textContent)).toEqual([
      'He olvidado mi clave de acceso, ¿qué hago?',
      '¿Cómo bloqueo mi tarjeta si la pierdo o me la roban?',
      '¿Cuánto puedo enviar por Bizum?',
      '¿Cuándo llega una transferencia?',
      '¿Por qué se ha cerrado mi sesión?',
    ]);
    expect(questions.every((question) => !question.hasAttribute('open'))).toBe(true);
    fireEvent.click(within(faq).getByText('¿Cuánto puedo enviar por Bizum?'));
    expect(questions[2]?.hasAttribute('open')).toBe(true);
    expect(questions[2]?.textContent).toContain(
      'Cada Bizum puede ser de 0,50 € a 1.000 €, y puedes enviar hasta 2.000 € al día y 5.000 € al mes.',
    );
    expect(questions[4]?.textContent).toContain('tras 5 minutos sin actividad');
  });

  it('gives the bank’s phone, to call, and its hours', async () => {
    await renderHelp();
    const contact = screen.getByRole('region', { name: 'Llámanos' });
    expect(within(contact).getByRole('link', { name: '910 000 000' }).getAttribute('href')).toBe('tel:+34910000000');
    expect(contact.textContent).toContain('De lunes a domingo, de 8:00 a 22:00.');
  });

  it('shows an affluent customer’s personal manager, the phone as people read it', async () => {
    await renderHelp({ manager: MANAGER });
    const card = screen.getByRole('region', { name: 'Tu gestor personal' });
    expect(within(card).getByText('Ana Beltrán Gil conoce tus productos y te atiende directamente.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '+34 914 56 23 80' }).getAttribute('href')).toBe('tel:+34914562380');
    expect(within(card).getByRole('link', { name: 'ana.beltran@bancoalba.es' }).getAttribute('href')).toBe(
      'mailto:ana.beltran@bancoalba.es',
    );
  });

  it('shows no manager card to a customer the bank gives none (404)', async () => {
    await renderHelp();
    expect(screen.queryByRole('region', { name: 'Tu gestor personal' })).toBeNull();
  });

  it('speaks English to a customer who chose it', async () => {
    await renderHelp({ manager: MANAGER, locale: 'en-GB' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Help');
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(faq.textContent).toContain('Each Bizum can be from €0.50 to €1,000');
    expect(screen.getByRole('region', { name: 'Your personal manager' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Call us' }).textContent).toContain('Every day, Monday to Sunday, 8:00 to 22:00.');
  });
});
