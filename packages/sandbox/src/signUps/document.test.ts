import { describe, expect, it } from 'vitest';
import { documentControlLetter, hasRightControlLetter } from './document';

describe('DNI and NIE control letters', () => {
  it("is 'TRWAGMYFPDXBNJZSQVHLCKE' at the DNI's number modulo 23: 12345678Z, 00000000T, 00000022E", () => {
    expect(documentControlLetter('DNI', '12345678Z')).toBe('Z');
    expect(documentControlLetter('DNI', '00000000T')).toBe('T');
    expect(documentControlLetter('DNI', '00000022E')).toBe('E');
    expect(documentControlLetter('DNI', '00000023T')).toBe('T');
  });

  it('reads an NIE’s X, Y and Z as 0, 1 and 2: X1234567L, Y1234567X, Z1234567R', () => {
    expect(documentControlLetter('NIE', 'X1234567L')).toBe('L');
    expect(documentControlLetter('NIE', 'Y1234567X')).toBe('X');
    expect(documentControlLetter('NIE', 'Z1234567R')).toBe('R');
  });

  it('takes a document ending with its letter and refuses one ending with another', () => {
    for (const dni of ['12345678Z', '87654321X', '11223344B']) expect(hasRightControlLetter('DNI', dni), dni).toBe(true);
    for (const nie of ['X1234567L', 'Y1234567X', 'Z1234567R']) expect(hasRightControlLetter('NIE', nie), nie).toBe(true);
    expect(hasRightControlLetter('DNI', '12345678A')).toBe(false);
    expect(hasRightControlLetter('NIE', 'X1234567T')).toBe(false);
  });

  it('has no letter for a document of the other type’s shape, or of none', () => {
    expect(documentControlLetter('DNI', 'X1234567L')).toBeUndefined();
    expect(documentControlLetter('NIE', '12345678Z')).toBeUndefined();
    expect(documentControlLetter('DNI', '1234567Z')).toBeUndefined();
    expect(hasRightControlLetter('NIE', 'W1234567L')).toBe(false);
  });
});
