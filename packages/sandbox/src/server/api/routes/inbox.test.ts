import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, type DemoLogin } from '../../../seed';
import {
  apiRequest,
  appCallHeaders,
  readJson,
  signIn as signInAs,
  type ApiErrorBody,
  type SignedInCustomer,
} from '../../../../test/apiClient';
import { useTestSandbox } from '../../../../test/testSandbox';

const [lucia, javier] = DEMO_LOGINS;

/** Ours (docs/sandbox-api.md, Inbox). */
const MESSAGES = '/genoma_api/rest/inbox/messages';
const SUMMARY = '/genoma_api/rest/inbox/summary';

interface Listed {
  messageId: string;
  subject: string;
  preview: string;
  category: string;
  read: boolean;
  archived: boolean;
  link: string | null;
}
interface Message extends Omit<Listed, 'preview'> {
  body: string;
  receivedAt: string;
}

describe('issue 41 §4: the inbox, read and unread, archived, deleted, with the header’s count kept right', () => {
  const sandbox = useTestSandbox();
  const signIn = (login: DemoLogin | undefined) => signInAs(sandbox.app, login);

  function call(customer: SignedInCustomer, method: string, path: string, body?: unknown, language = 'es-ES'): Promise<Response> {
    return apiRequest(sandbox.app, path, {
      method,
      headers: {
        ...appCallHeaders(customer.jar),
        Authorization: `Bearer ${customer.token}`,
        'Accept-Language': language,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      jar: customer.jar,
    });
  }

  async function unread(customer: SignedInCustomer): Promise<number> {
    return (await readJson<{ unread: number }>(await call(customer, 'GET', SUMMARY))).unread;
  }

  async function folder(customer: SignedInCustomer, name?: string, language?: string): Promise<{ messages: Listed[]; unread: number }> {
    const response = await call(customer, 'GET', name === undefined ? MESSAGES : `${MESSAGES}?folder=${name}`, undefined, language);
    expect(response.status).toBe(200);
    return readJson(response);
  }

  async function errorOf(response: Response, status: number): Promise<ApiErrorBody> {
    expect(response.status).toBe(status);
    return readJson<ApiErrorBody>(response);
  }

  it('lists Lucía’s three messages newest first, with a preview of each body and the unread count', async () => {
    const customer = await signIn(lucia);
    const inbox = await folder(customer);
    expect(inbox.unread).toBe(2);
    expect(inbox.messages.map((message) => [message.messageId, message.read])).toEqual([
      ['MSG-0001', false],
      ['MSG-0002', false],
      ['MSG-0003', true],
    ]);
    expect(inbox.messages[0]).toMatchObject({
      subject: 'Tu extracto mensual ya está disponible',
      category: 'statement',
      link: '#/posicion-global/cuentas',
    });
    expect(inbox.messages[0]?.preview.startsWith('Ya puedes consultar el extracto del mes pasado')).toBe(true);
    expect(Array.from(inbox.messages[0]?.preview ?? '').length).toBeLessThanOrEqual(140);
  });

  it('speaks English to an English reader, and Spanish otherwise', async () => {
    const customer = await signIn(lucia);
    expect((await folder(customer, 'inbox', 'en-GB')).messages[0]?.subject).toBe('Your monthly statement is ready');
    expect((await folder(customer, 'inbox', 'es-ES')).messages[0]?.subject).toBe('Tu extracto mensual ya está disponible');
  });

  it('opens one message with its whole body, and opening it marks nothing read', async () => {
    const customer = await signIn(javier);
    const response = await call(customer, 'GET', `${MESSAGES}/MSG-0004`);
    expect(response.status).toBe(200);
    const message = await readJson<Message>(response);
    expect(message.subject).toBe('Tu gestora personal te propone una cita');
    expect(message.body).toContain('Llámala al 914 562 380');
    expect(message.read).toBe(false);
    expect(await unread(customer)).toBe(1);
  });

  it('marks a message read, then unread again, and the header’s count follows', async () => {
    const customer = await signIn(javier);
    const read = await call(customer, 'PATCH', `${MESSAGES}/MSG-0004`, { read: true });
    expect(read.status).toBe(200);
    expect((await readJson<Message>(read)).read).toBe(true);
    expect(await unread(customer)).toBe(0);
    expect((await readJson<Message>(await call(customer, 'PATCH', `${MESSAGES}/MSG-0004`, { read: false }))).read).toBe(false);
    expect(await unread(customer)).toBe(1);
  });

  it('archives a message out of the inbox and its count, and brings it back', async () => {
    const customer = await signIn(lucia);
    expect((await call(customer, 'PATCH', `${MESSAGES}/MSG-0002`, { archived: true })).status).toBe(200);
    expect((await folder(customer)).messages.map((message) => message.messageId)).toEqual(['MSG-0001', 'MSG-0003']);
    expect((await folder(customer, 'archive')).messages.map((message) => [message.messageId, message.archived])).toEqual([
      ['MSG-0002', true],
    ]);
    expect(await unread(customer)).toBe(1);
    expect((await call(customer, 'PATCH', `${MESSAGES}/MSG-0002`, { archived: false })).status).toBe(200);
    expect(await unread(customer)).toBe(2);
    expect((await folder(customer, 'archive')).messages).toEqual([]);
  });

  it('deletes a message for good: 204, then 404', async () => {
    const customer = await signIn(lucia);
    expect((await call(customer, 'DELETE', `${MESSAGES}/MSG-0003`)).status).toBe(204);
    expect((await errorOf(await call(customer, 'GET', `${MESSAGES}/MSG-0003`), 404)).error).toBe('inbox_message_not_found');
    expect((await errorOf(await call(customer, 'DELETE', `${MESSAGES}/MSG-0003`), 404)).error).toBe('inbox_message_not_found');
  });

  it('answers another person’s message as a missing one, and changes or deletes nothing of it', async () => {
    const intruder = await signIn(lucia);
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { read: true }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await errorOf(await call(intruder, method, `${MESSAGES}/MSG-0004`, body), 404);
      expect(answer).toEqual({ error: 'inbox_message_not_found', message: 'No tienes ningún mensaje con ese identificador.' });
    }
    const { rows } = await sandbox.db.query<{ readAt: Date | null }>(
      `SELECT read_at AS "readAt" FROM inbox_messages WHERE message_id = 'MSG-0004'`,
    );
    expect(rows).toEqual([{ readAt: null }]);
  });

  it('refuses changes it does not know, with why: unknown fields, no field, not booleans, NUL characters, not JSON', async () => {
    const customer = await signIn(javier);
    const path = `${MESSAGES}/MSG-0004`;
    expect((await errorOf(await call(customer, 'PATCH', path, { read: true, subject: 'x' }), 400)).message).toBe(
      'Campos desconocidos: subject.',
    );
    expect((await errorOf(await call(customer, 'PATCH', path, {}), 400)).message).toBe('Indica read o archived.');
    expect((await errorOf(await call(customer, 'PATCH', path, { read: 'yes' }), 400)).message).toBe('read debe ser true o false.');
    expect((await errorOf(await call(customer, 'PATCH', path, { read: true, 'x\u0000': 1 }), 400)).error).toBe('invalid_request');
    expect((await errorOf(await call(customer, 'PATCH', path, '{"read": tru'), 400)).message).toBe('El cuerpo no es un JSON válido.');
    expect((await errorOf(await call(customer, 'PATCH', path, { read: true, pad: 'x'.repeat(17 * 1024) }), 413)).error).toBe(
      'payload_too_large',
    );
    expect((await errorOf(await call(customer, 'GET', `${MESSAGES}?folder=spam`), 400)).message).toBe('folder debe ser inbox o archive.');
    for (const id of ['..%2F..%2Fsummary', 'MSG-%00', `MSG-${'9'.repeat(81)}`]) {
      expect((await errorOf(await call(customer, 'GET', `${MESSAGES}/${id}`), 404)).error).toBe('inbox_message_not_found');
    }
    expect(await unread(customer)).toBe(1);
  });

  it('asks for the bearer on every call: 401 without it, even with the session’s cookies and XSRF token', async () => {
    const { jar } = await signIn(lucia);
    for (const [method, path] of [
      ['GET', MESSAGES],
      ['GET', `${MESSAGES}/MSG-0001`],
      ['DELETE', `${MESSAGES}/MSG-0001`],
    ] as const) {
      const response = await apiRequest(sandbox.app, path, { method, headers: appCallHeaders(jar), jar });
      expect(response.status).toBe(401);
    }
    const { rows } = await sandbox.db.query(`SELECT 1 FROM inbox_messages WHERE message_id = 'MSG-0001'`);
    expect(rows).toHaveLength(1);
  });

  it('ten tabs marking one message read at once leave it read once, with the time it was first read', async () => {
    const customer = await signIn(lucia);
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(customer, 'PATCH', `${MESSAGES}/MSG-0001`, { read: true })));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 200));
    const readTimes = await Promise.all(answers.map(async (answer) => (await readJson<Message>(answer)).read));
    expect(readTimes.every(Boolean)).toBe(true);
    expect(await unread(customer)).toBe(1);
    const deletes = await Promise.all(Array.from({ length: 10 }, () => call(customer, 'DELETE', `${MESSAGES}/MSG-0001`)));
    expect(deletes.map((answer) => answer.status).sort()).toEqual([204, ...Array.from({ length: 9 }, () => 404)]);
  });
});
