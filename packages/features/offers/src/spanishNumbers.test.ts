import { describe, expect, it } from 'vitest';
import { formatOfferEuros, formatOfferNumber, formatOfferPercent, withFourDigitThousandsDot } from './spanishNumbers';

describe('offers in es-ES with the four-digit thousands dot (features.md §9)', () => {
  it('writes four-digit numbers with a thousands dot, which Intl alone leaves out in es-ES', () => {
    expect(new Intl.NumberFormat('es-ES').format(1500)).toBe('1500');
    expect(formatOfferNumber(1500)).toBe('1.500');
    expect(formatOfferNumber(9999)).toBe('9.999');
  });

  it('leaves the numbers Intl groups already, and shorter ones, as they are', () => {
    expect(formatOfferNumber(15_000)).toBe('15.000');
    expect(formatOfferNumber(1_500_000)).toBe('1.500.000');
    expect(formatOfferNumber(999)).toBe('999');
  });

  it('groups a four-digit whole part before its decimals, in euros too', () => {
    expect(formatOfferNumber(1234.5, { minimumFractionDigits: 2 })).toBe('1.234,50');
    expect(formatOfferEuros(1500)).toBe('1.500,00\u00a0€');
    expect(formatOfferEuros(-1500)).toBe('-1.500,00\u00a0€');
    expect(formatOfferEuros(195.66)).toBe('195,66\u00a0€');
    expect(formatOfferEuros(6000, 0)).toBe('6.000\u00a0€');
  });

  it('writes rates in es-ES', () => {
    expect(formatOfferPercent(6.5)).toBe('6,50\u00a0%');
  });

  it('does not touch decimals of four digits nor numbers already grouped', () => {
    expect(withFourDigitThousandsDot('0,1234')).toBe('0,1234');
    expect(withFourDigitThousandsDot('12.345')).toBe('12.345');
    expect(withFourDigitThousandsDot('de 1000 a 2000 €')).toBe('de 1.000 a 2.000 €');
  });
});
