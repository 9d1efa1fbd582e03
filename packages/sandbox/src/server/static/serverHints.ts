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
  /** The API paths its landing screen asks for at once (GET): see {@link ServerHints.firstCalls}. */
  firstCalls?: readonly string[];
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
  /**
   * The configuration `GET /config/appConfig` answers now: the page carries it, so the shell
   * starts without asking for it. Without it, the page preloads the call instead.
   */
  appConfig?: object | undefined;
  /**
   * The landing feature's first calls, for the page of a customer coming back with a session: the
   * page's early-calls script starts them before the modules load (issue 42 §6). None for anyone
   * else.
   */
  firstCalls?: readonly string[] | undefined;
}

/** The data block that lists the first calls, which the early-calls script reads (`packages/shell/src/earlyCalls`). */
export const FIRST_CALLS_ELEMENT_START = '<script type="application/json" data-first-calls>';

/** The first calls as the page carries them: JSON, every `<` written `\u003c`, as the configuration's. */
function firstCallsElement(paths: readonly string[]): string {
  return `${FIRST_CALLS_ELEMENT_START}${JSON.stringify(paths).replaceAll('<', '\\u003c')}</script>`;
}

/**
 * The data block that carries the configuration, which the shell reads (`packages/shell/src/main.tsx`):
 * not a script the browser runs, so the page's CSP has nothing to allow.
 */
export const APP_CONFIG_ELEMENT_START = '<script type="application/json" data-app-config>';

/**
 * The configuration as the page carries it. Every `<` is written `\u003c`, which JSON reads as the
 * same character: nothing in a value can end the element (`</script>`) or open a comment.
 */
export function appConfigElement(config: object): string {
  return `${APP_CONFIG_ELEMENT_START}${JSON.stringify(config).replaceAll('<', '\\u003c')}</script>`;
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
 * - when the page does not carry the configuration, a preload of `config/appConfig` as a
 *   credentialed CORS fetch, which the shell's start-up request matches (credentialed GET, no
 *   custom headers), so the configuration comes in while the modules do.
 */
function connectionHintsHtml(apiOrigin: string, carriesConfig: boolean): string[] {
  const origin = escapeHtml(apiOrigin);
  return [
    `<link rel="preconnect" href="${origin}" />`,
    ...(carriesConfig
      ? []
      : [`<link rel="preload" href="${origin}${escapeHtml(API_PATHS.appConfig)}" as="fetch" crossorigin="use-credentials" />`]),
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

/** `<script type="module" src="…">`: the page's entry module. */
const ENTRY_SCRIPT_PATTERN = /<script type="module" src="([^"]+)"/;

/**
 * Where the page's own module preloads end: right after its preload of its entry module (the
 * shell), which the build writes last, after React's runtime. `undefined` for a page that does not
 * preload its entry.
 */
function endOfPagePreloads(html: string): number | undefined {
  const entry = ENTRY_SCRIPT_PATTERN.exec(html)?.[1];
  if (entry === undefined) return undefined;
  const link = `<link rel="modulepreload" href="${entry}"`;
  const start = html.indexOf(link);
  if (start === -1) return undefined;
  const end = html.indexOf('>', start);
  return end === -1 ? undefined : end + 1;
}

/** Before the page's entry module, or else at the end of its body: where the configuration goes. */
function configPlaceOf(html: string): number {
  const entry = ENTRY_SCRIPT_PATTERN.exec(html);
  if (entry !== null) return entry.index;
  const bodyEnd = html.lastIndexOf('</body>');
  return bodyEnd === -1 ? html.length : bodyEnd;
}

/**
 * The shell page with its hints: the connection hints in place of {@link SERVER_HINTS_MARKER},
 * the landing feature's preloads right after the page's own module preloads, and the
 * configuration before the entry module. Two rules place the preloads:
 * - after the page's import map: a module preloaded before the import map is read cannot resolve
 *   its bare imports (`@bank-shell/react`), and the browser keeps that failure for the page's life,
 *   so a module coming fast from the cache would break the page;
 * - after React's runtime and the shell: the browser asks for preloads in the page's order, and
 *   the first one takes the connection the page itself came on, already open. React's runtime is
 *   the biggest file the first paint's page waits for; the feature's entry is 2 KB.
 * The configuration comes after the painted login (docs/first-paint.md), so its bytes do not hold
 * the first paint back. A page without the marker (an older build) is returned as it is; a page
 * that preloads no entry gets the feature's preloads right after its import map.
 *
 * Links and a data block are not scripts: the page's CSP hash of its import map does not change,
 * and `connect-src` already allows the API host.
 */
export function withServerHints(html: string, hints: ServerHints): string {
  const markerAt = html.indexOf(SERVER_HINTS_MARKER);
  if (markerAt === -1) return html;
  const carriesConfig = hints.appConfig !== undefined;
  const headHints = [
    ...connectionHintsHtml(hints.apiOrigin, carriesConfig),
    ...(hints.firstCalls !== undefined && hints.firstCalls.length > 0 ? [firstCallsElement(hints.firstCalls)] : []),
  ];
  const withConfig = hints.appConfig === undefined ? html : insertLines(html, configPlaceOf(html), [appConfigElement(hints.appConfig), '']);
  const modules = moduleHintsHtml(hints.landingFeatureModule, withConfig);
  const importMapEnd = endOfLastImportMap(withConfig);
  if (importMapEnd === undefined || importMapEnd < markerAt) {
    return insertLines(withConfig, markerAt, [...headHints, ...modules], SERVER_HINTS_MARKER.length);
  }
  const pagePreloadsEnd = endOfPagePreloads(withConfig);
  const modulesAt = pagePreloadsEnd !== undefined && pagePreloadsEnd > importMapEnd ? pagePreloadsEnd : importMapEnd;
  const withModules = modules.length === 0 ? withConfig : insertLines(withConfig, modulesAt, ['', ...modules]);
  return insertLines(withModules, markerAt, headHints, SERVER_HINTS_MARKER.length);
}
