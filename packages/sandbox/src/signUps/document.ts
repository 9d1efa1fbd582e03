import { dniControlLetter } from '../seed';

/** The identity documents a sign-up takes: a Spaniard's DNI, a foreign resident's NIE. */
export const DOCUMENT_TYPES = ['DNI', 'NIE'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The shape of each type, upper-cased: eight digits and a letter; X, Y or Z, seven digits and a letter. */
export const DOCUMENT_PATTERNS: Readonly<Record<DocumentType, RegExp>> = {
  DNI: /^\d{8}[A-Z]$/,
  NIE: /^[XYZ]\d{7}[A-Z]$/,
};

/** An NIE's first letter stands for a digit when the control letter is computed (Orden INT/2058/2008). */
const NIE_PREFIX_DIGITS: Readonly<Record<string, string>> = { X: '0', Y: '1', Z: '2' };

/**
 * The control letter a document of the right shape must end with: `TRWAGMYFPDXBNJZSQVHLCKE` at
 * the number modulo 23, the NIE's X, Y or Z read as 0, 1 or 2. Undefined for another shape.
 */
export function documentControlLetter(type: DocumentType, document: string): string | undefined {
  if (!DOCUMENT_PATTERNS[type].test(document)) return undefined;
  const digits = type === 'NIE' ? `${NIE_PREFIX_DIGITS[document.charAt(0)] ?? ''}${document.slice(1, -1)}` : document.slice(0, -1);
  return dniControlLetter(Number(digits));
}

/** Whether a document of the type's shape ends with its control letter. */
export function hasRightControlLetter(type: DocumentType, document: string): boolean {
  const letter = documentControlLetter(type, document);
  return letter !== undefined && document.endsWith(letter);
}
