import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '@bank-shell/core';
import type { HttpClient, Session } from '@bank-shell/core';
import { submitAgentLogin, validateAgentLogin } from './submitAgentLogin';

const FIELDS = { staffId: '90000001', pin: '998877', customerDocument: '12345678z' };
const NOW = new Date('2026-11-23T10:00:00Z');

function refusal(status: number, body: unknown, headers: Record<string, string> = {}): HttpError {
  return new HttpError(new Request('http://api.bank.localhost/assisted_channels/login'), new Response(null, { status, headers }), body);
}

function fakes({ post = vi.fn(() => Promise.resolve({ ok: true })), login = vi.fn(() => Promise.resolve()) } = {}) {
  return { http: { post } as unknown as HttpClient, session: { login } as unknown as Session, post, login };
}

describe('the assisted channel login (a member of staff signs in for one customer)', () => {
  it('asks for an 8-digit staff id, a 6-digit PIN and a valid customer DNI or NIE', () => {
    expect(validateAgentLogin(FIELDS)).toEqual({});
    expect(validateAgentLogin({ staffId: '9000', pin: '12345', customerDocument: '12345678A' })).toEqual({
      staffId: 'errorStaffId',
      pin: 'errorPin',
      customerDocument: 'errorCustomerDocument',
    });
  });

  it('sends the staff credentials and the normalised document, then logs in through the agent login', async () => {
    const { http, session, post, login } = fakes();
    const outcome = await submitAgentLogin({ ...FIELDS, customerDocument: ' 12345678-z ' }, { http, session, now: NOW, locale: 'es-ES' });
    expect(outcome).toEqual({ kind: 'logged-in' });
    expect(post).toHaveBeenCalledWith('/assisted_channels/login', {
      json: { staffId: '90000001', pin: '998877', customerDocument: '12345678Z' },
    });
    expect(login).toHaveBeenCalledWith({ kind: 'agent', force: true });
  });

  it('sends nothing while a field is wrong', async () => {
    const { http, session, post } = fakes();
    const outcome = await submitAgentLogin({ ...FIELDS, staffId: 'abc' }, { http, session, now: NOW, locale: 'es-ES' });
    expect(outcome).toEqual({ kind: 'invalid', errors: { staffId: 'errorStaffId' } });
    expect(post).not.toHaveBeenCalled();
  });

  it.each([
    [
      'wrong staff credentials, with the tries left',
      refusal(401, { error: 'invalid_credentials', remainingTries: 3 }),
      { key: 'errorCredentialsTriesLeft', values: { tries: 3 } },
    ],
    ['wrong staff credentials, no try left', refusal(401, { error: 'invalid_credentials', remainingTries: 0 }), { key: 'errorLocked' }],
    [
      'no such customer, naming the document',
      refusal(404, { error: 'assisted_customer_not_found' }),
      { key: 'errorCustomerNotFound', values: { document: '12345678Z' } },
    ],
    ['no access to the assisted channel', refusal(403, { error: 'agent_only' }), { key: 'errorNotAgent' }],
    ['anything else', new TypeError('Failed to fetch'), { key: 'errorUnavailable' }],
  ])('says what happened: %s', async (_case, error, expected) => {
    const { http, session } = fakes({ post: vi.fn(() => Promise.reject(error)) });
    expect(await submitAgentLogin(FIELDS, { http, session, now: NOW, locale: 'es-ES' })).toEqual({ kind: 'failed', error: expected });
  });

  it('says until when a lock holds, in the clock of the member of staff', async () => {
    const { http, session } = fakes({
      post: vi.fn(() => Promise.reject(refusal(429, { error: 'too_many_attempts' }, { 'Retry-After': '600' }))),
    });
    const outcome = await submitAgentLogin(FIELDS, { http, session, now: NOW, locale: 'es-ES' });
    const expectedTime = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit' }).format(new Date('2026-11-23T10:10:00Z'));
    expect(outcome).toEqual({ kind: 'failed', error: { key: 'errorLockedUntil', values: { time: expectedTime } } });
  });

  it('a refused agent login (the accesstoken call) says the id has no access', async () => {
    const { http, session } = fakes({ login: vi.fn(() => Promise.reject(refusal(403, { error: 'agent_only' }))) });
    expect(await submitAgentLogin(FIELDS, { http, session, now: NOW, locale: 'es-ES' })).toEqual({
      kind: 'failed',
      error: { key: 'errorNotAgent' },
    });
  });
});
