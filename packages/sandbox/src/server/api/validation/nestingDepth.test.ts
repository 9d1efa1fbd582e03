import { describe, expect, it } from 'vitest';
import { isNestedDeeperThan } from './nestingDepth';

describe('JSON nesting depth', () => {
  it('counts objects and arrays, not scalars', () => {
    expect(isNestedDeeperThan('text', 0)).toBe(false);
    expect(isNestedDeeperThan({ a: [1, { b: 'x' }] }, 3)).toBe(false);
    expect(isNestedDeeperThan({ a: [1, { b: {} }] }, 3)).toBe(true);
  });

  it('measures a value nested deeper than the call stack without throwing', () => {
    const deep: unknown = JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`);
    expect(isNestedDeeperThan(deep, 32)).toBe(true);
  });
});
