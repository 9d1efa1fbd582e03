// This is a later entry of core (`@bank-shell/core/api`): it reaches the main entry by name, so the
// page holds one copy of the schema code and a `SchemaError` is the same class everywhere.
import { schema as v } from '@bank-shell/core';
import type { CacheOptions, HttpClient, HttpMethod } from '../http';
import type { Issue, Schema } from '../schema';

/** One call to the bank: what it sends and what it must get back, both checked. */
export interface ApiCallDefinition<Request, Response> {
  method: HttpMethod;
  /**
   * A relative API path. `:name` segments are filled from the request's field of that name,
   * percent-encoded; the other fields go in the query string of a GET or DELETE, else in the JSON body.
   */
  path: string;
  /** Checked before anything leaves the page; a call without it sends nothing but its path. */
  request?: Schema<Request>;
  /** Checked before the caller sees the answer. */
  response: Schema<Response>;
  /** How a GET uses core's response cache (shell.md §7). */
  cache?: CacheOptions;
}

/** A defined call: `call(http, request)`; a call without a request schema takes none. */
export type ApiCall<Request, Response> = (http: HttpClient, request: Request) => Promise<Response>;

/** A request or a response that does not match its call's schema. Nothing was sent for a request. */
export class ApiContractError extends Error {
  override readonly name = 'ApiContractError';
  constructor(
    readonly call: string,
    readonly side: 'request' | 'response',
    /** Each issue with its message, which may quote the value: for a debugger, never for a log. */
    readonly issues: readonly Issue[],
  ) {
    // The message names fields only: values (an IBAN, a name) must not reach logs or monitoring.
    const fields = [...new Set(issues.map((issue) => issue.path || '(the whole value)'))].join(', ');
    super(`${call}: the ${side} does not match its schema at ${fields}`);
  }
}

const PATH_PARAMETER = /:([A-Za-z][A-Za-z0-9_]*)/g;
/** Path segments that would move the call elsewhere on the API host once the URL is resolved. */
const DOT_SEGMENTS: ReadonlySet<string> = new Set(['.', '..']);
const WITH_QUERY: ReadonlySet<HttpMethod> = new Set(['GET', 'DELETE']);

function checked<T>(call: string, side: 'request' | 'response', schema: Schema<T>, input: unknown): T {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new ApiContractError(call, side, result.issues);
  return result.output;
}

/** Fills `:name` segments from `fields`; returns the path and the fields it did not use. */
function fillPath(call: string, template: string, fields: Readonly<Record<string, unknown>>) {
  const rest: Record<string, unknown> = { ...fields };
  const path = template.replace(PATH_PARAMETER, (_, name: string) => {
    const value = fields[name];
    const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    if (text === '' || DOT_SEGMENTS.has(text)) {
      throw new ApiContractError(call, 'request', [{ path: name, message: 'a path parameter must be a non-empty string or number' }]);
    }
    delete rest[name];
    return encodeURIComponent(text);
  });
  return { path, rest };
}

function queryOf(call: string, fields: Readonly<Record<string, unknown>>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      throw new ApiContractError(call, 'request', [{ path: key, message: 'a query parameter must be a string, number or boolean' }]);
    }
    query.append(key, String(value));
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * A typed, checked call to the bank (shell.md §7): the request is checked against its schema
 * before anything is sent, the answer against the response schema before the caller sees it.
 * Everything else (host, token, XSRF, cache, time-out) is the API client's.
 */
export function defineApiCall<Request = void, Response = unknown>(
  definition: ApiCallDefinition<Request, Response>,
): ApiCall<Request, Response> {
  const { method, path: template, request: requestSchema, response: responseSchema, cache } = definition;
  const name = `${method} ${template}`;
  return async (http, request) => {
    const input = requestSchema ? checked(name, 'request', requestSchema, request) : undefined;
    const fields = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
    const { path, rest } = fillPath(name, template, fields);
    const inQuery = WITH_QUERY.has(method);
    const hasBody = !inQuery && requestSchema !== undefined;
    const { body } = await http.request(inQuery ? `${path}${queryOf(name, rest)}` : path, {
      method,
      ...(hasBody ? { json: typeof input === 'object' && input !== null ? rest : input } : {}),
      ...(cache ? { cache } : {}),
      parse: (data) => checked(name, 'response', responseSchema, data),
    });
    return body;
  };
}
