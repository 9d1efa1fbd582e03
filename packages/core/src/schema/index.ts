import {
  SchemaError,
  array,
  boolean,
  length,
  minLength,
  minValue,
  nullable,
  number,
  object,
  optional,
  parse,
  picklist,
  pipe,
  record,
  regex,
  safeParse,
  string,
  unknown,
  url,
} from './schema';

/**
 * Every schema function in one object, as `@bank-shell/core` hands them to features
 * (`import { schema as v }`). A plain object rather than `export * as`: the bundler writes a module
 * namespace as a getter per export and a helper to build it, bytes the login page would carry.
 */
export const schema = {
  SchemaError,
  array,
  boolean,
  length,
  minLength,
  minValue,
  nullable,
  number,
  object,
  optional,
  parse,
  picklist,
  pipe,
  record,
  regex,
  safeParse,
  string,
  unknown,
  url,
} as const;

export {
  SchemaError,
  array,
  boolean,
  length,
  minLength,
  minValue,
  nullable,
  number,
  object,
  optional,
  parse,
  picklist,
  pipe,
  record,
  regex,
  safeParse,
  string,
  unknown,
  url,
} from './schema';
export type { Check, InferOutput, Issue, ObjectOutput, ObjectSchema, OptionalSchema, SafeParseResult, Schema } from './schema';
