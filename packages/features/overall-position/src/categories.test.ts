import { describe, expect, it } from 'vitest';
import { categoryOf } from './categories';

const out = (concept: string) => categoryOf({ concept, amount: { amount: -10, currency: 'EUR' } });
const into = (concept: string) => categoryOf({ concept, amount: { amount: 10, currency: 'EUR' } });

describe('categoryOf (issue 42 §4: a category icon per movement, from what the bank sends)', () => {
  it('names the bank’s own operations by how their concept starts', () => {
    expect(into('Nómina Grupo Ibérico de Energía SA')).toBe('salary');
    expect(out('Bizum a Ana García')).toBe('bizum');
    expect(into('Bizum de Laura Sanz (paga)')).toBe('bizum');
    expect(out('Traspaso a Cuenta Naranja')).toBe('transfer');
    expect(out('Transferencia a Cuenta Ahorro Openbank')).toBe('transfer');
    expect(out('Retirada en cajero')).toBe('cash');
    expect(out('Pago de la liquidación')).toBe('card');
    expect(out('Cuota préstamo coche Santander Consumer')).toBe('loan');
    expect(out('Cuota hipoteca BBVA')).toBe('loan');
  });

  it('names bills, home, taxes and savings', () => {
    expect(out('Recibo Iberdrola luz')).toBe('bills');
    expect(out('Seguro Mapfre hogar')).toBe('bills');
    expect(out('Alquiler vivienda Inmobiliaria Sol')).toBe('home');
    expect(out('Comunidad de propietarios Castellana 110')).toBe('home');
    expect(out('Modelo 303 IVA AEAT')).toBe('taxes');
    expect(out('IBI 2026, calle de Serrano 41, 3.º B')).toBe('taxes');
    expect(out('Multa de tráfico, estacionamiento indebido')).toBe('taxes');
    expect(into('Intereses Cuenta Naranja')).toBe('savings');
    expect(out('Aportación plan de pensiones Mapfre')).toBe('savings');
  });

  it('names card payments by the merchant’s trade, accents and case aside', () => {
    expect(out('Compra Mercadona')).toBe('food');
    expect(out('RESTAURANTE ZALACAÍN')).toBe('food');
    expect(out('Día')).toBe('food');
    expect(out('Renfe Viajeros')).toBe('travel');
    expect(out('Netflix')).toBe('leisure');
    expect(out('El Corte Inglés')).toBe('shopping');
    expect(out('Compra en MediaMarkt')).toBe('shopping');
  });

  it('money in with no other name is income; anything else is other', () => {
    expect(into('Devolución Librería Central')).toBe('income');
    expect(out('Colegio Montessori Madrid')).toBe('other');
    // A salary is money in: a payroll the customer pays out is not their salary.
    expect(out('Nómina Lucía Martínez García')).toBe('other');
  });
});
