import { describe, expect, it } from 'vitest';
import { formatBirthDateInput } from './birthDateInput';

describe('birth date as typed (issue 14: a numeric keypad has no "/")', () => {
  it('puts the separators in as digits are typed', () => {
    expect(['1', '15', '150', '1503', '15031', '15031985'].map(formatBirthDateInput)).toEqual([
      '1',
      '15',
      '15/0',
      '15/03',
      '15/03/1',
      '15/03/1985',
    ]);
  });

  it('keeps digits only, at most eight, whatever is typed or pasted', () => {
    expect(formatBirthDateInput('15/03/1985')).toBe('15/03/1985');
    expect(formatBirthDateInput('15-03-1985')).toBe('15/03/1985');
    expect(formatBirthDateInput(' 15.03.19851 ')).toBe('15/03/1985');
    expect(formatBirthDateInput('ab')).toBe('');
  });

  it('lets a deletion go past a separator: "15/" is never produced', () => {
    expect(formatBirthDateInput('15/')).toBe('15');
    expect(formatBirthDateInput('15/03/')).toBe('15/03');
  });
});
