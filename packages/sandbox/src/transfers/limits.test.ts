import { describe, expect, it } from 'vitest';
import { limitRefusal } from './limits';

describe('the bank’s transfer limits (issue 41 §1)', () => {
  it('lets through 10.000 € in one transfer, and refuses a cent more, naming the limit', () => {
    expect(limitRefusal(1_000_000, 0)).toBeUndefined();
    expect(limitRefusal(1_000_001, 0)).toBe('El importe supera el límite por transferencia, de 10.000,00\u00a0€.');
  });

  it('lets through 20.000 € a day, and refuses what would pass it, naming the limit and what is left', () => {
    expect(limitRefusal(500_000, 1_500_000)).toBeUndefined();
    expect(limitRefusal(500_001, 1_500_000)).toBe(
      'El importe supera el límite diario de transferencias, de 20.000,00\u00a0€: hoy te quedan 5.000,00\u00a0€.',
    );
  });
});
