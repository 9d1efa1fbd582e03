import { describe, expect, it } from 'vitest';
import {
  birthDateError,
  controlLetterOf,
  documentError,
  formatDateInput,
  identificationMethodError,
  isEmail,
  isPostalCode,
  isSpanishMobile,
  isWeakPin,
  nameError,
  pinError,
  residenceError,
  signatureError,
  taxResidencesError,
} from './validation';

const today = new Date(2026, 5, 15); // 15 June 2026

describe('DNI and NIE (the control letter is TRWAGMYFPDXBNJZSQVHLCKE[number mod 23])', () => {
  it('accepts a DNI whose letter is its number’s: 12345678Z', () => {
    expect(controlLetterOf('DNI', '12345678Z')).toBe('Z');
    expect(documentError('DNI', '12345678Z')).toBeUndefined();
  });

  it('refuses a DNI with another letter as invalid_document: 12345678A', () => {
    expect(documentError('DNI', '12345678A')).toBe('invalid_document');
  });

  it('reads an NIE’s X, Y and Z as 0, 1 and 2: X1234567L, Y1234567X, Z1234567R', () => {
    expect(documentError('NIE', 'X1234567L')).toBeUndefined();
    expect(documentError('NIE', 'Y1234567X')).toBeUndefined();
    expect(documentError('NIE', 'Z1234567R')).toBeUndefined();
    expect(documentError('NIE', 'X1234567A')).toBe('invalid_document');
  });

  it('upper-cases and drops spaces, dots and hyphens as people type them', () => {
    expect(documentError('DNI', ' 12.345.678-z ')).toBeUndefined();
  });

  it('tells a wrong shape for the type apart from a wrong letter', () => {
    expect(documentError('DNI', 'X1234567L')).toBe('invalid_document_shape');
    expect(documentError('NIE', '12345678Z')).toBe('invalid_document_shape');
    expect(documentError('DNI', '1234567Z')).toBe('invalid_document_shape');
    expect(documentError('DNI', '')).toBe('required');
  });
});

describe('ages (adults from 18; the teen flow 12 to 17)', () => {
  it('takes an adult from their 18th birthday on, not the day before (minor)', () => {
    expect(birthDateError('15/06/2008', 'adult', today)).toBeUndefined();
    expect(birthDateError('16/06/2008', 'adult', today)).toBe('minor');
  });

  it('takes a teen from 12 to 17 and nobody else (not_a_teen)', () => {
    expect(birthDateError('15/06/2014', 'teen', today)).toBeUndefined();
    expect(birthDateError('16/06/2014', 'teen', today)).toBe('not_a_teen');
    expect(birthDateError('16/06/2008', 'teen', today)).toBeUndefined();
    expect(birthDateError('15/06/2008', 'teen', today)).toBe('not_a_teen');
  });

  it('wants a real calendar day from 1900 on, before today', () => {
    expect(birthDateError('31/04/1990', 'adult', today)).toBe('invalid_date');
    expect(birthDateError('29/02/2001', 'adult', today)).toBe('invalid_date');
    expect(birthDateError('29/02/2000', 'adult', today)).toBeUndefined();
    expect(birthDateError('01/01/1899', 'adult', today)).toBe('invalid_date');
    expect(birthDateError('1/1/1990', 'adult', today)).toBe('invalid_date');
    expect(birthDateError('16/06/2026', 'adult', today)).toBe('future_date');
    expect(birthDateError('', 'adult', today)).toBe('required');
  });

  it('puts the slashes in as the date is typed', () => {
    expect(formatDateInput('15031985')).toBe('15/03/1985');
    expect(formatDateInput('1503')).toBe('15/03');
    expect(formatDateInput('15/03/19851')).toBe('15/03/1985');
  });
});

describe('the security PIN (6 digits, not weak)', () => {
  const context = { birthDate: '15/03/1985', documentNumber: '12345678Z' };

  it('says an empty PIN is pin_not_entered, as the API does', () => {
    expect(pinError('')).toBe('pin_not_entered');
  });

  it('wants exactly six digits', () => {
    expect(pinError('12345')).toBe('pin_format');
    expect(pinError('1234567')).toBe('pin_format');
    expect(pinError('12a456')).toBe('pin_format');
    expect(pinError('482915', context)).toBeUndefined();
  });

  it('calls weak one digit six times and runs up or down, wrapping past 9', () => {
    expect(isWeakPin('777777', context)).toBe(true);
    expect(isWeakPin('123456', context)).toBe(true);
    expect(isWeakPin('890123', context)).toBe(true);
    expect(isWeakPin('654321', context)).toBe(true);
    expect(pinError('210987', context)).toBe('weak_pin');
  });

  it('calls weak the birth date as DDMMYY or YYMMDD, and six digits of the document', () => {
    expect(isWeakPin('150385', context)).toBe(true);
    expect(isWeakPin('850315', context)).toBe(true);
    expect(isWeakPin('345678', context)).toBe(true);
    expect(isWeakPin('482915', context)).toBe(false);
  });
});

describe('postal codes, mobiles, emails and names', () => {
  it('takes a postal code of five digits starting with a province code, 01 to 52', () => {
    expect(isPostalCode('28013')).toBe(true);
    expect(isPostalCode('01001')).toBe(true);
    expect(isPostalCode('52001')).toBe(true);
    expect(isPostalCode('00123')).toBe(false);
    expect(isPostalCode('53001')).toBe(false);
    expect(isPostalCode('2801')).toBe(false);
  });

  it('takes a Spanish mobile: +34 if at all, then nine digits starting with 6 or 7', () => {
    expect(isSpanishMobile('612345678')).toBe(true);
    expect(isSpanishMobile('+34 712 345 678')).toBe(true);
    expect(isSpanishMobile('912345678')).toBe(false);
    expect(isSpanishMobile('61234567')).toBe(false);
    expect(isSpanishMobile('+33612345678')).toBe(false);
  });

  it('takes an email with a domain', () => {
    expect(isEmail('lucia@example.es')).toBe(true);
    expect(isEmail('lucia@example')).toBe(false);
    expect(isEmail('lucia example.es')).toBe(false);
  });

  it('takes names of letters of any script, spaces, hyphens and apostrophes', () => {
    expect(nameError('María José')).toBeUndefined();
    expect(nameError('O’Neill-Núñez')).toBeUndefined();
    expect(nameError('R2D2')).toBe('invalid_name');
    expect(nameError(' ')).toBe('required');
    expect(nameError('', false)).toBeUndefined();
  });
});

describe('the bank’s residence and tax rules', () => {
  it('takes Spain as the only residence (residence_outside_spain)', () => {
    expect(residenceError('ES')).toBeUndefined();
    expect(residenceError('FR')).toBe('residence_outside_spain');
  });

  it('wants Spain as the one tax residence', () => {
    expect(taxResidencesError(['ES'], { documentType: 'DNI', nationality: 'ES' })).toBeUndefined();
    expect(taxResidencesError(['ES', 'FR'], {})).toBe('more_than_one_tax_residence');
    expect(taxResidencesError(['FR'], {})).toBe('tax_residence_outside_spain');
    expect(taxResidencesError(['ES', 'ES'], {})).toBe('duplicate_country');
  });

  it('wants a DNI for Spaniards and an NIE for foreigners (tax_id_nationality_mismatch)', () => {
    expect(taxResidencesError(['ES'], { documentType: 'DNI', nationality: 'PT' })).toBe('tax_id_nationality_mismatch');
    expect(taxResidencesError(['ES'], { documentType: 'NIE', nationality: 'ES' })).toBe('tax_id_nationality_mismatch');
    expect(taxResidencesError(['ES'], { documentType: 'NIE', nationality: 'PT' })).toBeUndefined();
  });
});

describe('the signature (the saved name, case, accents and spaces aside)', () => {
  const saved = { name: 'Lucía', firstSurname: 'Martínez', secondSurname: 'López' };

  it('matches the name and surnames however they are capitalised or accented', () => {
    expect(signatureError('lucia  MARTINEZ lópez', saved)).toBeUndefined();
  });

  it('refuses another name as signature_mismatch', () => {
    expect(signatureError('Lucía Martínez', saved)).toBe('signature_mismatch');
    expect(signatureError('', saved)).toBe('required');
  });
});

describe('the identification method (features.md §8.20, step 7)', () => {
  it('refuses a video selfie with a foreign ID (NIE) and a non-Spanish nationality: foreign_id_non_spanish_nationality', () => {
    expect(identificationMethodError('video-selfie', { documentType: 'NIE', nationality: 'PT' })).toBe(
      'foreign_id_non_spanish_nationality',
    );
    expect(identificationMethodError('transfer', { documentType: 'NIE', nationality: 'PT' })).toBeUndefined();
    expect(identificationMethodError('video-selfie', { documentType: 'DNI', nationality: 'ES' })).toBeUndefined();
    expect(identificationMethodError('', { documentType: 'NIE', nationality: 'PT' })).toBe('required');
  });
});
