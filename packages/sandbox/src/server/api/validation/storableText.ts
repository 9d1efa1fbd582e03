/**
 * Text the database can store. PostgreSQL's `text` and `jsonb` refuse U+0000, and a UTF-16
 * surrogate without its pair has no UTF-8 form at all: either one in a query fails the whole
 * statement, and the caller would get `500`. Checked where input enters (bodies, headers, query),
 * so that no endpoint can forget it (sandbox-api.md, Text the bank can store).
 */

const NUL = '\u0000';
/** With the `u` flag a well-formed pair is one code point, so only a lone surrogate matches. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const HEX = 16;
const CODE_POINT_DIGITS = 4;

/** Where the first unstorable character sits: the path of the field (empty for the input itself). */
export interface UnstorableText {
  /** `authenticationContext.scopes[0]`, or `''` when the input itself is the text. */
  path: string;
  /** Whether the character sits in a field's name rather than its value. */
  inKey: boolean;
  /** `U+0000`, `U+D800`. */
  codePoint: string;
}

/** The first character of `text` that cannot be stored, as `U+XXXX`. */
function firstUnstorableCharacter(text: string): string | undefined {
  const nulAt = text.indexOf(NUL);
  const surrogate = LONE_SURROGATE.exec(text);
  const at = surrogate === null ? nulAt : nulAt === -1 ? surrogate.index : Math.min(nulAt, surrogate.index);
  if (at === -1) return undefined;
  return `U+${(text.codePointAt(at) ?? 0).toString(HEX).toUpperCase().padStart(CODE_POINT_DIGITS, '0')}`;
}

const childPath = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;

/**
 * The first string in `value` (a string, or parsed JSON: values and keys) that the database
 * cannot store. Walks without recursion: a body may nest deeper than the call stack.
 */
export function findUnstorableText(value: unknown): UnstorableText | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      const codePoint = firstUnstorableCharacter(current);
      if (codePoint !== undefined) return { path, inKey: false, codePoint };
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) pending.push({ value: current[index], path: childPath(path, index) });
    } else if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current);
      for (const [key] of entries) {
        const codePoint = firstUnstorableCharacter(key);
        if (codePoint !== undefined) return { path, inKey: true, codePoint };
      }
      for (const [key, item] of entries.reverse()) pending.push({ value: item, path: childPath(path, key) });
    }
  }
  return undefined;
}

/** Why the input is refused, for people (Spanish, like every API message). */
export function unstorableTextMessage({ path, inKey, codePoint }: UnstorableText): string {
  const where = inKey ? `Un nombre de campo${path === '' ? '' : ` en ${path}`}` : path === '' ? 'El texto' : `El campo ${path}`;
  return `${where} contiene un carácter que no se admite (${codePoint}): ni el carácter nulo ni sustitutos UTF-16 sueltos.`;
}
