import { describe, expect, it } from 'vitest';
import { checkStepRules, TEEN_MAX_AGE_YEARS, TEEN_MIN_AGE_YEARS, type SavedSteps, type StepContext } from './stepRules';
import type { StepInput } from './stepSchemas';

/** 15/01/2026 10:00 in Madrid. */
const NOW_MS = Date.UTC(2026, 0, 15, 9, 0, 0);

const SPANIARD_WITH_DNI: SavedSteps = {
  'what-is-your-name': { name: 'Lucía', firstSurname: 'Martínez', secondSurname: 'García' },
  'access-and-contact-data': { documentType: 'DNI', documentNumber: '73920481S', email: 'l@b.es', mobilePhone: '+34612345678' },
  'personal-data-1': { birthDate: '15/03/1990', nationality: 'ES', gender: 'F' },
};

function check(input: StepInput, context: Partial<StepContext> = {}) {
  const result = checkStepRules(input, { flow: 'adult', steps: SPANIARD_WITH_DNI, nowMs: NOW_MS, ...context });
  return result.ok ? 'ok' : result.refusal.code;
}

const birth = (birthDate: string): StepInput => ({ step: 'personal-data-1', data: { birthDate, nationality: 'ES', gender: 'F' } });
const tax = (...taxResidences: string[]): StepInput => ({ step: 'tax-data', data: { taxResidences } });

describe('the rules of the sign-up steps (sandbox-api.md, Sign-up; features.md §8)', () => {
  it('refuses a DNI or NIE whose control letter is wrong with invalid_document, for the prospect and the representative', () => {
    const contact = { email: 'a@b.es', mobilePhone: '+34612345678' };
    expect(check({ step: 'access-and-contact-data', data: { ...contact, documentType: 'DNI', documentNumber: '12345678Z' } })).toBe('ok');
    expect(check({ step: 'access-and-contact-data', data: { ...contact, documentType: 'DNI', documentNumber: '12345678A' } })).toBe(
      'invalid_document',
    );
    expect(check({ step: 'access-and-contact-data', data: { ...contact, documentType: 'NIE', documentNumber: 'X1234567L' } })).toBe('ok');
    const representative = { documentType: 'NIE', documentNumber: 'X1234567T', relationship: 'mother' } as const;
    expect(check({ step: 'representative', data: representative }, { flow: 'teen' })).toBe('invalid_document');
  });

  it('takes an adult who turns 18 on the sandbox clock’s day, and refuses one who turns 18 the day after as a minor', () => {
    expect(check(birth('15/01/2008'))).toBe('ok');
    expect(check(birth('16/01/2008'))).toBe('minor');
    expect(check(birth('15/01/1926'))).toBe('ok');
  });

  it('counts the birthday from its own midnight in Madrid', () => {
    const justAfterMidnightInMadrid = Date.UTC(2026, 0, 14, 23, 30);
    const justBeforeMidnightInMadrid = Date.UTC(2026, 0, 14, 22, 30);
    expect(check(birth('15/01/2008'), { nowMs: justAfterMidnightInMadrid })).toBe('ok');
    expect(check(birth('15/01/2008'), { nowMs: justBeforeMidnightInMadrid })).toBe('minor');
  });

  it('takes teens of 12 to 17 on the sandbox clock’s day, and refuses 11 and 18 with not_a_teen', () => {
    expect([TEEN_MIN_AGE_YEARS, TEEN_MAX_AGE_YEARS]).toEqual([12, 17]);
    const teen = { flow: 'teen' } as const;
    expect(check(birth('15/01/2014'), teen)).toBe('ok');
    expect(check(birth('16/01/2014'), teen)).toBe('not_a_teen');
    expect(check(birth('16/01/2008'), teen)).toBe('ok');
    expect(check(birth('15/01/2008'), teen)).toBe('not_a_teen');
    expect(check(birth('15/03/1990'), teen)).toBe('not_a_teen');
  });

  it('refuses a birth date after the sandbox clock’s day as invalid', () => {
    expect(check(birth('16/01/2026'))).toBe('invalid_request');
    expect(check(birth('15/01/2026'), { flow: 'teen' })).toBe('not_a_teen');
  });

  it('takes a residence in Spain only', () => {
    expect(check({ step: 'address-2', data: { province: 'Madrid', residenceCountry: 'ES' } })).toBe('ok');
    expect(check({ step: 'address-2', data: { province: 'Lisboa', residenceCountry: 'PT' } })).toBe('residence_outside_spain');
  });

  it('takes Spain as the one tax residence: more than one, or another, is refused, in that order', () => {
    expect(check(tax('ES'))).toBe('ok');
    expect(check(tax('ES', 'FR'))).toBe('more_than_one_tax_residence');
    expect(check(tax('FR', 'ES'))).toBe('more_than_one_tax_residence');
    expect(check(tax('FR'))).toBe('tax_residence_outside_spain');
  });

  it('refuses a DNI holder who is not Spanish and an NIE holder who is (tax ID with non-Spanish nationality)', () => {
    const steps = (documentType: 'DNI' | 'NIE', nationality: string): SavedSteps => ({
      ...SPANIARD_WITH_DNI,
      'access-and-contact-data': { documentType, documentNumber: 'X1234567L', email: 'a@b.es', mobilePhone: '+34612345678' },
      'personal-data-1': { birthDate: '15/03/1990', nationality, gender: 'M' },
    });
    expect(check(tax('ES'), { steps: steps('DNI', 'FR') })).toBe('tax_id_nationality_mismatch');
    expect(check(tax('ES'), { steps: steps('NIE', 'ES') })).toBe('tax_id_nationality_mismatch');
    expect(check(tax('ES'), { steps: steps('NIE', 'FR') })).toBe('ok');
  });

  it('data collection (features.md §8.18): refuses a first surname the tax census does not give the document’s holder, with surname_tax_id_mismatch, whichever of the two is saved second', () => {
    const contact = { email: 'a@b.es', mobilePhone: '+34612345678' };
    const ortegasDni: StepInput = {
      step: 'access-and-contact-data',
      data: { ...contact, documentType: 'DNI', documentNumber: '11111111H' },
    };
    // Lucía Martínez gives the DNI the census holds for an Ortega.
    expect(check(ortegasDni)).toBe('surname_tax_id_mismatch');
    expect(check(ortegasDni, { steps: { 'what-is-your-name': { name: 'Ana', firstSurname: 'ORTEGA' } } })).toBe('ok');
    expect(check(ortegasDni, { steps: { 'what-is-your-name': { name: 'Ana', firstSurname: 'Órtega' } } })).toBe('ok');
    expect(check(ortegasDni, { steps: {} })).toBe('ok');
    const savedWithOrtegasDni: SavedSteps = { 'access-and-contact-data': { ...contact, documentType: 'DNI', documentNumber: '11111111H' } };
    expect(check({ step: 'what-is-your-name', data: { name: 'Ana', firstSurname: 'Martínez' } }, { steps: savedWithOrtegasDni })).toBe(
      'surname_tax_id_mismatch',
    );
    // A tax id the census does not hold passes.
    expect(check({ step: 'what-is-your-name', data: { name: 'Ana', firstSurname: 'Martínez' } })).toBe('ok');
  });

  it('step 7 (features.md §8.20): refuses a video selfie with a foreign ID (NIE) and a non-Spanish nationality, with foreign_id_non_spanish_nationality; a transfer is taken', () => {
    const foreigner: SavedSteps = {
      ...SPANIARD_WITH_DNI,
      'access-and-contact-data': { documentType: 'NIE', documentNumber: 'X1234567L', email: 'a@b.es', mobilePhone: '+34612345678' },
      'personal-data-1': { birthDate: '15/03/1990', nationality: 'PT', gender: 'F' },
    };
    expect(check({ step: 'identification-method', data: { method: 'video-selfie' } }, { steps: foreigner })).toBe(
      'foreign_id_non_spanish_nationality',
    );
    expect(check({ step: 'identification-method', data: { method: 'transfer' } }, { steps: foreigner })).toBe('ok');
    expect(check({ step: 'identification-method', data: { method: 'video-selfie' } })).toBe('ok');
  });

  it('refuses a step before the steps it is checked against, with step_out_of_order', () => {
    const onlyName: SavedSteps = { 'what-is-your-name': { name: 'Lucía', firstSurname: 'Martínez', secondSurname: 'García' } };
    expect(check(tax('ES'), { steps: onlyName })).toBe('step_out_of_order');
    expect(check({ step: 'create-security-pin', data: { pin: '135792' } }, { steps: onlyName })).toBe('step_out_of_order');
    expect(check({ step: 'pin-confirmation', data: { pin: '135792' } })).toBe('step_out_of_order');
    expect(check({ step: 'legal-documents-sign', data: { accepted: true, signedName: 'X' } }, { steps: {} })).toBe('step_out_of_order');
    const result = checkStepRules(tax('ES'), { flow: 'adult', steps: onlyName, nowMs: NOW_MS });
    expect(result).toEqual({
      ok: false,
      refusal: { code: 'step_out_of_order', message: 'Antes de tax-data hay que completar: access-and-contact-data, personal-data-1.' },
    });
  });

  it('refuses a weak PIN, read against the saved birth date and document', () => {
    expect(check({ step: 'create-security-pin', data: { pin: '135792' } })).toBe('ok');
    for (const pin of ['444444', '123456', '654321', '150390', '900315', '392048']) {
      expect(check({ step: 'create-security-pin', data: { pin } }), pin).toBe('weak_pin');
    }
  });

  it('takes a signature that is the saved name up to case, accents and spaces, and refuses another', () => {
    const sign = (signedName: string): StepInput => ({ step: 'legal-documents-sign', data: { accepted: true, signedName } });
    for (const signedName of ['Lucía Martínez García', 'lucia  MARTINEZ garcia', ' LUCÍA martínez GARCÍA ']) {
      expect(check(sign(signedName)), signedName).toBe('ok');
    }
    for (const signedName of ['Lucía Martínez', 'Lucía García Martínez', 'Lucia Martinez Garcias']) {
      expect(check(sign(signedName)), signedName).toBe('signature_mismatch');
    }
    const withoutSecondSurname: SavedSteps = { 'what-is-your-name': { name: 'Iñaki', firstSurname: 'Muñoz' } };
    expect(check(sign('inaki munoz'), { steps: withoutSecondSurname })).toBe('ok');
  });
});
