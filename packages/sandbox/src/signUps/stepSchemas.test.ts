import { describe, expect, it } from 'vitest';
import { isPinNotEntered, newApplicationSchema, STEP_SCHEMAS } from './stepSchemas';
import type { SignUpStep } from './steps';

function parse(step: SignUpStep, body: unknown) {
  return STEP_SCHEMAS[step].safeParse(body);
}

/** What a step's schema made of a body, as plain fields; undefined when it refused it. */
function dataOf(step: SignUpStep, body: unknown): Record<string, unknown> | undefined {
  const result = parse(step, body);
  return result.success ? result.data : undefined;
}

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.message);

const CONTACT = { documentType: 'DNI', documentNumber: '00000000T', email: 'ana@example.com', mobilePhone: '612345678' };
const ADDRESS = { streetType: 'calle', streetName: 'Mayor', number: '1', postalCode: '28013', city: 'Madrid' };

describe('the body of each sign-up step (sandbox-api.md, Sign-up)', () => {
  it('takes names of letters of any script, spaces, hyphens and apostrophes, trimmed', () => {
    for (const name of ['Zoë', 'Nguyễn', 'O’Connor', "D'Angelo", 'Müller-Lüdenscheidt', '张伟', 'María José', 'Jose\u0301']) {
      expect(parse('what-is-your-name', { name, firstSurname: 'García' }).success, name).toBe(true);
    }
    expect(dataOf('what-is-your-name', { name: '  Ana  ', firstSurname: 'Pi' })).toEqual({ name: 'Ana', firstSurname: 'Pi' });
  });

  it('refuses names with digits or symbols, without a letter, empty once trimmed, or over 40 characters', () => {
    for (const name of ['4ndrés', '<script>', 'Ana_', '-', '   ', '', 'a'.repeat(41)]) {
      expect(parse('what-is-your-name', { name, firstSurname: 'García' }).success, name).toBe(false);
    }
    expect(parse('what-is-your-name', { name: 'a'.repeat(40), firstSurname: 'García' }).success).toBe(true);
  });

  it('refuses unknown fields, naming them in Spanish', () => {
    const result = parse('what-is-your-name', { name: 'Ana', firstSurname: 'Pi', nickname: 'A' });
    expect(messagesOf(result)).toEqual(['Campos desconocidos: nickname.']);
  });

  it('upper-cases the document and checks its shape against its type (the letter is a rule apart)', () => {
    expect(dataOf('access-and-contact-data', { ...CONTACT, documentNumber: ' 12345678z ' })?.documentNumber).toBe('12345678Z');
    expect(parse('access-and-contact-data', { ...CONTACT, documentType: 'NIE', documentNumber: 'x1234567l' }).success).toBe(true);
    for (const [documentType, documentNumber] of [
      ['DNI', 'X1234567L'],
      ['NIE', '12345678Z'],
      ['DNI', '1234567Z'],
      ['NIE', 'W1234567L'],
      ['PASSPORT', '12345678Z'],
    ]) {
      expect(parse('access-and-contact-data', { ...CONTACT, documentType, documentNumber }).success, documentNumber).toBe(false);
    }
    // A wrong letter has the right shape: the schema takes it, the rules refuse it.
    expect(parse('access-and-contact-data', { ...CONTACT, documentNumber: '12345678A' }).success).toBe(true);
  });

  it('takes a Spanish mobile (+34 if at all, then 9 digits starting with 6 or 7) and keeps it as +34 and nine digits', () => {
    expect(dataOf('access-and-contact-data', CONTACT)?.mobilePhone).toBe('+34612345678');
    expect(dataOf('access-and-contact-data', { ...CONTACT, mobilePhone: '+34712345678' })?.mobilePhone).toBe('+34712345678');
    for (const mobilePhone of ['812345678', '912345678', '+33612345678', '61234567', '6123456789', '0034612345678', '612 345 678']) {
      expect(parse('access-and-contact-data', { ...CONTACT, mobilePhone }).success, mobilePhone).toBe(false);
    }
  });

  it('takes an e-mail address and refuses text that is none', () => {
    for (const email of ['ana', 'ana@', '@example.com', 'ana @example.com']) {
      expect(parse('access-and-contact-data', { ...CONTACT, email }).success, email).toBe(false);
    }
  });

  it('takes a real DD/MM/YYYY birth date only: 29/02 in leap years, no 31/04, from 1900 on', () => {
    const personal = { nationality: 'es', gender: 'F' };
    expect(dataOf('personal-data-1', { ...personal, birthDate: '29/02/2024' })).toEqual({
      ...personal,
      birthDate: '29/02/2024',
      nationality: 'ES',
    });
    for (const birthDate of ['29/02/2023', '31/04/2000', '00/01/2000', '15/13/2000', '1990-03-15', '1/3/1990', '31/12/1899']) {
      expect(parse('personal-data-1', { ...personal, birthDate }).success, birthDate).toBe(false);
    }
  });

  it('takes ISO 3166 alpha-2 countries, upper-cased, and refuses codes that name none (UK, EU)', () => {
    expect(dataOf('personal-data-2', { birthCountry: 'pt', birthPlace: 'Oporto', maritalStatus: 'single' })?.birthCountry).toBe('PT');
    for (const birthCountry of ['UK', 'EU', 'ESP', 'España', '']) {
      expect(parse('personal-data-2', { birthCountry, birthPlace: 'Oporto', maritalStatus: 'single' }).success, birthCountry).toBe(false);
    }
  });

  it('takes postal codes of 5 digits whose first two are 01 to 52', () => {
    for (const postalCode of ['01001', '08001', '28013', '35001', '52001']) {
      expect(parse('address-1', { ...ADDRESS, postalCode }).success, postalCode).toBe(true);
    }
    for (const postalCode of ['00123', '53000', '99999', '2801', '280130', '28O13']) {
      expect(parse('address-1', { ...ADDRESS, postalCode }).success, postalCode).toBe(false);
    }
  });

  it('bounds the address: street name 1 to 80, number 1 to 10, floor 0 to 20, city 1 to 60, no line breaks', () => {
    expect(
      parse('address-1', { ...ADDRESS, streetName: 'a'.repeat(80), number: '1'.repeat(10), floor: '', city: 'c'.repeat(60) }).success,
    ).toBe(true);
    expect(parse('address-1', { ...ADDRESS, streetName: 'a'.repeat(81) }).success).toBe(false);
    expect(parse('address-1', { ...ADDRESS, number: '' }).success).toBe(false);
    expect(parse('address-1', { ...ADDRESS, number: '1'.repeat(11) }).success).toBe(false);
    expect(parse('address-1', { ...ADDRESS, floor: 'f'.repeat(21) }).success).toBe(false);
    expect(parse('address-1', { ...ADDRESS, streetName: 'Mayor\n1' }).success).toBe(false);
    expect(parse('address-1', { ...ADDRESS, streetType: 'ronda' }).success).toBe(false);
  });

  it('wants an employer from an employee, and an occupation from an employee or a self-employed person', () => {
    const income = { monthlyIncome: '1000-2000' };
    expect(parse('employment-data', { ...income, kind: 'employee', occupation: 'Enfermera', employer: 'Hospital' }).success).toBe(true);
    expect(messagesOf(parse('employment-data', { ...income, kind: 'employee', occupation: 'Enfermera' }))).toEqual([
      'Falta employer: quien trabaja por cuenta ajena indica su empresa.',
    ]);
    expect(parse('employment-data', { ...income, kind: 'employee', occupation: ' ', employer: 'Hospital' }).success).toBe(false);
    expect(parse('employment-data', { ...income, kind: 'self-employed' }).success).toBe(false);
    expect(parse('employment-data', { ...income, kind: 'self-employed', occupation: 'Fontanero' }).success).toBe(true);
    for (const kind of ['unemployed', 'student', 'retired']) expect(parse('employment-data', { ...income, kind }).success, kind).toBe(true);
  });

  it('takes 1 to 5 different tax residences', () => {
    expect(parse('tax-data', { taxResidences: ['ES', 'FR', 'PT', 'IT', 'DE'] }).success).toBe(true);
    expect(parse('tax-data', { taxResidences: [] }).success).toBe(false);
    expect(parse('tax-data', { taxResidences: ['ES', 'FR', 'PT', 'IT', 'DE', 'NL'] }).success).toBe(false);
    expect(parse('tax-data', { taxResidences: ['ES', 'es'] }).success).toBe(false);
    expect(parse('tax-data', { taxResidences: 'ES' }).success).toBe(false);
  });

  it('takes a PIN of exactly 6 digits, as text', () => {
    expect(parse('create-security-pin', { pin: '135792' }).success).toBe(true);
    for (const pin of ['13579', '1357924', '13579a', 135792, ' 135792'])
      expect(parse('create-security-pin', { pin }).success, String(pin)).toBe(false);
  });

  it('tells a PIN not entered ({}, an empty or null pin) from a wrong one', () => {
    for (const body of [{}, { pin: '' }, { pin: null }])
      expect(isPinNotEntered('create-security-pin', body), JSON.stringify(body)).toBe(true);
    expect(isPinNotEntered('pin-confirmation', {})).toBe(true);
    for (const body of [{ pin: '12' }, { pin: 0 }, { other: 1 }, null, [], 'x']) {
      expect(isPinNotEntered('create-security-pin', body), JSON.stringify(body)).toBe(false);
    }
    expect(isPinNotEntered('consents', {})).toBe(false);
  });

  it('wants consent to the terms and data protection as literally true', () => {
    expect(parse('consents', { terms: true, dataProtection: true, marketing: false }).success).toBe(true);
    for (const terms of [false, 'true', 1]) {
      expect(parse('consents', { terms, dataProtection: true, marketing: false }).success, String(terms)).toBe(false);
    }
    expect(parse('consents', { terms: true, dataProtection: false, marketing: true }).success).toBe(false);
    expect(parse('consents', { terms: true, dataProtection: true }).success).toBe(false);
  });

  it('opens an application for one of three products in one of two flows', () => {
    expect(newApplicationSchema.safeParse({ product: 'orange', flow: 'teen' }).success).toBe(true);
    expect(newApplicationSchema.safeParse({ product: 'mortgage', flow: 'adult' }).success).toBe(false);
    expect(newApplicationSchema.safeParse({ product: 'current', flow: 'senior' }).success).toBe(false);
    expect(newApplicationSchema.safeParse({ product: 'current', flow: 'adult', extra: 1 }).success).toBe(false);
  });
});
