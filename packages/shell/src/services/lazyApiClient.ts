import { NetworkError, apiBaseFor, loadOnce } from '@bank-shell/core';
import type { HttpClient, RouteDefinition } from '@bank-shell/core';
import type { ApiClientParts } from './apiClient';

/**
 * The API client's module (`apiClient.ts`, with core's client and the steps of its chain), a chunk
 * of its own: loaded once, and a failed load is tried again on the next use. The login page shows
 * without it; the shell asks for it beside the session's actions (`app/sessionActions.ts`), beside
 * the module of any page but the login, and at the first call (decision 0012).
 */
export const importApiClient = loadOnce(() => import('./apiClient'));

/**
 * The shell's API client (shell.md §7) before its module is in: it names the API host at once, and
 * each call waits for the module, then goes through the client `createApiClient` makes of `parts`,
 * one client for every call. A call whose module cannot load fails as one the network refused
 * would: a {@link NetworkError} naming its path, the load's error as its cause.
 */
export function createLazyApiClient(parts: ApiClientParts): HttpClient {
  const { window: win } = parts;
  // The page's own fetch, taken now as when the client was made at start-up: a script that wraps
  // `window.fetch` later (the monitoring agent) does not get the bank's calls.
  const page: ApiClientParts = {
    ...parts,
    window: { fetch: win.fetch.bind(win), location: win.location, scheduler: win.scheduler },
    // Where the early calls' answers wait (issue 42 §6): the client's module takes them.
    globals: win,
  };
  const client = loadOnce(() => importApiClient().then(({ createApiClient }) => createApiClient(page)));
  const through = async <T>(path: string, call: (http: HttpClient) => Promise<T>): Promise<T> => {
    let http: HttpClient;
    try {
      http = await client();
    } catch (error) {
      throw new NetworkError(path, error);
    }
    return call(http);
  };
  return {
    apiBase: apiBaseFor(win.location),
    request: (path, options) => through(path, (http) => http.request(path, options)),
    get: (path, options) => through(path, (http) => http.get(path, options)),
    post: (path, options) => through(path, (http) => http.post(path, options)),
    delete: (path, options) => through(path, (http) => http.delete(path, options)),
  };
}

/**
 * Gives the import of every page but the login the API client's module beside its own: any other
 * page may call the bank as it shows, and its first call then waits for no further round trip.
 * The login's first call waits for the visitor, whose first key brings the module. A failed load
 * is left to that first call, which tries again and reports it.
 */
export function withApiClientBeside(
  withImport: (route: RouteDefinition) => RouteDefinition,
  loginRouteId: string,
): (route: RouteDefinition) => RouteDefinition {
  return (route) => {
    const withModule = withImport(route);
    const importPage = withModule.import;
    if (importPage === undefined || route.id === loginRouteId) return withModule;
    return {
      ...withModule,
      import: () => {
        importApiClient().catch(() => undefined);
        return importPage();
      },
    };
  };
}
