import { describe, expect, it } from 'vitest';
import { createAdjustableClock } from './adjustableClock';

describe('adjustable clock', () => {
  it('follows its base and moves forward when told', () => {
    let base = 1_000;
    const clock = createAdjustableClock(() => base);
    clock.advanceMs(500);
    base = 2_000;
    expect(clock.now()).toBe(2_500);
  });

  it('never moves backwards', () => {
    expect(() => createAdjustableClock().advanceMs(-1)).toThrow('The clock only moves forward');
  });
});
