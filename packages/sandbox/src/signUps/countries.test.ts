import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, SPAIN } from './countries';

describe('ISO 3166-1 alpha-2 country codes', () => {
  it('holds the 249 officially assigned codes, each a country or territory ICU has a name for', () => {
    expect(COUNTRY_CODES.size).toBe(249);
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const code of COUNTRY_CODES) expect(names.of(code), code).not.toBe(code);
  });

  it('has Spain, ES, and no reserved or user-assigned code: UK, EU, XK, ZZ', () => {
    expect(SPAIN).toBe('ES');
    expect(COUNTRY_CODES.has('ES')).toBe(true);
    for (const code of ['UK', 'EU', 'XK', 'ZZ', 'es']) expect(COUNTRY_CODES.has(code), code).toBe(false);
  });
});
