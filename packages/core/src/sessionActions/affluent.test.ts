import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeAffluentMark } from './affluent';
import { AFFLUENT_LEVEL } from '@bank-shell/core';

const LEVELS = Object.values(AFFLUENT_LEVEL) as number[];
const encode = (text: string) => btoa(text);
const decode = (text: string) => atob(text);

describe('affluent header decoder (property-based)', () => {
  it('decodes every level name in the second part, whatever surrounds it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(AFFLUENT_LEVEL)),
        fc.stringMatching(/^[\w-]*$/),
        fc.stringMatching(/^[\w.-]*$/),
        (name, head, tail) => {
          const mark = `${head}.${encode(name)}${tail ? `.${tail}` : ''}`;
          expect(decodeAffluentMark(mark, decode, () => undefined)).toBe(AFFLUENT_LEVEL[name as keyof typeof AFFLUENT_LEVEL]);
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
