import { describe, expect, it } from 'vitest';
import { formatPhone } from './formatPhone';

describe('formatPhone (issue 42 §4: the manager’s phone read as people write it)', () => {
  it('groups a Spanish number with its prefix in three and twos', () => {
    expect(formatPhone('+34914562380')).toBe('+34 914 56 23 80');
    expect(formatPhone('+34687655678')).toBe('+34 687 65 56 78');
  });

  it('regroups a number already spaced or dashed another way', () => {
    expect(formatPhone('+34 91 456 23 80')).toBe('+34 914 56 23 80');
    expect(formatPhone('91-456-23-80')).toBe('914 56 23 80');
  });

  it('leaves another country’s number and anything that is not nine Spanish digits as it came', () => {
    expect(formatPhone('+442079460000')).toBe('+442079460000');
    expect(formatPhone('+3491456238')).toBe('+3491456238');
    expect(formatPhone('900 BANCO')).toBe('900 BANCO');
  });
});
