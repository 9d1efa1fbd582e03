import type { RemoteModuleRoute } from '@bank-shell/core';
import { isWebComponentModule, webComponentFeature } from './webComponentFeature';

type ImportModule = (url: string) => Promise<unknown>;
const importByUrl: ImportModule = (url) => import(/* @vite-ignore */ url);

/**
 * Route-scoped elements named by the configuration (docs/remote-modules.md): each is the export
 * of a module, relative to the route's host. They load with the route's own module, before the
 * route shows, and a module that does not export a custom element class under that name fails the
 * route's import, so the navigation is dropped (shell.md §4) rather than showing an element
 * without its parts.
 */
export async function loadScopedElementModules(
  route: Pick<RemoteModuleRoute, 'id' | 'host' | 'location' | 'scopedElementModules'>,
  importModule: ImportModule = importByUrl,
): Promise<Record<string, CustomElementConstructor>> {
  const base = route.host ?? route.location;
  const entries = await Promise.all(
    Object.entries(route.scopedElementModules ?? {}).map(async ([tagName, { module, export: exportName }]) => {
      const url = new URL(module, base).href;
      const element = ((await importModule(url)) as Record<string, unknown>)[exportName];
      if (typeof element !== 'function' || !((element as { prototype?: unknown }).prototype instanceof HTMLElement)) {
        throw new Error(`Scoped element ${tagName} of route ${route.id}: ${url} exports no custom element class named ${exportName}`);
      }
      return [tagName, element as CustomElementConstructor] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * A remote-module route's module with the scoped elements its route names: the web component's
 * feature, its own `scopedElements` and the route's together (the route's win).
 */
export async function importWithScopedElements(
  route: Pick<RemoteModuleRoute, 'id' | 'host' | 'location' | 'scopedElementModules'>,
  importModule: ImportModule = importByUrl,
): Promise<unknown> {
  const [module, scoped] = await Promise.all([
    importModule(route.host ? new URL(route.location, route.host).href : route.location),
    loadScopedElementModules(route, importModule),
  ]);
  if (!isWebComponentModule(module)) return module;
  return { default: webComponentFeature({ ...module, scopedElements: { ...module.scopedElements, ...scoped } }) };
}
