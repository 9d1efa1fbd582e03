import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as v from '.';

const profile = v.object({
  profileId: v.pipe(v.string(), v.minLength(1)),
  ttl: v.pipe(v.number(), v.minValue(1)),
  default: v.boolean(),
  name: v.optional(v.string()),
  kind: v.picklist(['personal', 'business']),
});

describe('schemas for what crosses a boundary', () => {
  it('parses a valid object and drops keys it does not name', () => {
    const input = { profileId: 'P1', ttl: 600, default: true, kind: 'personal', extra: 'dropped' };
    expect(v.parse(profile, input)).toEqual({ profileId: 'P1', ttl: 600, default: true, kind: 'personal' });
  });

  it('lets an optional key be missing, but checks it when present', () => {
    const base = { profileId: 'P1', ttl: 1, default: false, kind: 'business' };
    expect(v.safeParse(profile, base).success).toBe(true);
    const result = v.safeParse(profile, { ...base, name: 3 });
    expect(result.success ? [] : result.issues).toEqual([{ path: 'name', message: 'Invalid type: Expected string but received 3' }]);
  });

  it('collects every issue, each with its dotted path', () => {
    const result = v.safeParse(v.object({ list: v.array(profile) }), { list: [{ profileId: '', ttl: 0, default: 'yes', kind: 'other' }] });
    expect(result.success ? [] : result.issues.map((issue) => issue.path)).toEqual([
      'list.0.profileId',
      'list.0.ttl',
      'list.0.default',
      'list.0.kind',
    ]);
  });

  it('reports a missing required key by name', () => {
    const result = v.safeParse(v.object({ id: v.string() }), {});
    expect(result.success ? [] : result.issues).toEqual([{ path: 'id', message: 'Invalid key: Expected "id" but received undefined' }]);
  });

  it('refuses NaN and the infinities as numbers', () => {
    expect(v.safeParse(v.number(), Number.NaN).success).toBe(false);
    expect(v.safeParse(v.number(), Number.POSITIVE_INFINITY).success).toBe(false);
  });

  it('nullable takes null; record checks every value; length is exact; regex and url check strings', () => {
    expect(v.parse(v.nullable(v.string()), null)).toBeNull();
    expect(v.safeParse(v.record(v.number()), { a: 1, b: 'x' }).success).toBe(false);
    expect(v.safeParse(v.pipe(v.string(), v.length(3)), 'EURO').success).toBe(false);
    expect(v.safeParse(v.pipe(v.string(), v.regex(/^[a-z]+$/, 'lower-case only')), 'ABC')).toEqual({
      success: false,
      issues: [{ path: '', message: 'lower-case only' }],
    });
    expect(v.safeParse(v.pipe(v.string(), v.url()), 'https://bank.example/').success).toBe(true);
    expect(v.safeParse(v.pipe(v.string(), v.url()), '/relative').success).toBe(false);
  });

  it('parse throws a SchemaError naming the first problem and where', () => {
    expect(() => v.parse(v.object({ person: v.object({ id: v.string() }) }), { person: { id: 7 } })).toThrow(
      new v.SchemaError([{ path: 'person.id', message: 'Invalid type: Expected string but received 7' }]),
    );
  });

  it('an array or an object is not taken for the other', () => {
    expect(v.safeParse(v.array(v.unknown()), {}).success).toBe(false);
    expect(v.safeParse(v.object({}), []).success).toBe(false);
    expect(v.safeParse(v.record(v.unknown()), null).success).toBe(false);
  });

  it('never throws while parsing, whatever the input: it answers success or issues', () => {
    const schema = v.object({ list: v.array(profile), map: v.record(v.nullable(v.number())), tag: v.optional(v.picklist(['a'])) });
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.record({ list: fc.array(fc.anything()), map: fc.anything(), tag: fc.anything() })),
        (input) => {
          const result = v.safeParse(schema, input);
          if (!result.success) expect(result.issues.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
