import { parse } from 'regexparam';

/** A route's matched path, parameters and query, handed to redirect functions and screens. */
export interface RouteMatch {
  route: RouteDefinition;
  /** The hash path without `#` and without the query, always starting with `/`. */
  path: string;
  params: Readonly<Record<string, string>>;
  /** What the trailing wildcard matched, without a leading slash; `''` when nothing. */
  rest: string;
  query: URLSearchParams;
}

/** Fields every route kind has (shell.md §3 "Route entity"). */
interface RouteBase {
  /** Stable id; for feature routes the feature id. */
  id: string;
  /** The page name; the document title is `<title> - <app name>`. */
  title?: string;
  /** The page name in other languages, by locale; `title` where a language has none. */
  titles?: Readonly<Record<string, string>> | undefined;
  /**
   * The feature registry's version of the route's module (issue 40 §2): monitoring labels what
   * happens on the route with it, so a failing publication is named.
   */
  version?: string | undefined;
  /** Whether the route needs a logged-in customer. @default true */
  authentication?: boolean;
  /** All must hold for the route to match; otherwise the next route is tried. */
  conditions?: readonly ((match: RouteMatch) => boolean)[] | undefined;
  /** Loaded before the route shows; a failure drops the navigation (shell.md §4). */
  import?: () => Promise<unknown>;
  /**
   * Custom elements that exist only while the route is shown, by tag name (shell.md §3 "Route
   * entity"): defined in a registry of the route's own when it mounts, gone when it unmounts, so
   * two routes may give one tag name different elements (docs/remote-modules.md).
   */
  scopedElements?: Readonly<Record<string, CustomElementConstructor>>;
}

/** Base path plus optional rest, named parameters, trailing wildcard (shell.md §2.1). */
interface Patterned {
  pattern: string;
}

/** A module published on a CDN, loaded by URL (shell.md §2.1). */
export interface RemoteModuleRoute extends RouteBase, Patterned {
  kind: 'remote-module';
  /** Script location. */
  location: string;
  tagName?: string | undefined;
  className?: string | undefined;
  host?: string | undefined;
  /**
   * Route-scoped elements the configuration names, by tag name: a module (relative to `host`)
   * and the name of its export, loaded with the route's module (docs/remote-modules.md). Code
   * gives `scopedElements` instead.
   */
  scopedElementModules?: Readonly<Record<string, { module: string; export: string }>> | undefined;
}

/** A feature from the server's configuration (shell.md §2.1). */
export interface FeatureRoute extends RouteBase, Patterned {
  kind: 'feature';
  featureId: string;
  feature: { path: string; component: string };
  /** CDN base the module is loaded from. */
  host?: string;
}

/** A route whose code is imported on first use. */
export interface LazyImportRoute extends RouteBase, Patterned {
  kind: 'lazy';
  import: () => Promise<unknown>;
}

/** Sends its pattern to another path, flagged as a redirect. */
export interface RedirectionRoute extends RouteBase, Patterned {
  kind: 'redirect';
  redirect: string | ((match: RouteMatch) => string);
}

/** Matches anything and redirects; put it last. */
export interface FallbackRoute extends RouteBase {
  kind: 'fallback';
  redirect: string | ((match: RouteMatch) => string);
}

/** One of the shell's own screens, provided by a module of the page's import map. */
export interface CoreApplicationRoute extends RouteBase, Patterned {
  kind: 'core';
  /** Import-map specifier of the module that provides the screen. */
  module: string;
}

export type RouteDefinition = RemoteModuleRoute | FeatureRoute | LazyImportRoute | RedirectionRoute | FallbackRoute | CoreApplicationRoute;

/** Messages of shell.md §8 and the route validation of §5. */
export const ROUTE_ERROR = {
  missingPattern: (index: number) => `Route at index ${index} is missing a "pattern" property.`,
  missingPath: 'Missing path',
  remoteLocation: (index: number) => `Route at index ${index} is a remote module route and needs a "location" string.`,
  lazyImport: (index: number) => `Route at index ${index} is a lazy route and needs an "import" function.`,
  redirect: (index: number) => `Route at index ${index} is a redirection and needs a "redirect" string or function.`,
  featureId: (index: number) => `Route at index ${index} is a feature route and needs a "featureId" string.`,
  feature: (index: number) => `Route at index ${index} is a feature route and needs a "feature" object with "path" and "component".`,
  kind: (index: number) => `Route at index ${index} has an unknown kind.`,
  routesFunction: 'Router configuration needs a "routes" function.',
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * Checks route definitions with the rules of shell.md §5 and throws the first problem with its
 * exact message. Definitions usually come from configuration, so nothing is assumed.
 */
export function validateRoutes(routes: readonly unknown[]): asserts routes is readonly RouteDefinition[] {
  routes.forEach((route, index) => {
    if (!isRecord(route)) throw new Error(ROUTE_ERROR.kind(index));
    if (route.kind !== 'fallback' && !isNonEmptyString(route.pattern)) throw new Error(ROUTE_ERROR.missingPattern(index));
    switch (route.kind) {
      case 'remote-module':
        if (!isNonEmptyString(route.location)) throw new Error(ROUTE_ERROR.remoteLocation(index));
        break;
      case 'lazy':
        if (typeof route.import !== 'function') throw new Error(ROUTE_ERROR.lazyImport(index));
        break;
      case 'redirect':
      case 'fallback':
        if (!isNonEmptyString(route.redirect) && typeof route.redirect !== 'function') throw new Error(ROUTE_ERROR.redirect(index));
        break;
      case 'feature': {
        if (!isNonEmptyString(route.featureId)) throw new Error(ROUTE_ERROR.featureId(index));
        const { feature } = route;
        if (!isRecord(feature)) throw new Error(ROUTE_ERROR.feature(index));
        if (!isNonEmptyString(feature.path)) throw new Error(ROUTE_ERROR.missingPath);
        if (!isNonEmptyString(feature.component)) throw new Error(ROUTE_ERROR.feature(index));
        break;
      }
      case 'core':
        break;
      default:
        throw new Error(ROUTE_ERROR.kind(index));
    }
  });
}

interface CompiledRoute {
  route: RouteDefinition;
  keys: string[];
  regex: RegExp;
  /** Its place in the route table: the first match in this order wins. */
  order: number;
}

/**
 * Decodes a matched parameter or rest segment by segment. A segment that is not valid
 * percent-encoding (`%`, `%E0%A4%A`) is kept as typed: an address is anyone's to type, and one
 * bad escape must lead to a page (page-not-found, or the login with the hash kept), never to an
 * uncaught `URIError` and a blank page (issue 13). Browsers treat such paths the same way.
 */
function decodeSegments(value: string): string {
  return value
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** Matches everything: the fallback route's pattern. */
const ANY_PATH = /^\/.*$/;

/** A first segment that matches only itself (in any case): a pattern's regex takes it as written. */
const LITERAL_SEGMENT = /^[\w-]+$/;

/** `/posicion-global/*?` → `posicion-global`; `null` for a parameter, a wildcard or anything else. */
function literalFirstSegment(pattern: string): string | null {
  const [first = ''] = pattern.replace(/^\//, '').split('/', 1);
  return LITERAL_SEGMENT.test(first) ? first.toLowerCase() : null;
}

/** Validates and compiles routes once; matching is first-match in definition order. */
export function compileRoutes(routes: readonly unknown[]): (path: string, query: URLSearchParams) => RouteMatch | null {
  validateRoutes(routes);
  // The routes that may match a path, by its first segment, in definition order: those whose
  // pattern starts with that segment, and those whose pattern starts with no literal one. With
  // hundreds of registered features a route change tests a handful of patterns (issue 40 §2).
  const bySegment = new Map<string, CompiledRoute[]>();
  const others: CompiledRoute[] = [];
  routes.forEach((route, order) => {
    const { keys, pattern } = route.kind === 'fallback' ? { keys: [], pattern: ANY_PATH } : parse(route.pattern);
    const compiled = { route, keys, regex: pattern, order };
    const segment = route.kind === 'fallback' ? null : literalFirstSegment(route.pattern);
    if (segment === null) others.push(compiled);
    else bySegment.set(segment, [...(bySegment.get(segment) ?? []), compiled]);
  });
  for (const [segment, list] of bySegment)
    bySegment.set(
      segment,
      [...list, ...others].sort((a, b) => a.order - b.order),
    );
  return (path, query) => {
    const [first = ''] = path.slice(1).split('/', 1);
    for (const { route, keys, regex } of bySegment.get(first.toLowerCase()) ?? others) {
      const found = regex.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      let rest = '';
      keys.forEach((key, i) => {
        const value = decodeSegments(found[i + 1] ?? '');
        if (key === '*') rest = value;
        else params[key] = value;
      });
      const candidate: RouteMatch = { route, path, params, rest, query };
      if (route.conditions?.some((condition) => !condition(candidate))) continue;
      return candidate;
    }
    return null;
  };
}

/** The pattern of a server-configured feature: base path followed by any sub-path (shell.md §2.1). */
export function featurePattern(basePath: string): string {
  return `/${basePath.replace(/^\/+|\/+$/g, '')}/*?`;
}

/** Whether a route needs login; `authentication` defaults to true (shell.md §2.1). */
export function needsLogin(route: RouteDefinition): boolean {
  return route.authentication !== false;
}
