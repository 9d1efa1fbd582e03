import { useEffect, useMemo, useRef } from 'react';
import { defineFeature, useHttp, useTranslation } from '@bank-shell/react';
import type { FeatureDefinition, FeatureProps } from '@bank-shell/react';
import type { RouteMatch } from '@bank-shell/core';

/**
 * Remote modules that are web components (shell.md §2.1, §3; docs/remote-modules.md). A module
 * whose default export is a custom element class is mounted as that element, beside the React
 * features: the shell wraps it in a feature of its own, so it loads, bootstraps and fails like any
 * other module.
 *
 * The element lives in a host's shadow root whose custom element registry is the route's own
 * (Chromium's scoped custom element registries): the element's tag and the route's
 * `scopedElements` are defined there when the route mounts and go with the host when it unmounts,
 * so two routes may give one tag name different elements, and none of them reaches the page's
 * global registry. A browser without scoped registries gets them in the global one instead, each
 * tag once.
 */

/** What such a module exports beside its element class. */
export interface WebComponentModule {
  default: CustomElementConstructor;
  /** Its tag name, unless the route names one (`tagName` of a remote-module route). */
  tagName?: string;
  /** The custom elements it uses inside, scoped to its route. */
  scopedElements?: Readonly<Record<string, CustomElementConstructor>>;
}

/** A valid custom element name: lower case, starts with a letter, has a hyphen (HTML's rule, ASCII only). */
const CUSTOM_ELEMENT_NAME = /^[a-z][a-z0-9._]*-[a-z0-9._-]*$/;

/**
 * The bank's API as an element may use it: GET of a path of the API host (`/genoma_api/rest/…`),
 * through the shell's client, so the customer's bearer, language and cache go with it and the
 * element never holds a token. An absolute URL is refused by the client.
 */
export interface BankApi {
  get(path: string): Promise<unknown>;
}

/** What the element is handed: the route that mounted it, the page's language and the bank's API. */
export interface WebComponentProperties {
  routeMatch: RouteMatch;
  locale: string;
  bankApi: BankApi;
}

export function isWebComponentModule(module: unknown): module is WebComponentModule {
  const element = (module as { default?: unknown } | null)?.default;
  return typeof element === 'function' && element.prototype instanceof HTMLElement;
}

/** The route's tag for the element: a remote-module route's `tagName`, else the module's. */
function tagNameOf(match: RouteMatch, module: WebComponentModule): string {
  const { route } = match;
  const tagName = (route.kind === 'remote-module' ? route.tagName : undefined) ?? module.tagName;
  if (tagName === undefined || !CUSTOM_ELEMENT_NAME.test(tagName)) {
    throw new Error(`Remote module of route ${route.id} names no valid custom element tag: ${String(tagName)}`);
  }
  return tagName;
}

/** A registry of the route's own where the browser has them; the page's global one otherwise. */
function registryFor(win: Window): CustomElementRegistry {
  const Registry = (win as unknown as { CustomElementRegistry?: new () => CustomElementRegistry }).CustomElementRegistry;
  try {
    if (Registry) return new Registry();
  } catch {
    // A browser whose registries cannot be constructed: the global one, below.
  }
  return win.customElements;
}

/** The page's own styles, copied once per document into a sheet a shadow root can adopt. */
const pageStyleSheets = new WeakMap<Document, CSSStyleSheet[]>();

/**
 * The shell's styles for a shadow root: the page's inline style sheets (the shell's design
 * tokens and classes, `.page`, `.page__title`, …) as one constructed sheet, so a web component
 * looks like the React features beside it. A sheet whose rules cannot be read is left out.
 */
function pageStylesOf(doc: Document): CSSStyleSheet[] {
  let sheets = pageStyleSheets.get(doc);
  if (!sheets) {
    const rules: string[] = [];
    for (const sheet of Array.from(doc.styleSheets)) {
      if (sheet.href !== null) continue;
      try {
        for (const rule of Array.from(sheet.cssRules)) rules.push(rule.cssText);
      } catch {
        // Rules of another origin's sheet are not readable: that sheet is not the shell's.
      }
    }
    const win = doc.defaultView as (Window & { CSSStyleSheet?: typeof CSSStyleSheet }) | null;
    const Sheet = win?.CSSStyleSheet;
    if (!Sheet || typeof Sheet.prototype.replaceSync !== 'function') return [];
    const copy = new Sheet();
    copy.replaceSync(rules.join('\n'));
    sheets = [copy];
    pageStyleSheets.set(doc, sheets);
  }
  return sheets;
}

function defineOnce(registry: CustomElementRegistry, name: string, element: CustomElementConstructor): void {
  if (!registry.get(name)) registry.define(name, element);
}

/**
 * Mounts `element` as `tagName` in a shadow root of `host` with a registry of its own holding it and
 * `scopedElements`; returns the element and how to take it down.
 */
export function mountScoped(
  host: HTMLElement,
  tagName: string,
  element: CustomElementConstructor,
  scopedElements: Readonly<Record<string, CustomElementConstructor>>,
): { element: HTMLElement; unmount: () => void } {
  const win = host.ownerDocument.defaultView as Window;
  const registry = registryFor(win);
  for (const [name, scoped] of Object.entries(scopedElements)) defineOnce(registry, name, scoped);
  defineOnce(registry, tagName, element);
  const scopedRegistry = registry === win.customElements ? undefined : registry;
  // The shadow root takes the registry: what is created and parsed in it is upgraded from it.
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open', ...(scopedRegistry ? { customElementRegistry: scopedRegistry } : {}) });
  root.adoptedStyleSheets = pageStylesOf(host.ownerDocument);
  const created = host.ownerDocument.createElement(tagName, scopedRegistry ? { customElementRegistry: scopedRegistry } : undefined);
  root.replaceChildren(created);
  return { element: created, unmount: () => root.replaceChildren() };
}

/** The feature a web-component module is shown as. */
export function webComponentFeature(module: WebComponentModule): FeatureDefinition {
  function WebComponentRoute({ match }: FeatureProps) {
    const hostRef = useRef<HTMLDivElement>(null);
    const elementRef = useRef<(HTMLElement & Partial<WebComponentProperties>) | null>(null);
    const { locale } = useTranslation('shell');
    const http = useHttp();
    const bankApi = useMemo<BankApi>(() => ({ get: (path) => http.get(path) }), [http]);
    const tagName = tagNameOf(match, module);
    const className = match.route.kind === 'remote-module' ? match.route.className : undefined;
    useEffect(() => {
      const host = hostRef.current;
      if (!host) return undefined;
      const mounted = mountScoped(host, tagName, module.default, { ...module.scopedElements, ...match.route.scopedElements });
      elementRef.current = mounted.element;
      return () => {
        elementRef.current = null;
        mounted.unmount();
      };
      // The element is the route's: a new route match is handed to it below, not a new element.
    }, [tagName, match.route]);
    useEffect(() => {
      const element = elementRef.current;
      if (!element) return;
      if (className) element.className = className;
      element.lang = locale;
      element.routeMatch = match;
      element.locale = locale;
      element.bankApi = bankApi;
    }, [match, locale, className, tagName, bankApi]);
    return <div ref={hostRef} className="web-component-host" />;
  }
  return defineFeature({
    id: module.tagName ?? 'web-component',
    component: WebComponentRoute,
    messages: { 'es-ES': {}, 'en-GB': {} },
  });
}

/** A loaded module as the feature registry takes it: a web component wrapped in a feature; any other as it is. */
export function asFeatureModule(module: unknown): unknown {
  return isWebComponentModule(module) ? { default: webComponentFeature(module) } : module;
}
