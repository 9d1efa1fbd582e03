import { escapeHtml } from '../api/pageForPeople';
import { API_PATHS } from '../api/paths';

/**
 * Where the sandbox writes its hints into the shell page: a comment near the top of `<head>` in
 * `packages/shell/index.html`, which the build leaves as it is.
 */
export const SERVER_HINTS_MARKER = '<!-- server-hints -->';

/** A module the page will import, as the shell will ask for it. */
export interface ModuleHint {
  /** The exact URL the shell will `import()`. */
  url: string;
  /** `sha384-…` from the module's build, when it recorded one. */
  integrity: string | undefined;
}

/** What the hints of a shell page name. */
export interface ServerHints {
  /** `http://api.bank.localhost:8080` */
  apiOrigin: string;
  /** The login feature's entry module; `undefined` while it is not built. */
  loginFeatureModule: ModuleHint | undefined;
}

/**
 * The hints, one `<link>` each:
 * - a preconnect to the API host, without `crossorigin`: the app's API calls are credentialed,
 *   and a browser keeps credentialed and anonymous connections apart, so this warms the pool
 *   they use;
 * - a preload of `config/appConfig` as a credentialed CORS fetch, which the shell's start-up
 *   request matches (credentialed GET, no custom headers), so the configuration comes in while
 *   the modules do;
 * - a module preload of the login feature's entry, with its integrity, so it is not waiting on
 *   the configuration that names it.
 * Links are not scripts: the page's CSP hash of its import map does not change, and
 * `connect-src` already allows the API host.
 */
export function serverHintsHtml(hints: ServerHints): string[] {
  const apiOrigin = escapeHtml(hints.apiOrigin);
  const links = [
    `<link rel="preconnect" href="${apiOrigin}" />`,
    `<link rel="preload" href="${apiOrigin}${escapeHtml(API_PATHS.appConfig)}" as="fetch" crossorigin="use-credentials" />`,
  ];
  const module = hints.loginFeatureModule;
  if (module !== undefined) {
    const integrity = module.integrity === undefined ? '' : ` integrity="${escapeHtml(module.integrity)}"`;
    links.push(`<link rel="modulepreload" href="${escapeHtml(module.url)}"${integrity} />`);
  }
  return links;
}

/**
 * The shell page with its hints in place of {@link SERVER_HINTS_MARKER}, indented as the marker
 * was. A page without the marker (an older build) is returned as it is.
 */
export function withServerHints(html: string, hints: ServerHints): string {
  const markerAt = html.indexOf(SERVER_HINTS_MARKER);
  if (markerAt === -1) return html;
  const lineStart = html.lastIndexOf('\n', markerAt) + 1;
  const indent = /^[ \t]*/.exec(html.slice(lineStart, markerAt))?.[0] ?? '';
  return `${html.slice(0, markerAt)}${serverHintsHtml(hints).join(`\n${indent}`)}${html.slice(markerAt + SERVER_HINTS_MARKER.length)}`;
}
