/** Combining marks: what is left of an accent once a letter is decomposed (NFD). */
const COMBINING_MARKS = /\p{M}/gu;
const RUNS_OF_SPACE = /\s+/gu;

/**
 * A name as a signature is compared: accents dropped (á, ñ and ç read as a, n and c), lower case
 * on the Spanish locale, spaces collapsed and trimmed.
 */
export function comparableName(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLocaleLowerCase('es-ES').replace(RUNS_OF_SPACE, ' ').trim();
}

/** The full name a signature must match: name, first surname and, when there is one, second surname. */
export function fullNameOf(name: { name: string; firstSurname: string; secondSurname?: string | undefined }): string {
  return [name.name, name.firstSurname, name.secondSurname ?? ''].filter((part) => part !== '').join(' ');
}

/** Whether what was typed as the signature is the saved name, up to case, accents and spaces. */
export function signatureMatches(signedName: string, name: Parameters<typeof fullNameOf>[0]): boolean {
  return comparableName(signedName) === comparableName(fullNameOf(name));
}
