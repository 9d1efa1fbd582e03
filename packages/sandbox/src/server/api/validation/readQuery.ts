import type { Context } from 'hono';
import type { Validated } from './validate';

/**
 * The query string's parameters, each once: a parameter given twice is ambiguous, so it is
 * refused (naming it) rather than one of its values picked. Validate the result with a schema.
 */
export function readQuery(c: Context): Validated<Record<string, string>> {
  const parameters = Object.entries(c.req.queries());
  const repeated = parameters.filter(([, values]) => values.length > 1).map(([name]) => name);
  if (repeated.length > 0) return { ok: false, message: `Parámetros repetidos: ${repeated.join(', ')}.` };
  return { ok: true, data: Object.fromEntries(parameters.map(([name, values]) => [name, values[0] ?? ''])) };
}
