import { describe, expect, it } from 'vitest';
import { createTestServices } from '@bank-shell/react/testing';
import { getApplication } from './api';
import { CURRENT, apiError, applicationWith, fakeBank, json } from './testKit';

const httpAnswering = (answer: Response) => createTestServices({ fetch: fakeBank({ [`GET ${CURRENT}`]: answer }).fetch }).http;

describe('the current application (issue 42 §4: no application is no error)', () => {
  it('a visitor with no application yet gets the bank’s 204, read as none', async () => {
    expect(await getApplication(httpAnswering(new Response(null, { status: 204 })))).toBeNull();
  });

  it('a bank that still answers 404 sign_up_not_found means none too', async () => {
    expect(await getApplication(httpAnswering(apiError(404, 'sign_up_not_found')))).toBeNull();
  });

  it('an application is read as the bank sent it', async () => {
    const application = applicationWith({ stepsDone: ['what-is-your-name'] });
    expect(await getApplication(httpAnswering(json(application)))).toEqual(application);
  });

  it('another failure is an error', async () => {
    await expect(getApplication(httpAnswering(apiError(500, 'internal_error')))).rejects.toThrow();
  });
});
