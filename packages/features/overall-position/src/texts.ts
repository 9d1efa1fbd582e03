import type { Locale } from '@bank-shell/core';
import { useTranslation } from '@bank-shell/react';
import { FEATURE_ID } from './featureId';
import type { OverallPositionMessageKey } from './messages';

/** The feature's texts by key: a key that is not in `messages.ts` does not compile. */
export type Translate = (key: OverallPositionMessageKey, values?: Readonly<Record<string, string | number>>) => string;

/** The overall position's texts in the page's language, and the language. */
export function useTexts(): { t: Translate; locale: Locale } {
  const { t, locale } = useTranslation(FEATURE_ID);
  return { t, locale };
}
