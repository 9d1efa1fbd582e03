/** The DNI control letters, indexed by the number modulo 23 (Spanish Ministry of the Interior). */
const DNI_CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

const DNI_PATTERN = /^(\d{8})([A-Z])$/;

/** The control letter of a DNI number. */
export function dniControlLetter(dniNumber: number): string {
  return DNI_CONTROL_LETTERS.charAt(dniNumber % DNI_CONTROL_LETTERS.length);
}

/** Whether a document is a DNI (eight digits and a letter) whose letter matches its number. */
export function isValidDni(document: string): boolean {
  const match = DNI_PATTERN.exec(document);
  if (match?.[1] === undefined) return false;
  return match[2] === dniControlLetter(Number(match[1]));
}
