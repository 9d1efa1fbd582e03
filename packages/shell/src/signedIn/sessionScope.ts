import type { HttpClient, RequestOptions } from '@bank-shell/core';

/**
 * A call refused, or stopped on its way, because the session it was made for has ended: nothing is
 * asked of the bank in the name of a session that is over (issue 42 §1). Never sent, it is no
 * error of the bank's.
 */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
  constructor(path: string) {
    super(`The session ended: ${path} was not asked of the bank`);
  }
}

/** Calls made for one session: each is stopped when the session ends, and none is sent after. */
export interface SessionScope {
  readonly http: HttpClient;
  /** The session is over: calls on their way are aborted, later ones refused. */
  end(): void;
}

/** A signal that aborts when either does: `AbortSignal.any`, which older browsers lack. */
function eitherSignal(first: AbortSignal, second: AbortSignal | undefined): AbortSignal {
  if (second === undefined) return first;
  const both = new AbortController();
  const forward = (from: AbortSignal) => () => both.abort(from.reason);
  if (first.aborted) forward(first)();
  else if (second.aborted) forward(second)();
  else {
    first.addEventListener('abort', forward(first), { once: true });
    second.addEventListener('abort', forward(second), { once: true });
  }
  return both.signal;
}

/** Calls through `http` until {@link SessionScope.end}. */
export function createSessionScope(http: HttpClient): SessionScope {
  const ended = new AbortController();
  const scoped = <O extends Omit<RequestOptions<unknown>, 'method'> | undefined, R>(
    path: string,
    options: O,
    call: (options: O & { signal: AbortSignal }) => Promise<R>,
  ): Promise<R> => {
    if (ended.signal.aborted) return Promise.reject(new SessionEndedError(path));
    const signal = eitherSignal(ended.signal, options?.signal);
    return call({ ...options, signal }).catch((error: unknown) => {
      throw ended.signal.aborted ? new SessionEndedError(path) : error;
    });
  };
  return {
    http: {
      apiBase: http.apiBase,
      request: (path, options) => scoped(path, options, (o) => http.request(path, o)),
      get: (path, options) => scoped(path, options, (o) => http.get(path, o)),
      post: (path, options) => scoped(path, options, (o) => http.post(path, o)),
      delete: (path, options) => scoped(path, options, (o) => http.delete(path, o)),
    },
    end: () => ended.abort(),
  };
}
