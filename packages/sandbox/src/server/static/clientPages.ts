/**
 * One page per client kind (shell.md §6), so each can be tried in a browser: the shell page with
 * its client id, at `/clients/<client id>/` (and its login at `/clients/<client id>/app-login/`).
 * The ids are the shell's (`packages/core/src/channels`).
 */
export const CLIENT_PAGE_IDS = [
  'bank-web',
  'bank-android',
  'bank-ios',
  'bank-signups',
  'bank-teen-web',
  'bank-teen-android',
  'bank-teen-ios',
  'bank-twin',
] as const;

export const CLIENT_PAGES_PREFIX = '/clients/';

const CLIENT_ID_META_PATTERN = /<meta name="bank-client-id" content="[^"]*"\s*\/?>/;

export function isClientPageId(value: string): value is (typeof CLIENT_PAGE_IDS)[number] {
  return (CLIENT_PAGE_IDS as readonly string[]).includes(value);
}

/** The shell page, naming another client. */
export function withClientId(html: string, clientId: (typeof CLIENT_PAGE_IDS)[number]): string {
  return html.replace(CLIENT_ID_META_PATTERN, `<meta name="bank-client-id" content="${clientId}" />`);
}
