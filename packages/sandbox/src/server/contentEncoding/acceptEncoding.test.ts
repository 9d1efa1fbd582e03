import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { negotiateContentEncoding, parseAcceptEncoding, type ContentCoding } from './acceptEncoding';

const ALL: readonly ContentCoding[] = ['br', 'gzip', 'identity'];

describe('Accept-Encoding negotiation', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    [' BR ; Q=0.8 ,\tGZIP;q=0.9', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['', 'identity'],
  ])('for "%s" sends %s', (header, expected) => {
    expect(negotiateContentEncoding(header, ALL)).toBe(expected);
  });

  it('sends identity to a request with no Accept-Encoding at all', () => {
    expect(negotiateContentEncoding(undefined, ALL)).toBe('identity');
  });

  it('prefers a listed coding to identity the client did not list, whatever its weight', () => {
    expect(negotiateContentEncoding('gzip;q=0.001', ALL)).toBe('gzip');
    expect(negotiateContentEncoding('br;q=0.2, gzip;q=0.1', ALL)).toBe('br');
  });

  it('prefers identity when the client weighs it above the compressed codings', () => {
    expect(negotiateContentEncoding('identity;q=1, br;q=0.5', ALL)).toBe('identity');
  });

  it('chooses among the codings available: no brotli copy means gzip for a client that takes both', () => {
    expect(negotiateContentEncoding('br, gzip', ['gzip', 'identity'])).toBe('gzip');
    expect(negotiateContentEncoding('br', ['gzip', 'identity'])).toBe('identity');
  });

  it('sends nothing when the client refuses every coding available', () => {
    expect(negotiateContentEncoding('identity;q=0', ['identity'])).toBeUndefined();
    expect(negotiateContentEncoding('*;q=0', ALL)).toBeUndefined();
    expect(negotiateContentEncoding('br;q=0, gzip;q=0, identity;q=0', ALL)).toBeUndefined();
  });

  it('lets an explicit entry override "*": "*;q=0, identity" is identity only', () => {
    expect(negotiateContentEncoding('*;q=0, identity', ALL)).toBe('identity');
    expect(negotiateContentEncoding('*;q=0, gzip', ALL)).toBe('gzip');
  });

  it('takes a weight it cannot read as a refusal, and a coding named twice at its lower weight', () => {
    for (const header of ['br;q=abc, gzip', 'br;q=1.5, gzip', 'br;q=-1, gzip', 'br;q=, gzip', 'br;q=0.0001, gzip', 'br, br;q=0, gzip']) {
      expect(negotiateContentEncoding(header, ALL), header).toBe('gzip');
    }
  });

  it('reads weights with whitespace around them and any case', () => {
    expect(parseAcceptEncoding(' Br ;  q=0.5 , GZip ;Q = 0.25')).toEqual(
      new Map([
        ['br', 0.5],
        ['gzip', 0.25],
      ]),
    );
  });

  it('skips elements that name no coding', () => {
    expect(parseAcceptEncoding(',,, ;q=1, "br", b r, gzip')).toEqual(new Map([['gzip', 1]]));
  });

  it('never throws, and only names a coding available, for any header at all', () => {
    const anyText = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.string({ unit: fc.constantFrom(...'br gzip*;q=0.1,\t=-xX/"é\u0000') }),
    );
    fc.assert(
      fc.property(anyText, fc.subarray([...ALL]), (header, available) => {
        const chosen = negotiateContentEncoding(header, available);
        expect(chosen === undefined || available.includes(chosen)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('never sends a coding the client refused, in any list of codings and weights', () => {
    fc.assert(
      fc.property(fc.array(acceptEncodingElement(), { maxLength: 8 }), fc.subarray([...ALL]), whitespace(), (elements, available, gap) => {
        const header = elements.map((element) => element.text).join(`${gap},${gap}`);
        const chosen = negotiateContentEncoding(header, available);
        if (chosen !== undefined) expect(refusedBy(elements, chosen), header).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});

/** One element of a generated header, with what it means for the oracle below. */
interface Element {
  text: string;
  /** The coding it names, lower-case, `x-gzip` read as gzip. */
  coding: string;
  /** Its weight when the `q` it carries is a valid qvalue (or it has none); `undefined` otherwise. */
  validWeight: number | undefined;
}

function whitespace(): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(' ', '\t'), maxLength: 2 });
}

function acceptEncodingElement(): fc.Arbitrary<Element> {
  const name = fc.constantFrom('br', 'BR', 'Br', 'gzip', 'GZIP', 'x-gzip', 'identity', 'Identity', '*', 'deflate', 'zstd', 'compress');
  const validQ = fc
    .integer({ min: 0, max: 1000 })
    .map((thousandths) => ({ text: (thousandths / 1000).toString(), weight: thousandths / 1000 }));
  const zeroQ = fc.constantFrom('0', '0.0', '0.000', '0.').map((text) => ({ text, weight: 0 }));
  const invalidQ = fc.constantFrom('abc', '1.5', '-1', '', '0.0001', '2', 'NaN').map((text) => ({ text, weight: undefined }));
  const q = fc.option(fc.oneof(validQ, zeroQ, invalidQ), { nil: undefined });
  return fc
    .record({ name, q, before: whitespace(), after: whitespace(), qName: fc.constantFrom('q', 'Q') })
    .map(({ name, q, before, after, qName }) => ({
      text: `${before}${name}${after}${q === undefined ? '' : `;${before}${qName}=${q.text}`}`,
      coding: name.toLowerCase() === 'x-gzip' ? 'gzip' : name.toLowerCase(),
      validWeight: q === undefined ? 1 : q.weight,
    }));
}

/**
 * Whether the client refused a coding, read straight from RFC 9110 §12.5.3: an entry for it with
 * `q=0`; or none for it and `*;q=0`; or, for a coding other than identity, no entry for it or `*`.
 */
function refusedBy(elements: readonly Element[], coding: ContentCoding): boolean {
  const named = elements.filter((element) => element.coding === coding);
  if (named.length > 0) return named.some((element) => element.validWeight === 0);
  const wildcards = elements.filter((element) => element.coding === '*');
  if (wildcards.length > 0) return wildcards.some((element) => element.validWeight === 0);
  return coding !== 'identity';
}
