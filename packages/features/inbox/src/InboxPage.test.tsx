import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteMatch } from '@bank-shell/core';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { snackbars } from '@bank-shell/react/snackbar';
import { FEATURE_ID, InboxPage } from './InboxPage';
import { messages } from './messages';
import { receivedWhen } from './format';
import { screenOf } from './screens';

afterEach(() => {
  cleanup();
  for (const message of snackbars.messages.getSnapshot()) snackbars.close(message.id);
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// The sandbox's paths and shapes (docs/sandbox-api.md, Inbox).
const MESSAGES = '/genoma_api/rest/inbox/messages';
/** 7 December 2026, 10:00 in Madrid. */
const NOW = Date.UTC(2026, 11, 7, 9, 0);

const statement = {
  messageId: 'MSG-0001',
  subject: 'Tu extracto mensual ya está disponible',
  preview: 'Ya puedes consultar el extracto del mes pasado de tus cuentas.',
  category: 'statement',
  receivedAt: '2026-12-07T08:15:00.000Z',
  read: false,
  archived: false,
  link: '#/posicion-global/cuentas',
};
const welcome = {
  ...statement,
  messageId: 'MSG-0003',
  subject: 'Te damos la bienvenida a la banca online',
  preview: 'Desde aquí puedes consultar tus cuentas.',
  category: 'notice',
  receivedAt: '2026-11-07T08:15:00.000Z',
  read: true,
  link: null,
};
const fullStatement = {
  messageId: statement.messageId,
  subject: statement.subject,
  category: statement.category,
  receivedAt: statement.receivedAt,
  read: statement.read,
  archived: statement.archived,
  link: statement.link,
  body: 'Ya puedes consultar el extracto del mes pasado.\n\nLo encontrarás en «Extractos».',
};

type Answer = Response | ((request: Request) => Response);

function bank(answers: Record<string, Answer>) {
  const requests: { method: string; path: string; body: string | null }[] = [];
  const fetchFake = async (request: Request) => {
    const url = new URL(request.url);
    requests.push({
      method: request.method,
      path: `${url.pathname}${url.search}`,
      body: request.method === 'GET' ? null : await request.text(),
    });
    const answer = answers[`${request.method} ${url.pathname}${url.search}`];
    if (answer === undefined) return json({ error: 'inbox_message_not_found', message: 'x' }, 404);
    return typeof answer === 'function' ? answer(request) : answer.clone();
  };
  return { fetch: fetchFake as unknown as typeof fetch, requests };
}

function matchOf(rest: string): RouteMatch {
  return {
    route: {
      kind: 'feature',
      id: 'inbox',
      pattern: '/inbox/*',
      featureId: 'inbox',
      feature: { path: 'inbox', component: 'ing-feat-inbox' },
    },
    path: rest === '' ? '/inbox' : `/inbox/${rest}`,
    params: {},
    rest,
    query: new URLSearchParams(),
  };
}

async function renderPage(rest: string, answers: Record<string, Answer>, locale: 'es-ES' | 'en-GB' = 'es-ES') {
  const fake = bank(answers);
  const services = createTestServices({ fetch: fake.fetch });
  services.i18n.addNamespace(FEATURE_ID, messages);
  await services.i18n.setLocale(locale);
  const navigations: string[] = [];
  const navigate = services.router.navigate.bind(services.router);
  services.router.navigate = (path, options) => {
    navigations.push(path);
    return navigate(path, options);
  };
  render(
    <TestShell services={services}>
      <InboxPage match={matchOf(rest)} now={() => NOW} />
    </TestShell>,
  );
  return { fake, navigations };
}

describe('issue 41 §4: the inbox', () => {
  it('lists the received messages newest first, the unread said in words and the count in the folder tab', async () => {
    await renderPage('', { [`GET ${MESSAGES}?folder=inbox`]: json({ messages: [statement, welcome], unread: 1 }) });
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('link');
    expect(items.map((item) => item.getAttribute('href'))).toEqual(['#/inbox/MSG-0001', '#/inbox/MSG-0003']);
    expect(items[0]?.textContent).toContain('No leído: Tu extracto mensual ya está disponible');
    expect(items[0]?.textContent).toContain('Extracto');
    expect(items[1]?.textContent).not.toContain('No leído');
    const folders = screen.getByRole('navigation', { name: 'Carpetas del buzón' });
    expect(within(folders).getByRole('link', { name: 'Recibidos 1 sin leer' }).getAttribute('aria-current')).toBe('page');
    expect(within(folders).getByRole('link', { name: 'Archivados' }).getAttribute('href')).toBe('#/inbox/archivo');
  });

  it('shows the archived folder at #/inbox/archivo, and says when a folder is empty', async () => {
    const { fake } = await renderPage('archivo', { [`GET ${MESSAGES}?folder=archive`]: json({ messages: [], unread: 3 }) });
    expect(await screen.findByText('No tienes mensajes archivados.')).toBeTruthy();
    expect(fake.requests.map((request) => request.path)).toEqual([`${MESSAGES}?folder=archive`]);
  });

  it('speaks English to an English reader', async () => {
    await renderPage('', { [`GET ${MESSAGES}?folder=inbox`]: json({ messages: [statement], unread: 1 }) }, 'en-GB');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Received 1 unread' })).toBeTruthy();
    expect((await screen.findByRole('list')).textContent).toContain('Unread: ');
  });

  it('opens a message on its own page and marks it read as it opens', async () => {
    const { fake } = await renderPage('MSG-0001', {
      [`GET ${MESSAGES}/MSG-0001`]: json(fullStatement),
      [`PATCH ${MESSAGES}/MSG-0001`]: json({ ...fullStatement, read: true }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu extracto mensual ya está disponible' })).toBeTruthy();
    expect(screen.getByText('Lo encontrarás en «Extractos».')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver mis cuentas' }).getAttribute('href')).toBe('#/posicion-global/cuentas');
    expect(fake.requests.filter((request) => request.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: `${MESSAGES}/MSG-0001`, body: '{"read":true}' },
    ]);
  });

  it('marks nothing when the message was already read', async () => {
    const { fake } = await renderPage('MSG-0001', { [`GET ${MESSAGES}/MSG-0001`]: json({ ...fullStatement, read: true }) });
    await screen.findByRole('heading', { level: 1, name: 'Tu extracto mensual ya está disponible' });
    expect(fake.requests.map((request) => request.method)).toEqual(['GET']);
  });

  it('never links a message off the app, whatever the bank’s answer holds', async () => {
    await renderPage('MSG-0001', { [`GET ${MESSAGES}/MSG-0001`]: json({ ...fullStatement, read: true, link: 'https://evil.example/' }) });
    await screen.findByRole('heading', { level: 1, name: 'Tu extracto mensual ya está disponible' });
    expect(screen.queryByRole('link', { name: 'Ver mis cuentas' })).toBeNull();
  });

  it('archives a message, goes back to the inbox and says so', async () => {
    const { fake, navigations } = await renderPage('MSG-0001', {
      [`GET ${MESSAGES}/MSG-0001`]: json({ ...fullStatement, read: true }),
      [`PATCH ${MESSAGES}/MSG-0001`]: json({ ...fullStatement, read: true, archived: true }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Archivar' }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(fake.requests.at(-1)).toEqual({ method: 'PATCH', path: `${MESSAGES}/MSG-0001`, body: '{"archived":true}' });
    expect(navigations).toEqual(['/inbox']);
    expect(snackbars.messages.getSnapshot().map((message) => message.text)).toEqual(['Mensaje archivado.']);
  });

  it('asks before deleting, and deletes only once the customer says yes', async () => {
    const { fake, navigations } = await renderPage('MSG-0001', {
      [`GET ${MESSAGES}/MSG-0001`]: json({ ...fullStatement, read: true }),
      [`DELETE ${MESSAGES}/MSG-0001`]: () => new Response(null, { status: 204 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Borrar' }));
    expect(screen.getByText('¿Borrar este mensaje? No podrás recuperarlo.')).toBe(document.activeElement);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('button', { name: 'Borrar' })).toBe(document.activeElement);
    expect(fake.requests.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Borrar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sí, borrar' }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(fake.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(navigations).toEqual(['/inbox']);
    expect(snackbars.messages.getSnapshot().map((message) => message.text)).toEqual(['Mensaje borrado.']);
  });

  it('says a message another tab deleted is gone, with the way back', async () => {
    await renderPage('MSG-0009', {});
    expect(await screen.findByText('Este mensaje ya no está en tu buzón.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al buzón' }).getAttribute('href')).toBe('#/inbox');
  });

  it('keeps the message and says so when an action fails', async () => {
    const { navigations } = await renderPage('MSG-0001', {
      [`GET ${MESSAGES}/MSG-0001`]: json({ ...fullStatement, read: true }),
      [`PATCH ${MESSAGES}/MSG-0001`]: json({ error: 'internal', message: 'x' }, 500),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Marcar como no leído' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No hemos podido hacerlo. Inténtalo de nuevo.');
    expect(navigations).toEqual([]);
  });
});

describe('the inbox’s addresses and dates', () => {
  it('reads its sub-paths: the inbox, the archive, a message, and nothing else', () => {
    expect(screenOf('')).toEqual({ name: 'folder', folder: 'inbox' });
    expect(screenOf('archivo/')).toEqual({ name: 'folder', folder: 'archive' });
    expect(screenOf('MSG-TRF-0A1B-OUT')).toEqual({ name: 'message', messageId: 'MSG-TRF-0A1B-OUT' });
    expect(screenOf('../posicion-global')).toEqual({ name: 'notFound' });
  });

  it('says when a message came: the time today, yesterday, the day this year, the date before', () => {
    expect(receivedWhen('2026-12-07T08:15:00.000Z', NOW, 'es-ES', 'ayer')).toBe('09:15');
    expect(receivedWhen('2026-12-06T08:15:00.000Z', NOW, 'es-ES', 'ayer')).toBe('ayer');
    expect(receivedWhen('2026-11-07T08:15:00.000Z', NOW, 'en-GB', 'yesterday')).toBe('7 Nov');
    expect(receivedWhen('2025-11-07T08:15:00.000Z', NOW, 'es-ES', 'ayer')).toBe('7 nov 2025');
  });
});
