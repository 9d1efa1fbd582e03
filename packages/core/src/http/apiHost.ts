/**
 * What the page knows of the API host without the API client (shell.md §7): its address, the names
 * of the headers the client's steps write, and the cookie it sets for the XSRF check. The page's
 * own module holds these, since core's later entries and the monitoring read them; the client
 * itself (`client.ts` and its steps) is a chunk the shell loads for the first call, so nothing
 * here imports it (decision 0012).
 */

/** Header names the client and its steps write. */
export const HEADER = {
  authorization: 'authorization',
  acceptLanguage: 'accept-language',
  xsrf: 'x-xsrf-token',
  sessionContext: 'x-session-context',
  tokenExpired: 'x-token-expired',
} as const;

/** `http://bank.localhost:8080` → `http://api.bank.localhost:8080` (shell.md §7). */
export function apiBaseFor(location: { protocol: string; host: string }): string {
  return `${location.protocol}//api.${location.host}`;
}

/** Reads one cookie from a `document.cookie` string. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    // Another site of the same domain may write a cookie: a malformed value counts as none.
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
}
