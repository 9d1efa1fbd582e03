/**
 * Splits `#/a/b?x=1` into `/a/b` and its query. A module of its own, apart from the router's: what
 * follows a login reads the hash in a chunk of the shell's, which would otherwise take the router
 * module's place in the bundle with it (issue 12).
 */
export function parseHash(hash: string): { path: string; query: URLSearchParams } {
  const raw = hash.replace(/^#/, '');
  const queryStart = raw.indexOf('?');
  const pathPart = queryStart === -1 ? raw : raw.slice(0, queryStart);
  const queryPart = queryStart === -1 ? '' : raw.slice(queryStart + 1);
  return { path: `/${pathPart.replace(/^\/+/, '')}`, query: new URLSearchParams(queryPart) };
}
