/**
 * The anti-JSON-hijacking prefix the bank's servers put before every JSON body
 * (OWASP AJAX cheat sheet; SECURITY.md rule 7).
 */
export const ANTI_HIJACK_PREFIX = ")]}',";

/** Removes the anti-hijack prefix (and the line break after it) when present. */
export function stripAntiHijackPrefix(text: string): string {
  if (!text.startsWith(ANTI_HIJACK_PREFIX)) return text;
  return text.slice(ANTI_HIJACK_PREFIX.length).replace(/^\r?\n/, '');
}
