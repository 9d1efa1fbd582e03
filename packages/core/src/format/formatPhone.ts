/** Spain's country code, as a number is dialled from abroad. */
const SPAIN_PREFIX = '+34';
/** A Spanish number after its prefix: nine digits, landline or mobile alike. */
const SPANISH_NUMBER = /^(\d{3})(\d{2})(\d{2})(\d{2})$/;

/**
 * A phone number as people read it (issue 42 §4): a Spanish one, `+34914562380` or `914562380`
 * (spaces, dots and dashes aside), in groups of three and twos, `+34 914 56 23 80`, the way the
 * bank prints its own; a Spanish number without its prefix gets none. Any other number is shown
 * as it came: grouping another country's numbers needs that country's plan.
 */
export function formatPhone(phone: string): string {
  const compact = phone.replace(/[\s.-]/g, '');
  const withPrefix = compact.startsWith(SPAIN_PREFIX);
  const national = withPrefix ? compact.slice(SPAIN_PREFIX.length) : compact;
  const groups = SPANISH_NUMBER.exec(national);
  if (groups === null || (!withPrefix && compact.startsWith('+'))) return phone;
  const grouped = groups.slice(1).join(' ');
  return withPrefix ? `${SPAIN_PREFIX} ${grouped}` : grouped;
}
