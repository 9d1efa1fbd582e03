import { parse } from 'regexparam';

/** What a route shows. Feature routes load a module by URL; core routes are the shell's own screens. */
export type RouteTarget =
  | { kind: 'feature'; featureId: string; moduleUrl: string }
  | { kind: 'core'; screen: string }
  | { kind: 'redirect'; to: string | ((match: RouteMatch) => string) };

export interface RouteDefinition {
  /** Stable id; for feature routes the feature id. */
  id: string;
  /** Base path plus optional rest, e.g. `/posicion-global/*?` (shell.md §2.1). */
  pattern: string;
  /** The page name; the document title is `<title> - <app name>`. */
  title?: string;
  /** Whether the route needs a logged-in customer (shell.md §2.2). */
  authentication: boolean;
  target: RouteTarget;
}

export interface RouteMatch {
  route: RouteDefinition;
  /** The hash path without `#` and without the query, always starting with `/`. */
  path: string;
  params: Readonly<Record<string, string>>;
  /** What the trailing wildcard matched, without a leading slash; `''` when nothing. */
  rest: string;
  query: URLSearchParams;
}

interface CompiledRoute {
  route: RouteDefinition;
  keys: string[];
  regex: RegExp;
}

/** Compiles patterns once; matching is first-match in definition order. */
export function compileRoutes(routes: readonly RouteDefinition[]): (path: string, query: URLSearchParams) => RouteMatch | null {
  const compiled: CompiledRoute[] = routes.map((route, index) => {
    if (typeof route.pattern !== 'string' || route.pattern === '') {
      throw new Error(`Route at index ${index} is missing a "pattern" property.`);
    }
    const { keys, pattern } = parse(route.pattern);
    return { route, keys, regex: pattern };
  });
  return (path, query) => {
    for (const { route, keys, regex } of compiled) {
      const found = regex.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      let rest = '';
      keys.forEach((key, i) => {
        const value = found[i + 1] === undefined ? '' : decodeURIComponent(found[i + 1] ?? '');
        if (key === '*') rest = value;
        else params[key] = value;
      });
      return { route, path, params, rest, query };
    }
    return null;
  };
}

/** The pattern of a server-configured feature: base path followed by any sub-path (shell.md §2.1). */
export function featurePattern(basePath: string): string {
  return `/${basePath.replace(/^\/+|\/+$/g, '')}/*?`;
}
