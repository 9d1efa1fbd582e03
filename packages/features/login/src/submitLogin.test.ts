import { describe, expect, it, vi } from 'vitest';
import { HttpError, createI18n } from '@bank-shell/core';
import type { HttpClient, Session } from '@bank-shell/core';
import { submitLogin } from './submitLogin';

const FIELDS = { document: '99887766P', birthDate: '01/01/1980', pin: '998877' };
const TODAY = new Date('2026-11-23T10:00:00Z');

function forbidden(code: string): HttpError {
  return new HttpError(new Request('http://api.bank.localhost/genoma_api/saf/tpa/accesstoken'), new Response(null, { status: 403 }), {
    error: code,
  });
}

async function submitWithRefusedLogin(error: HttpError) {
  const http = { post: vi.fn(() => Promise.resolve({ ok: true })) } as unknown as HttpClient;
  const session = { login: vi.fn(() => Promise.reject(error)) } as unknown as Session;
  return submitLogin(FIELDS, { http, session, i18n: createI18n('es-ES'), errorsNamespace: 'login-errors', today: TODAY, locale: 'es-ES' });
}

describe('the customer login, refused', () => {
  it('sends a member of staff to the assisted channel page instead of saying "try again later"', async () => {
    expect(await submitWithRefusedLogin(forbidden('employee_not_allowed'))).toEqual({ kind: 'failed', error: { key: 'errorEmployee' } });
  });

  it('any other refusal of the customer door is a failure to try again later', async () => {
    expect(await submitWithRefusedLogin(forbidden('forbidden_origin'))).toEqual({ kind: 'failed', error: { key: 'errorUnavailable' } });
  });
});
