import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError, schema as v } from '@bank-shell/core';
import { activationErrorOf, formErrorOf, stepsNamedIn, systemErrorOf } from './errors';

const refusal = (status: number, body: unknown) =>
  new HttpError(new Request('http://api.bank.localhost/x'), new Response(null, { status }), body);

describe('what the form says of a failed call', () => {
  it('names the steps a sign_up_incomplete or step_out_of_order message lists', () => {
    expect(stepsNamedIn('Faltan pasos por completar: consents, identification-method.')).toEqual(['consents', 'identification-method']);
    expect(stepsNamedIn('Antes de tax-data hay que completar: personal-data-1.')).toEqual(['personal-data-1']);
    expect(formErrorOf(refusal(409, { error: 'sign_up_incomplete', message: 'Faltan pasos por completar: consents.' }))).toEqual({
      code: 'sign_up_incomplete',
      steps: ['consents'],
    });
  });

  it('keeps the server’s words for invalid_request', () => {
    expect(formErrorOf(refusal(400, { error: 'invalid_request', message: 'email no es una dirección de correo válida.' }))).toEqual({
      code: 'invalid_request',
      serverMessage: 'email no es una dirección de correo válida.',
    });
  });

  it('says "try again" for the network and 5xx, and knows every 4xx rule code', () => {
    expect(formErrorOf(new NetworkError('x', new Error('offline')))).toEqual({ code: 'try_again' });
    expect(formErrorOf(refusal(503, { error: 'unavailable' }))).toEqual({ code: 'try_again' });
    expect(formErrorOf(refusal(422, { error: 'weak_pin', message: 'x' }))).toEqual({ code: 'weak_pin' });
    expect(formErrorOf(refusal(429, { error: 'too_many_attempts' }))).toEqual({ code: 'too_many_attempts' });
  });
});

describe("the funnel's names of the failures that are not the customer's answer (features.md §8, backpack and system errors)", () => {
  it('names service access, bad request, unauthorised, not found, internal service, service, contracting and generic errors', () => {
    expect(
      [
        new NetworkError('x', new Error('offline')),
        refusal(400, {}),
        refusal(401, {}),
        refusal(403, {}),
        refusal(404, {}),
        refusal(409, {}),
        refusal(500, {}),
        refusal(503, {}),
        refusal(429, {}),
      ].map(systemErrorOf),
    ).toEqual([
      'service_access_error',
      'bad_request',
      'unauthorised',
      'unauthorised',
      'not_found',
      'contracting_error',
      'internal_service_error',
      'service_error',
      'generic_error',
    ]);
  });

  it('names an answer that lacks an attribute it must have missing_attributes_error, and says so to the prospect (features.md §8.22)', () => {
    let incomplete: unknown;
    try {
      v.parse(v.object({ nextStep: v.string() }), {});
    } catch (error) {
      incomplete = error;
    }
    expect(systemErrorOf(incomplete)).toBe('missing_attributes_error');
    expect(formErrorOf(incomplete)).toEqual({ code: 'missing_attributes' });
  });

  it("names a failed activation after the account: the Orange account's creation, or the activation", () => {
    expect(['orange', 'current', 'broker'].map(activationErrorOf)).toEqual([
      'orange_account_creation_error',
      'activation_error',
      'activation_error',
    ]);
  });
});
