import { describe, expect, it, vi } from 'vitest';
import { HttpError, createI18n } from '@bank-shell/core';
import type { ClientKind, HttpClient, Session } from '@bank-shell/core';
import { submitLogin } from './submitLogin';

const FIELDS = { document: '99887766P', birthDate: '01/01/1980', pin: '998877' };
const TODAY = new Date('2026-11-23T10:00:00Z');

function forbidden(code: string): HttpError {
  return new HttpError(new Request('http://api.bank.localhost/genoma_api/saf/tpa/accesstoken'), new Response(null, { status: 403 }), {
    error: code,
  });
}

const submitOptions = (http: HttpClient, session: Session, clientKind: ClientKind = 'web-transactional') => ({
  http,
  session,
  i18n: createI18n('es-ES'),
  channel: { clientKind },
  errorsNamespace: 'login-errors',
  today: TODAY,
  locale: 'es-ES',
});

async function submitWithRefusedLogin(error: HttpError) {
  const http = { post: vi.fn(() => Promise.resolve({ ok: true })) } as unknown as HttpClient;
  const session = { login: vi.fn(() => Promise.reject(error)) } as unknown as Session;
  return submitLogin(FIELDS, submitOptions(http, session));
}

/** The bank refuses the login call itself: no session is asked for. */
async function submitToRefusingBank(error: HttpError, clientKind: ClientKind) {
  const post = vi.fn(() => Promise.reject(error));
  const login = vi.fn(() => Promise.resolve());
  const outcome = await submitLogin(FIELDS, submitOptions({ post } as unknown as HttpClient, { login } as unknown as Session, clientKind));
  return { outcome, post, login };
}

describe('the customer login, refused', () => {
  it('sends a member of staff to the assisted channel page instead of saying "try again later"', async () => {
    expect(await submitWithRefusedLogin(forbidden('employee_not_allowed'))).toEqual({ kind: 'failed', error: { key: 'errorEmployee' } });
  });

  it('any other refusal of the customer door is a failure to try again later', async () => {
    expect(await submitWithRefusedLogin(forbidden('forbidden_origin'))).toEqual({ kind: 'failed', error: { key: 'errorUnavailable' } });
  });
});

describe('the customer login on a teen client', () => {
  it('tells the bank which client the page is, so that a teen client can refuse adults', async () => {
    const { post } = await submitToRefusingBank(forbidden('adult_not_allowed'), 'teen-web');
    expect(post).toHaveBeenCalledWith('/genoma_api/login', {
      json: { document: '99887766P', birthDate: '01/01/1980', pin: '998877', clientKind: 'teen-web' },
    });
  });

  it('an adult refused by a teen client is told so, and no session is asked for', async () => {
    const { outcome, login } = await submitToRefusingBank(forbidden('adult_not_allowed'), 'teen-web');
    expect(outcome).toEqual({ kind: 'failed', error: { key: 'errorAdultOnTeenClient' } });
    expect(login).not.toHaveBeenCalled();
  });
});
