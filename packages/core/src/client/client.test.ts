import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../http';
import { parseClient, requestClient, tidyName } from './client';

const TODAY = new Date('2026-11-26T12:00:00Z');
const LUCIA = {
  personId: 'P-0001',
  name: '  LUCÍA ',
  firstSurname: 'martínez',
  secondSurname: 'GARCÍA   de la   fuente',
  genderDesc: 'mujer',
  nationality: 'ESPAÑOLA',
  nativeCountry: 'españa',
  selfResFiscal: 'ESPAÑA',
  birthDate: '15/03/1985',
};

describe('the client’s name-like fields (features.md §3)', () => {
  it('are trimmed, collapsed of extra spaces and capitalised word by word', () => {
    expect(tidyName('  LUCÍA ')).toBe('Lucía');
    expect(tidyName('GARCÍA   de la   fuente')).toBe('García De La Fuente');
    expect(tidyName('ñandú  ÁLVAREZ')).toBe('Ñandú Álvarez');
  });

  it('become empty when they are whitespace only', () => {
    expect(tidyName('   \t \n ')).toBe('');
  });

  it('never start or end with a space, never hold two in a row, and every word starts with a capital (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'Á', 'ñ', 'Z', 'é', ' ', '  ', '\t', 'de', 'LA')).map((parts) => parts.join('')),
        (raw) => {
          const tidy = tidyName(raw);
          expect(tidy).toBe(tidy.trim());
          expect(tidy).not.toMatch(/\s\s/);
          expect(tidy).not.toMatch(/[\t\n]/);
          for (const word of tidy.split(' ').filter(Boolean)) {
            expect(word.charAt(0)).toBe(word.charAt(0).toLocaleUpperCase('es-ES'));
            expect(word.slice(1)).toBe(word.slice(1).toLocaleLowerCase('es-ES'));
          }
          // Tidying twice changes nothing more.
          expect(tidyName(tidy)).toBe(tidy);
        },
      ),
    );
  });
});

describe('the client (features.md §3)', () => {
  it('tidies every name-like field, splits the birth date by "/", and derives the age and nameUri', () => {
    expect(parseClient(LUCIA, TODAY)).toEqual({
      personId: 'P-0001',
      name: 'Lucía',
      firstSurname: 'Martínez',
      secondSurname: 'García De La Fuente',
      genderDesc: 'Mujer',
      nationality: 'Española',
      nativeCountry: 'España',
      selfResFiscal: 'España',
      birthDate: { day: '15', month: '03', year: '1985' },
      age: 41,
      nameUri: 'lucia-martinez-garcia-de-la-fuente',
    });
  });

  it.each([
    ['the day before the birthday', '2026-06-19T12:00:00Z', 15],
    ['on the birthday', '2026-06-20T12:00:00Z', 16],
  ])('counts whole years: %s', (_when, today, age) => {
    expect(parseClient({ ...LUCIA, birthDate: '20/06/2010' }, new Date(today))?.age).toBe(age);
  });

  it.each(['1985-03-15', '15/03', '15/3/1985', '', 'ayer'])('has no birth date, nor age, for %j', (birthDate) => {
    expect(parseClient({ ...LUCIA, birthDate }, TODAY)).toMatchObject({ birthDate: null, age: null });
  });

  it('is no client without a personId', () => {
    expect(parseClient({ name: 'Lucía' }, TODAY)).toBeNull();
  });
});

describe('the client call (features.md §7, §8)', () => {
  const http = (get: () => Promise<unknown>) => ({ get: vi.fn(get) }) as unknown as HttpClient;

  it('asks GET /genoma_api/rest/client', async () => {
    const get = vi.fn(() => Promise.resolve(LUCIA));
    await expect(requestClient({ get } as unknown as HttpClient, TODAY)).resolves.toMatchObject({ name: 'Lucía' });
    expect(get).toHaveBeenCalledWith('/genoma_api/rest/client');
  });

  it.each([
    ['fails', () => Promise.reject(new Error('503'))],
    ['answers no client', () => Promise.resolve({ unexpected: true })],
  ])('gives an empty client when the call %s: tolerated', async (_what, get) => {
    const onFailure = vi.fn();
    const client = await requestClient(http(get), TODAY, onFailure);
    expect(client).toEqual({
      personId: '',
      name: '',
      firstSurname: '',
      secondSurname: '',
      genderDesc: '',
      nationality: '',
      nativeCountry: '',
      selfResFiscal: '',
      birthDate: null,
      age: null,
      nameUri: '',
    });
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
