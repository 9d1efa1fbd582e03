/**
 * Schemas for what crosses a boundary into the browser: server responses, configuration, stored
 * data. A small set in the style of Valibot (`object`, `string`, `pipe(…, minLength(1))`,
 * `safeParse`), written here because the login page's budget has no room for a library: this file
 * is about a third of the Valibot functions it replaces, gzipped.
 *
 * A parse never throws on bad input: it collects every issue with the dotted path where it
 * happened, so a caller can report them all at once.
 */

/** One thing wrong with the input, and where: `propsConfig.means.0.host`, or `''` at the root. */
export interface Issue {
  readonly path: string;
  readonly message: string;
}

/** What a schema's run returns for input it refused (its issues were added). */
const REFUSED: unique symbol = Symbol('refused');
type Refused = typeof REFUSED;

export interface Schema<T> {
  /** Parses `input` found at `path`; on refusal it adds to `issues` and returns the refusal mark. */
  readonly run: (input: unknown, path: string, issues: Issue[]) => T | Refused;
  /** An object key with this schema may be missing. */
  readonly optional?: true;
}

export type InferOutput<S> = S extends Schema<infer T> ? T : never;

/** A check on a parsed value: a message when it fails, `null` when it holds. */
export type Check<T> = (value: T) => string | null;

const join = (path: string, key: string | number): string => (path === '' ? String(key) : `${path}.${key}`);

function describe(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'Array';
  switch (typeof input) {
    case 'string':
      return `"${input}"`;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(input);
    case 'undefined':
      return 'undefined';
    default:
      return typeof input === 'object' ? 'Object' : typeof input;
  }
}

function typed<T>(expected: string, accepts: (input: unknown) => input is T, message?: string): Schema<T> {
  return {
    run: (input, path, issues) => {
      if (accepts(input)) return input;
      issues.push({ path, message: message ?? `Invalid type: Expected ${expected} but received ${describe(input)}` });
      return REFUSED;
    },
  };
}

export const string = (message?: string): Schema<string> => typed('string', (input): input is string => typeof input === 'string', message);
/** A finite number (NaN and the infinities are refused). */
export const number = (message?: string): Schema<number> =>
  typed('number', (input): input is number => typeof input === 'number' && Number.isFinite(input), message);
export const boolean = (message?: string): Schema<boolean> =>
  typed('boolean', (input): input is boolean => typeof input === 'boolean', message);
export const unknown = (): Schema<unknown> => ({ run: (input) => input });

/** One of the listed strings. */
export function picklist<const O extends readonly string[]>(options: O, message?: string): Schema<O[number]> {
  return typed(
    options.map((option) => `"${option}"`).join(' | '),
    (input): input is O[number] => options.includes(input as string),
    message,
  );
}

/** A schema whose value must also pass each check, in order; the first failing check is the issue. */
export function pipe<T>(schema: Schema<T>, ...checks: Check<T>[]): Schema<T> {
  return {
    run: (input, path, issues) => {
      const value = schema.run(input, path, issues);
      if (value === REFUSED) return REFUSED;
      for (const check of checks) {
        const message = check(value);
        if (message !== null) {
          issues.push({ path, message });
          return REFUSED;
        }
      }
      return value;
    },
  };
}

export const minLength =
  (min: number, message?: string): Check<string | readonly unknown[]> =>
  (value) =>
    value.length >= min ? null : (message ?? `Invalid length: Expected >=${min} but received ${value.length}`);
export const length =
  (exact: number, message?: string): Check<string | readonly unknown[]> =>
  (value) =>
    value.length === exact ? null : (message ?? `Invalid length: Expected ${exact} but received ${value.length}`);
export const minValue =
  (min: number, message?: string): Check<number> =>
  (value) =>
    value >= min ? null : (message ?? `Invalid value: Expected >=${min} but received ${value}`);
export const regex =
  (pattern: RegExp, message?: string): Check<string> =>
  (value) =>
    pattern.test(value) ? null : (message ?? `Invalid format: Expected ${String(pattern)} but received "${value}"`);
/** An absolute URL, as the URL parser reads one. */
export const url =
  (message?: string): Check<string> =>
  (value) =>
    URL.canParse(value) ? null : (message ?? `Invalid URL: Received "${value}"`);

/** A schema whose key may be missing from an object. */
export interface OptionalSchema<T> extends Schema<T | undefined> {
  readonly optional: true;
}

export function optional<T>(schema: Schema<T>): OptionalSchema<T> {
  return { optional: true, run: (input, path, issues) => (input === undefined ? undefined : schema.run(input, path, issues)) };
}

export function nullable<T>(schema: Schema<T>): Schema<T | null> {
  return { run: (input, path, issues) => (input === null ? null : schema.run(input, path, issues)) };
}

const isRecordLike = (input: unknown): input is Readonly<Record<string, unknown>> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

export function array<T>(item: Schema<T>): Schema<T[]> {
  return {
    run: (input, path, issues) => {
      if (!Array.isArray(input)) return typed('Array', (_): _ is never => false).run(input, path, issues);
      const output: T[] = [];
      let refused = false;
      input.forEach((element: unknown, index) => {
        const value = item.run(element, join(path, index), issues);
        if (value === REFUSED) refused = true;
        else output.push(value);
      });
      return refused ? REFUSED : output;
    },
  };
}

/** An object whose own keys all hold values of one schema. */
export function record<T>(value: Schema<T>): Schema<Record<string, T>> {
  return {
    run: (input, path, issues) => {
      if (!isRecordLike(input)) return typed('Object', (_): _ is never => false).run(input, path, issues);
      const output: Record<string, T> = {};
      let refused = false;
      for (const [key, entry] of Object.entries(input)) {
        const parsed = value.run(entry, join(path, key), issues);
        if (parsed === REFUSED) refused = true;
        else output[key] = parsed;
      }
      return refused ? REFUSED : output;
    },
  };
}

type Entries = Readonly<Record<string, Schema<unknown>>>;
type OptionalKeys<E extends Entries> = { [K in keyof E]: E[K] extends { optional: true } ? K : never }[keyof E];
type Flatten<T> = { [K in keyof T]: T[K] };
export type ObjectOutput<E extends Entries> = Flatten<
  { [K in Exclude<keyof E, OptionalKeys<E>>]: InferOutput<E[K]> } & { [K in OptionalKeys<E>]?: InferOutput<E[K]> }
>;
export interface ObjectSchema<E extends Entries> extends Schema<ObjectOutput<E>> {
  /** The entries, to build a wider object from: `object({ ...other.entries, extra: number() })`. */
  readonly entries: E;
}

/** An object with these keys; keys it does not name are dropped from the output. */
export function object<E extends Entries>(entries: E): ObjectSchema<E> {
  return {
    entries,
    run: (input, path, issues) => {
      if (!isRecordLike(input)) return typed('Object', (_): _ is never => false).run(input, path, issues);
      const output: Record<string, unknown> = {};
      let refused = false;
      for (const [key, schema] of Object.entries(entries)) {
        const present = Object.hasOwn(input, key);
        if (!present && schema.optional) continue;
        const value = present ? schema.run(input[key], join(path, key), issues) : missingKey(key, path, issues);
        if (value === REFUSED) refused = true;
        else output[key] = value;
      }
      return refused ? REFUSED : (output as ObjectOutput<E>);
    },
  };
}

function missingKey(key: string, path: string, issues: Issue[]): Refused {
  issues.push({ path: join(path, key), message: `Invalid key: Expected "${key}" but received undefined` });
  return REFUSED;
}

export type SafeParseResult<T> = { success: true; output: T } | { success: false; issues: readonly [Issue, ...Issue[]] };

export function safeParse<T>(schema: Schema<T>, input: unknown): SafeParseResult<T> {
  const issues: Issue[] = [];
  const output = schema.run(input, '', issues);
  if (output !== REFUSED) return { success: true, output };
  const [first, ...rest] = issues;
  return { success: false, issues: [first ?? { path: '', message: 'Invalid input' }, ...rest] };
}

/** Input a schema refused: the message of the first issue, with where it happened. */
export class SchemaError extends Error {
  override readonly name = 'SchemaError';
  constructor(readonly issues: readonly [Issue, ...Issue[]]) {
    super(issues[0].path === '' ? issues[0].message : `${issues[0].path}: ${issues[0].message}`);
  }
}

/** Like {@link safeParse}, but throws a {@link SchemaError} when the input is refused. */
export function parse<T>(schema: Schema<T>, input: unknown): T {
  const result = safeParse(schema, input);
  if (!result.success) throw new SchemaError(result.issues);
  return result.output;
}
