import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { etagForEncoding, ifNoneMatchMatches, strongEtagOf } from './etag';

describe('ETags and If-None-Match', () => {
  it('makes a strong ETag of a body from its SHA-256, quoted, the same for the same bytes', () => {
    const expected = `"${createHash('sha256').update('{"a":1}').digest('base64url')}"`;
    expect(strongEtagOf('{"a":1}')).toBe(expected);
    expect(strongEtagOf(new TextEncoder().encode('{"a":1}'))).toBe(expected);
    expect(strongEtagOf('{"a":2}')).not.toBe(expected);
  });

  it('gives each encoding its own ETag, and identity the ETag itself', () => {
    expect(etagForEncoding('"abc"', 'br')).toBe('"abc-br"');
    expect(etagForEncoding('W/"1f-18c"', 'gzip')).toBe('W/"1f-18c-gzip"');
    expect(etagForEncoding('"abc"', 'identity')).toBe('"abc"');
  });

  it('matches If-None-Match by weak comparison, in a list, or "*"', () => {
    expect(ifNoneMatchMatches('"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchMatches('W/"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchMatches('"x", "abc-br" ,"y"', '"abc-br"')).toBe(true);
    expect(ifNoneMatchMatches('*', '"abc"')).toBe(true);
  });

  it('does not match another ETag, another encoding of the same body, or nothing', () => {
    expect(ifNoneMatchMatches('"abc"', '"abc-br"')).toBe(false);
    expect(ifNoneMatchMatches('"abc-gzip"', '"abc-br"')).toBe(false);
    expect(ifNoneMatchMatches('abc', '"abc"')).toBe(false);
    expect(ifNoneMatchMatches('', '"abc"')).toBe(false);
    expect(ifNoneMatchMatches(undefined, '"abc"')).toBe(false);
  });
});
