/**
 * Raised before any request leaves when the caller gives an absolute URL (shell.md §5). A module of
 * its own: only the client raises it, and the client is a chunk the login page does not load,
 * where the other errors are the page's (features test for them).
 */
export class AbsoluteUrlError extends Error {
  override readonly name = 'AbsoluteUrlError';
  constructor(url: string) {
    super(`Only relative URLs are accepted by the API client: "${url}"`);
  }
}
