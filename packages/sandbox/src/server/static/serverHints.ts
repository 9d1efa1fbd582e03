import { escapeHtml } from '../api/pageForPeople';
import { API_PATHS } from '../api/paths';
import { endOfLastImportMap, importMapOf } from './shellIndex';

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
  /** The stylesheets the module links when it loads (a feature owns its styles). */
  styles?: readonly { url: string; integrity: string }[];
  /** The shared modules it imports, as bare specifiers that the page's import map resolves. */
  sharedImports?: readonly string[];
}

/** What the hints of a shell page name. */
export interface ServerHints {
  /** `http://api.bank.localhost:8080` */
  apiOrigin: string;
  /**
   * The entry module of the feature the visitor lands on: the login for a visitor, the overall
   * position for a signed-in customer; `undefined` while it is not built.
   */
  landingFeatureModule: ModuleHint | undefined;
}

/** Text at `index`, indented as the line it is inserted into. */
function insertLines(html: string, index: number, lines: readonly string[], replacedLength = 0): string {
  const lineStart = html.lastIndexOf('\n', index - 1) + 1;
  const indent = /^[ \t]*/.exec(html.slice(lineStart, index))?.[0] ?? '';
  return `${html.slice(0, index)}${lines.join(`\n${indent}`)}${html.slice(index + replacedLength)}`;
}

/**
 * The connection hints, for the top of `<head>`:
 * - a preconnect to the API host, without `crossorigin`: the app's API calls are credentialed,
 *   and a browser keeps credentialed and anonymous connections apart, so this warms the pool
 *   they use;
 * - a preload of `config/appConfig` as a credentialed CORS fetch, which the shell's start-up
 *   request matches (credentialed GET, no custom headers), so the configuration comes in while
 *   the modules do.
 */
function connectionHintsHtml(apiOrigin: string): string[] {
  const origin = escapeHtml(apiOrigin);
  return [
    `<link rel="preconnect" href="${origin}" />`,
    `<link rel="preload" href="${origin}${escapeHtml(API_PATHS.appConfig)}" as="fetch" crossorigin="use-credentials" />`,
  ];
}

/**
 * A module preload of the landing feature's entry, with its integrity, so it is not waiting on the
 * configuration that names it; a preload of each shared module it imports that the page does not
 * preload already (`@bank-shell/core/format`), which would otherwise be found only once the entry
 * is parsed, one round trip later (at low priority: the page's first paint does not need it); and a preload of each stylesheet the module links when it
 * loads, so its styles are not one round trip behind it. The preload's `crossorigin` and integrity
 * are the module's link's, so the browser uses the preloaded file. None while the feature is not built.
 */
function moduleHintsHtml(module: ModuleHint | undefined, page: string): string[] {
  if (module === undefined) return [];
  const integrityAttribute = (integrity: string | undefined) => (integrity === undefined ? '' : ` integrity="${escapeHtml(integrity)}"`);
  const importMap = importMapOf(page);
  // Own keys only: a specifier such as `constructor` must not find what every object inherits.
  const sharedUrls = new Set(
    (module.sharedImports ?? [])
      .map((specifier) => (Object.hasOwn(importMap.imports, specifier) ? importMap.imports[specifier] : undefined))
      .filter((url): url is string => typeof url === 'string' && !page.includes(`rel="modulepreload" href="${escapeHtml(url)}"`)),
  );
  return [
    `<link rel="modulepreload" href="${escapeHtml(module.url)}"${integrityAttribute(module.integrity)} />`,
    ...[...sharedUrls].map(
      (url) =>
        `<link rel="modulepreload" href="${escapeHtml(url)}"${integrityAttribute(Object.hasOwn(importMap.integrity, url) ? importMap.integrity[url] : undefined)} fetchpriority="low" />`,
    ),
    ...(module.styles ?? []).map(
      (style) =>
        `<link rel="preload" as="style" href="${escapeHtml(style.url)}" integrity="${escapeHtml(style.integrity)}" crossorigin="anonymous" />`,
    ),
  ];
}

/**
 * The shell page with its hints: the connection hints in place of {@link SERVER_HINTS_MARKER},
 * the module preload right after the page's import map. A module preloaded before the import map
 * is read cannot resolve its bare imports (`@bank-shell/react`), and the browser keeps that
 * failure for the page's life: a module coming fast from the cache would break the page. A page
 * without the marker (an older build) is returned as it is.
 *
 * Links are not scripts: the page's CSP hash of its import map does not change, and
 * `connect-src` already allows the API host.
 */
export function withServerHints(html: string, hints: ServerHints): string {
  const markerAt = html.indexOf(SERVER_HINTS_MARKER);
  if (markerAt === -1) return html;
  const modules = moduleHintsHtml(hints.landingFeatureModule, html);
  const importMapEnd = endOfLastImportMap(html);
  if (importMapEnd === undefined || importMapEnd < markerAt) {
    return insertLines(html, markerAt, [...connectionHintsHtml(hints.apiOrigin), ...modules], SERVER_HINTS_MARKER.length);
  }
  const withModules = modules.length === 0 ? html : insertLines(html, importMapEnd, ['', ...modules]);
  return insertLines(withModules, markerAt, connectionHintsHtml(hints.apiOrigin), SERVER_HINTS_MARKER.length);
}
