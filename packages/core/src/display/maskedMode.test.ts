import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMaskedMode } from './maskedMode';

/** shell.md §8 "Masked mode not boolean". */
const NOT_BOOLEAN = 'Masked mode value must be a boolean!';

function fakeRoot() {
  const attributes = new Set<string>();
  return {
    attributes,
    toggleAttribute: (name: string, force?: boolean) => {
      if (force ?? !attributes.has(name)) attributes.add(name);
      else attributes.delete(name);
      return attributes.has(name);
    },
    hasAttribute: (name: string) => attributes.has(name),
  };
}

describe('masked mode (features.md §4.6, §5)', () => {
  it('is a marker attribute on the document root: data-masked while on', () => {
    const root = fakeRoot();
    const masked = createMaskedMode(root);
    expect(masked.isOn()).toBe(false);
    masked.set(true);
    expect(root.attributes.has('data-masked')).toBe(true);
    masked.set(true);
    expect(masked.isOn()).toBe(true);
    masked.set(false);
    expect(root.attributes.has('data-masked')).toBe(false);
  });

  it('accepts only a boolean, with the spec’s message, and changes nothing otherwise', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((value) => typeof value !== 'boolean'),
        fc.boolean(),
        (value, on) => {
          const root = fakeRoot();
          const masked = createMaskedMode(root);
          masked.set(on);
          expect(() => masked.set(value)).toThrow(NOT_BOOLEAN);
          expect(masked.isOn()).toBe(on);
        },
      ),
    );
  });
});
