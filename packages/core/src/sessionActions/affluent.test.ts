import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeAffluentMark } from './affluent';

/** features.md §3: "NO_AFLNT 0, AFLNT_LOW 10, AFLNT_MEDIUM 100, AFLNT_HIGH 1000" (and §9: values 0, 10, 100, 1000). */
const SPEC_LEVELS = { NO_AFLNT: 0, AFLNT_LOW: 10, AFLNT_MEDIUM: 100, AFLNT_HIGH: 1000 } as const;
const LEVELS: number[] = Object.values(SPEC_LEVELS);
const encode = (text: string) => btoa(text);
const decode = (text: string) => atob(text);

describe('affluent header decoder (property-based; features.md §9.3)', () => {
  it('decodes every level name in the second part, whatever surrounds it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(SPEC_LEVELS) as (keyof typeof SPEC_LEVELS)[])),
        fc.stringMatching(/^[\w-]*$/),
        fc.stringMatching(/^[\w.-]*$/),
        (name, head, tail) => {
          const mark = `${head}.${encode(name)}${tail ? `.${tail}` : ''}`;
          expect(decodeAffluentMark(mark, decode, () => undefined)).toBe(SPEC_LEVELS[name]);
        },
      ),
    );
  });

  it('never throws and always answers a known level, logging only the spec messages', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constant(null), fc.integer(), fc.object(), fc.boolean()), (mark) => {
        const logged: string[] = [];
        const level = decodeAffluentMark(mark, decode, (message) => logged.push(message));
        expect(LEVELS).toContain(level);
        for (const message of logged) expect(['Affluent mark must be a string!', 'Error decoding affluent flag']).toContain(message);
      }),
    );
  });
});
