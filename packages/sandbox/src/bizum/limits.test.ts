import { describe, expect, it } from 'vitest';
import { amountRefusal, leftOf, limitRefusal } from './limits';

const nothingSent = { todayCents: 0, thisMonthCents: 0 };

describe('Bizum’s limits (issue 41 §2): 0,50 € to 1.000 € an operation, 2.000 € a day, 5.000 € a month', () => {
  it('allows from 0,50 € to 1.000 € in one operation, and names the bound it breaks', () => {
    expect(amountRefusal(49)).toBe('El importe mínimo de un Bizum es de 0,50\u00a0€.');
    expect(amountRefusal(50)).toBeUndefined();
    expect(amountRefusal(100_000)).toBeUndefined();
    expect(amountRefusal(100_001)).toBe('El importe supera el límite por operación de Bizum, de 1.000,00\u00a0€.');
  });

  it('allows up to 2.000 € sent in a day, and says what is left of it', () => {
    expect(limitRefusal(50_000, { todayCents: 150_000, thisMonthCents: 150_000 })).toBeUndefined();
    expect(limitRefusal(50_001, { todayCents: 150_000, thisMonthCents: 150_000 })).toBe(
      'El importe supera el límite diario de Bizum, de 2.000,00\u00a0€: hoy te quedan 500,00\u00a0€.',
    );
  });

  it('allows up to 5.000 € sent in a calendar month, and says what is left of it', () => {
    expect(limitRefusal(100_000, { todayCents: 0, thisMonthCents: 400_000 })).toBeUndefined();
    expect(limitRefusal(100_001, { todayCents: 0, thisMonthCents: 400_000 })).toBe(
      'El importe supera el límite por operación de Bizum, de 1.000,00\u00a0€.',
    );
    expect(limitRefusal(60_000, { todayCents: 0, thisMonthCents: 450_000 })).toBe(
      'El importe supera el límite mensual de Bizum, de 5.000,00\u00a0€: este mes te quedan 500,00\u00a0€.',
    );
  });

  it('checks the amount’s bounds before the day’s and the month’s', () => {
    expect(limitRefusal(10, { todayCents: 200_000, thisMonthCents: 500_000 })).toBe('El importe mínimo de un Bizum es de 0,50\u00a0€.');
    expect(limitRefusal(100, nothingSent)).toBeUndefined();
  });

  it('never says less than nothing is left', () => {
    expect(leftOf({ todayCents: 250_000, thisMonthCents: 600_000 })).toEqual({ todayCents: 0, thisMonthCents: 0 });
    expect(leftOf(nothingSent)).toEqual({ todayCents: 200_000, thisMonthCents: 500_000 });
  });
});
