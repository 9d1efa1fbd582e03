import { DISPLAY_ATTRIBUTE, DISPLAY_MESSAGE } from './constants';

/** A masked-mode value that is not a boolean (features.md §5, shell.md §8). */
export class MaskedModeError extends Error {
  override name = 'MaskedModeError';
  constructor() {
    super(DISPLAY_MESSAGE.maskedModeInvalid);
  }
}

export interface MaskedMode {
  isOn(): boolean;
  /** Masks (`true`) or shows (`false`) balances; throws {@link MaskedModeError} for anything else, changing nothing. */
  set(enable: unknown): void;
}

/**
 * Masked balances (features.md §4.6): on or off, shown as the root's `data-masked` attribute. The
 * styles hide every amount while it is there, so features need nothing to follow it.
 */
export function createMaskedMode(root: Pick<Element, 'toggleAttribute' | 'hasAttribute'>): MaskedMode {
  return {
    isOn: () => root.hasAttribute(DISPLAY_ATTRIBUTE.masked),
    set(enable) {
      if (typeof enable !== 'boolean') throw new MaskedModeError();
      root.toggleAttribute(DISPLAY_ATTRIBUTE.masked, enable);
    },
  };
}
