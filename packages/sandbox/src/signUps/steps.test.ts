import { describe, expect, it } from 'vitest';
import { missingSteps, nextStepOf, prerequisitesOf, stepsInvalidatedBy, stepsOfFlow, type SignUpStep } from './steps';

const ADULT_ORDER = [
  'what-is-your-name',
  'access-and-contact-data',
  'personal-data-1',
  'personal-data-2',
  'address-1',
  'address-2',
  'employment-data',
  'tax-data',
  'funds-origin-and-purpose',
  'create-security-pin',
  'pin-confirmation',
  'consents',
  'legal-documents-sign',
  'identification-method',
];

describe('the steps of a sign-up', () => {
  it('asks an adult 14 steps in the order of the flow, and a teen the representative after the funds', () => {
    expect(stepsOfFlow('adult')).toEqual(ADULT_ORDER);
    expect(stepsOfFlow('teen')).toEqual([...ADULT_ORDER.slice(0, 9), 'representative', ...ADULT_ORDER.slice(9)]);
  });

  it('suggests the first step not saved yet, whatever order the others came in, and null when all are', () => {
    expect(nextStepOf('adult', new Set())).toBe('what-is-your-name');
    expect(nextStepOf('adult', new Set<SignUpStep>(['what-is-your-name', 'consents']))).toBe('access-and-contact-data');
    const allButLast = new Set(stepsOfFlow('teen').slice(0, -1));
    expect(nextStepOf('teen', allButLast)).toBe('identification-method');
    expect(nextStepOf('teen', new Set(stepsOfFlow('teen')))).toBeNull();
    expect(nextStepOf('teen', new Set(ADULT_ORDER as SignUpStep[]))).toBe('representative');
    expect(missingSteps('adult', new Set(ADULT_ORDER.slice(2) as SignUpStep[]))).toEqual(['what-is-your-name', 'access-and-contact-data']);
  });

  it('needs saved first the steps a step is checked against', () => {
    expect(prerequisitesOf('tax-data')).toEqual(['access-and-contact-data', 'personal-data-1']);
    expect(prerequisitesOf('create-security-pin')).toEqual(['access-and-contact-data', 'personal-data-1']);
    expect(prerequisitesOf('pin-confirmation')).toEqual(['create-security-pin']);
    expect(prerequisitesOf('legal-documents-sign')).toEqual(['what-is-your-name']);
    expect(prerequisitesOf('consents')).toEqual([]);
  });

  it('removes, on a save with other data, the steps checked against a field that changed, and those checked against them', () => {
    const saved = new Set(stepsOfFlow('adult'));
    const contact = { documentType: 'DNI', documentNumber: '12345678Z', email: 'a@b.es', mobilePhone: '+34612345678' };
    expect(stepsInvalidatedBy('access-and-contact-data', contact, { ...contact, email: 'c@d.es' }, saved)).toEqual([]);
    expect(stepsInvalidatedBy('access-and-contact-data', contact, { ...contact, documentNumber: '00000000T' }, saved)).toEqual([
      'create-security-pin',
      'pin-confirmation',
    ]);
    expect(
      stepsInvalidatedBy('access-and-contact-data', contact, { ...contact, documentType: 'NIE', documentNumber: 'X1234567L' }, saved),
    ).toEqual(['tax-data', 'create-security-pin', 'pin-confirmation']);
    const name = { name: 'Ana', firstSurname: 'Pi' };
    expect(stepsInvalidatedBy('what-is-your-name', name, { ...name, secondSurname: 'Sol' }, saved)).toEqual(['legal-documents-sign']);
  });

  it('always removes the confirmation of a PIN chosen again, and nothing on a first save', () => {
    const saved = new Set<SignUpStep>(['create-security-pin', 'pin-confirmation']);
    expect(stepsInvalidatedBy('create-security-pin', {}, {}, saved)).toEqual(['pin-confirmation']);
    expect(stepsInvalidatedBy('create-security-pin', undefined, {}, saved)).toEqual([]);
    expect(stepsInvalidatedBy('what-is-your-name', { name: 'Ana' }, { name: 'Eva' }, new Set())).toEqual([]);
  });
});
