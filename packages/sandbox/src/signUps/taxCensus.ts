import { comparableName } from './signature';

/**
 * The sandbox's stand-in for the tax agency's census, which a bank asks whether a tax id belongs
 * to the person who gives it (features.md §8, data collection: the surname/tax-ID mismatch). It
 * holds a few fictional people who are not customers of the sandbox, so a refusal tells nobody who
 * banks here (issue 38 §5); a tax id it does not hold passes, as the agency's "not found" does not
 * stop an application either.
 */
export const TAX_CENSUS: Readonly<Record<string, { readonly firstSurname: string }>> = {
  '11111111H': { firstSurname: 'Ortega' },
  '22222222J': { firstSurname: 'Navarro' },
  X1111111G: { firstSurname: 'Silva' },
};

/**
 * Whether the census names `documentNumber`'s holder with another first surname than `firstSurname`
 * (case, accents and runs of spaces aside). An unknown tax id is no mismatch.
 */
export function surnameContradictsCensus(documentNumber: string, firstSurname: string): boolean {
  const holder = TAX_CENSUS[documentNumber];
  return holder !== undefined && comparableName(holder.firstSurname) !== comparableName(firstSurname);
}
