import { useMemo } from 'react';
import { countriesIn } from './countries';
import type { Option } from './fields';
import { useTexts } from './texts';

/** Every country as a select's options, named in the page's language. */
export function useCountryOptions(): readonly Option[] {
  const { locale } = useTexts();
  return useMemo(() => countriesIn(locale).map(({ code, name }) => ({ value: code, label: name })), [locale]);
}
