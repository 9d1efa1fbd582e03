import { describe, expect, it } from 'vitest';
import { maskedPhone, readSpanishMobile, spacedPhone } from './phone';

describe('a Bizum phone is a Spanish mobile, read as typed (issue 41 §2)', () => {
  it.each([
    ['687 65 56 78', '+34687655678'],
    ['+34 687 655 678', '+34687655678'],
    ['0034-687-65-56-78', '+34687655678'],
    ['(+34) 687.65.56.78', '+34687655678'],
    ['712345678', '+34712345678'],
  ])('reads %s as %s', (typed, phone) => {
    expect(readSpanishMobile(typed)).toEqual({ ok: true, phone });
  });

  it.each([
    ['a landline', '912 34 56 78'],
    ['eight digits', '687 65 56 7'],
    ['ten digits', '687 65 56 789'],
    ['a foreign prefix', '+44 687 65 56 78'],
    ['letters', '687 65 56 7a'],
    ['an empty text', ''],
    ['a text longer than 24 characters', `687655678${' '.repeat(16)}`],
  ])('refuses %s, saying what a Spanish mobile is', (_, typed) => {
    expect(readSpanishMobile(typed)).toEqual({
      ok: false,
      message: 'El teléfono debe ser un móvil español: 9 cifras que empiezan por 6 o 7, con o sin +34 delante.',
    });
  });

  it('writes a mobile spaced as people do, and masked but for its last four digits', () => {
    expect(spacedPhone('+34687655678')).toBe('+34 687 65 56 78');
    expect(maskedPhone('+34644668800')).toBe('+34 ••• •• 88 00');
  });
});
