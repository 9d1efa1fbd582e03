import { describe, expect, it } from 'vitest';
import { isIncompleteMobile, readSpanishMobile, spacedPhone } from './phone';

describe('a Spanish mobile as the customer types it', () => {
  it.each([
    ['687 65 56 78', '+34687655678'],
    ['+34 687655678', '+34687655678'],
    ['0034-687-65-56-78', '+34687655678'],
    ['712 345 678', '+34712345678'],
  ])('reads %s as %s', (typed, phone) => {
    expect(readSpanishMobile(typed)).toBe(phone);
  });

  it.each(['912 34 56 78', '687 65 56 7', '687 65 56 789', '+44 687 65 56 78', 'seis'])('refuses %s', (typed) => {
    expect(readSpanishMobile(typed)).toBeNull();
  });

  it('tells a number still being typed from a wrong one, so that the form does not complain too early', () => {
    expect(isIncompleteMobile('+34 687')).toBe(true);
    expect(isIncompleteMobile('6')).toBe(true);
    expect(isIncompleteMobile('91')).toBe(false);
    expect(isIncompleteMobile('687 65 56 789')).toBe(false);
  });

  it('writes it spaced, as people write a mobile', () => {
    expect(spacedPhone('+34687655678')).toBe('+34 687 65 56 78');
  });
});
