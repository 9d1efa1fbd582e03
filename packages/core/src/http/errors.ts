/** Raised for a response status from 400 to 599 (shell.md §8). Carries what a caller needs to decide. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly request: Request,
    readonly response: Response,
    readonly body: unknown,
  ) {
    super(`Fetch request to ${request.url} failed with status ${response.status} ${response.statusText}`);
  }

  get status(): number {
    return this.response.status;
  }
}

/** Raised when a response that should be JSON is not (shell.md §8). */
export class JsonParseError extends Error {
  override readonly name = 'JsonParseError';
  constructor(readonly url: string) {
    super(`Failed to parse response from ${url} as JSON.`);
  }
}

/** Raised when the network fails (no response at all): offline, DNS, dropped connection. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly url: string,
    override readonly cause: unknown,
  ) {
    super(`Network request to ${url} failed`);
  }
}

/** Raised when the bank has not answered a call within its time-out (10 s, shell.md §9). */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  constructor(
    readonly url: string,
    readonly timeoutMs: number,
  ) {
    super(`Fetch request to ${url} timed out after ${timeoutMs} ms`);
  }
}
