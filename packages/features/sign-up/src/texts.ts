import { useTranslation } from '@bank-shell/react';
import type { Locale } from '@bank-shell/core';
import type { SignUpMessageKey } from './messages';

/** The feature id, which is also its texts' namespace. */
export const FEATURE_ID = 'sign-up';

/** A text of the feature, by a key the messages have (a missing one fails to compile). */
export type Texts = (key: SignUpMessageKey, values?: Readonly<Record<string, string | number>>) => string;

export function useTexts(): { t: Texts; locale: Locale } {
  return useTranslation(FEATURE_ID);
}
