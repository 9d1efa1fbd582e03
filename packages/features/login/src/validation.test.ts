import { describe, expect, it } from 'vitest';
import { birthDateError, isValidBirthDate, isValidDocument, normaliseDocument, validateLogin } from './validation';

const today = new Date('2026-11-22T00:00:00Z');

describe('login validation', () => {
  it('accepts a DNI with the right control letter', () => {
    expect(isValidDocument('12345678Z')).toBe(true);
    expect(isValidDocument('12345678A')).toBe(false);
  });

  it('accepts a NIE with the right control letter', () => {
    expect(isValidDocument('X1234567L')).toBe(true);
    expect(isValidDocument('X1234567A')).toBe(false);
  });

  it('normalises spaces, hyphens and case the Spanish way', () => {
    expect(normaliseDocument(' 12345678-z ')).toBe('12345678Z');
  });

  it('accepts only real past dates as DD/MM/YYYY', () => {
    expect(isValidBirthDate('15/03/1985', today)).toBe(true);
    expect(isValidBirthDate('31/02/1985', today)).toBe(false);
    expect(isValidBirthDate('1985-03-15', today)).toBe(false);
    expect(isValidBirthDate('01/01/2030', today)).toBe(false);
  });

  it('says what is wrong with a birth date: incomplete, no such month, no such day, before 1900, not yet past (issue 14)', () => {
    expect(birthDateError('15/03', today)).toBe('errorBirthDate');
    expect(birthDateError('15/13/1985', today)).toBe('errorBirthDateMonth');
    expect(birthDateError('15/00/1985', today)).toBe('errorBirthDateMonth');
    expect(birthDateError('31/02/1985', today)).toBe('errorBirthDateDay');
    expect(birthDateError('29/02/1985', today)).toBe('errorBirthDateDay');
    expect(birthDateError('00/03/1985', today)).toBe('errorBirthDateDay');
    expect(birthDateError('15/03/1899', today)).toBe('errorBirthDateYear');
    expect(birthDateError('22/11/2026', today)).toBe('errorBirthDateFuture');
    expect(birthDateError('29/02/1984', today)).toBeUndefined();
  });

  it('needs a 6-digit PIN and reports every field at once', () => {
    expect(validateLogin({ document: 'x', birthDate: 'y', pin: '12' }, today)).toEqual({
      document: 'errorDocument',
      birthDate: 'errorBirthDate',
      pin: 'errorPin',
    });
    expect(validateLogin({ document: '12345678Z', birthDate: '15/03/1985', pin: '123456' }, today)).toEqual({});
  });

  it('says an empty document is required, and one of only spaces too, apart from an invalid one (issue 42 §1)', () => {
    const fields = { birthDate: '15/03/1985', pin: '123456' };
    expect(validateLogin({ ...fields, document: '' }, today)).toEqual({ document: 'errorDocumentRequired' });
    expect(validateLogin({ ...fields, document: '  ' }, today)).toEqual({ document: 'errorDocumentRequired' });
    expect(validateLogin({ ...fields, document: '12345678A' }, today)).toEqual({ document: 'errorDocument' });
  });
});
