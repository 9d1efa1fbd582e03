/**
 * A payload as the inspector shows it: pretty JSON of a copy taken when it was published, so a
 * payload changed later still shows what the bus carried then. Anything may be published (a
 * refused payload is whatever its publisher gave): functions, cycles, errors, getters that throw
 * and huge values all become short text, and nothing here throws.
 */

/** The whole text of one payload at most: fifty events of this size are a few hundred KB. */
export const PAYLOAD_TEXT_MAX_CHARS = 4_000;
/** Objects nested deeper than this show as `[…]`: a route's match is four levels deep. */
export const PAYLOAD_MAX_DEPTH = 6;
/** The entries shown of one object or array; the rest are counted. */
export const PAYLOAD_MAX_ENTRIES_COUNT = 30;
/** The characters shown of one string. */
export const PAYLOAD_STRING_MAX_CHARS = 300;

const JSON_INDENT = 2;

type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain };

function shortString(text: string): string {
  return text.length <= PAYLOAD_STRING_MAX_CHARS ? text : `${text.slice(0, PAYLOAD_STRING_MAX_CHARS)}… (${text.length} characters)`;
}

/** The value of `key`, or a note when reading it throws (a getter, a proxy). */
function read(object: object, key: string): unknown {
  try {
    return (object as Record<string, unknown>)[key];
  } catch {
    return '[unreadable]';
  }
}

function entriesOf(values: Plain[], total: number): Plain[] {
  return total > values.length ? [...values, `… ${total - values.length} more`] : values;
}

function plain(value: unknown, depth: number, ancestors: readonly object[]): Plain {
  if (value === null || typeof value === 'boolean' || typeof value === 'string')
    return typeof value === 'string' ? shortString(value) : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (value === undefined) return '[undefined]';
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'symbol') return value.toString();
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (ancestors.includes(value)) return '[circular]';
  if (depth >= PAYLOAD_MAX_DEPTH) return '[…]';
  const inner = [...ancestors, value];
  const nested = (item: unknown) => plain(item, depth + 1, inner);
  if (value instanceof Error) return { name: value.name, message: shortString(value.message) };
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '[invalid date]' : value.toISOString();
  // A route's query: its parameters, as a reader writes them.
  if (value instanceof URLSearchParams) return `?${shortString(value.toString())}`;
  if (value instanceof Map) return nested(Object.fromEntries([...value.entries()].map(([key, item]) => [String(key), item as unknown])));
  if (value instanceof Set) return nested([...value.values()]);
  if (Array.isArray(value)) {
    const items = (value as unknown[]).slice(0, PAYLOAD_MAX_ENTRIES_COUNT).map(nested);
    return entriesOf(items, value.length);
  }
  const keys = Object.keys(value);
  const shown: { [key: string]: Plain } = {};
  for (const key of keys.slice(0, PAYLOAD_MAX_ENTRIES_COUNT)) {
    const item = read(value, key);
    // Left out, as JSON leaves it out: a route's optional fields would fill the text with nothing.
    if (item !== undefined) shown[key] = nested(item);
  }
  if (keys.length > PAYLOAD_MAX_ENTRIES_COUNT) shown['…'] = `${keys.length - PAYLOAD_MAX_ENTRIES_COUNT} more keys`;
  return shown;
}

/** The payload as pretty JSON, at most {@link PAYLOAD_TEXT_MAX_CHARS} characters. */
export function payloadText(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(plain(value, 0, []), null, JSON_INDENT);
  } catch {
    // A proxy whose every trap throws, or the like.
    return '[unreadable]';
  }
  return text.length <= PAYLOAD_TEXT_MAX_CHARS
    ? text
    : `${text.slice(0, PAYLOAD_TEXT_MAX_CHARS)}\n… (cut at ${PAYLOAD_TEXT_MAX_CHARS} characters)`;
}
