import { describe, expect, it } from 'vitest';
import { findUnstorableText, unstorableTextMessage } from './storableText';

describe('text the database can store', () => {
  it('passes ordinary text, accents and characters beyond the BMP (a well-formed surrogate pair)', () => {
    expect(findUnstorableText({ name: 'Lucía Martínez', note: 'pago 💶 ok', list: ['ñ', 1, null, true] })).toBeUndefined();
  });

  it('finds NUL and lone surrogates in values, naming the field and the code point', () => {
    expect(findUnstorableText({ a: { b: ['ok', 'x\u0000'] } })).toEqual({ path: 'a.b[1]', inKey: false, codePoint: 'U+0000' });
    expect(findUnstorableText({ high: '\uD800x' })).toEqual({ path: 'high', inKey: false, codePoint: 'U+D800' });
    expect(findUnstorableText({ low: 'x\uDFFF' })).toEqual({ path: 'low', inKey: false, codePoint: 'U+DFFF' });
    expect(findUnstorableText('\uDC00\uD800')).toEqual({ path: '', inKey: false, codePoint: 'U+DC00' });
  });

  it('finds them in field names too: jsonb stores the names', () => {
    expect(findUnstorableText({ a: { 'k\u0000': 1 } })).toEqual({ path: 'a', inKey: true, codePoint: 'U+0000' });
  });

  it('walks a body nested deeper than the call stack without throwing', () => {
    const deep: unknown = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`);
    expect(findUnstorableText(deep)?.codePoint).toBe('U+0000');
  });

  it('says in Spanish which field holds which character', () => {
    expect(unstorableTextMessage({ path: 'document', inKey: false, codePoint: 'U+0000' })).toBe(
      'El campo document contiene un carácter que no se admite (U+0000): ni el carácter nulo ni sustitutos UTF-16 sueltos.',
    );
  });
});
