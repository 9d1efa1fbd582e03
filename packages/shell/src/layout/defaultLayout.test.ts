import { describe, expect, it } from 'vitest';
import { validateLayoutConfig } from '@bank-shell/core/layout-rules';
import { SHELL_DEFAULT_LAYOUT } from './defaultLayout';

describe("the shell's default layout", () => {
  it('keeps the layout rules (the controller trusts it and does not check it at start-up)', () => {
    expect(validateLayoutConfig(SHELL_DEFAULT_LAYOUT)).toEqual({ mode: 'distributive', leftAction: 'none', mainAction: null });
  });
});
