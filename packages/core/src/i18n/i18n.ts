import { loadOnce } from '../loadOnce';
import { createStore } from '../store';
import type { ReadableStore } from '../store';

/** The locales the UI ships. */
export const SUPPORTED_LOCALES = ['es-ES', 'en-GB'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
/**
 * features.md §9 "default and fallback locale en-GB": the language when none is known, and the
 * text shown for a key another language lacks (when its English texts are in).
 */
export const DEFAULT_LOCALE: Locale = 'en-GB';

/** Texts of one namespace in one locale; `{name}` marks a placeholder. */
export type Messages = Readonly<Record<string, string>>;
/** Loads one locale's texts when that locale is first chosen, so a page carries only its own language. */
export type MessagesLoader<K extends string = string> = () => Promise<Readonly<Record<K, string>>>;
/** Texts of one namespace in every shipped locale, each given or loaded on demand: same keys in each. */
export type NamespaceMessages<K extends string = string> = Readonly<Record<Locale, Readonly<Record<K, string>> | MessagesLoader<K>>>;

export type Translate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

/** Locale tags must include a region: `es-ES`, not `es` (features.md §5). */
const LOCALE_WITH_REGION = /^[a-z]{2,3}-[A-Z]{2}$/;

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && LOCALE_WITH_REGION.test(value) && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

export interface I18n {
  readonly locale: ReadableStore<Locale>;
  /**
   * Switches to `locale` once the texts of every namespace in it are loaded.
   * @throws synchronously, for a locale the UI does not ship
   */
  setLocale(locale: string): Promise<void>;
  /** Settles once the current locale's texts are loaded: in one namespace, or in every one. */
  ready(namespace?: string): Promise<void>;
  /** Registers a namespace; a feature registers its own under its id. */
  addNamespace(namespace: string, messages: NamespaceMessages): void;
  /** A translate function bound to one namespace and the current locale. */
  translator(namespace: string): Translate;
}

/**
 * One namespace's texts in one locale could not load (features.md §8 "Locale or namespace load
 * failure: descriptive errors"): the message names both, and the loader's own error is the cause.
 */
export class NamespaceLoadError extends Error {
  override readonly name = 'NamespaceLoadError';
  constructor(
    readonly namespace: string,
    readonly locale: Locale,
    cause: unknown,
  ) {
    super(`The texts of namespace "${namespace}" in locale ${locale} failed to load`, { cause });
  }
}

/**
 * `{name}`-style values into a text: a name without a value stays as written. What every
 * translator does, and the overview painted from the HTML with the same texts (issue 42 §6).
 */
export function interpolate(template: string, values: Readonly<Record<string, string | number>> | undefined): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

/**
 * Namespaced texts. A key the current language lacks shows in English when that text is in, else
 * as `namespace:key` so it is easy to spot, never as an empty string.
 */
export function createI18n(initial: Locale): I18n {
  const locale = createStore<Locale>(initial);
  const namespaces = new Map<string, NamespaceMessages>();
  /** `namespace|locale` → its texts, once given or loaded. */
  const loaded = new Map<string, Messages>();
  /** One loader per `namespace|locale`: a failed load is tried again on the next switch. */
  const loaders = new Map<string, () => Promise<void>>();

  const load = (namespace: string, messages: NamespaceMessages, tag: Locale): Promise<void> => {
    const key = `${namespace}|${tag}`;
    const entry = messages[tag];
    if (typeof entry !== 'function') {
      loaded.set(key, entry);
      return Promise.resolve();
    }
    if (loaded.has(key)) return Promise.resolve();
    let loader = loaders.get(key);
    if (!loader) {
      loader = loadOnce(() =>
        entry().then(
          (texts) => void loaded.set(key, texts),
          (error: unknown) => {
            throw new NamespaceLoadError(namespace, tag, error);
          },
        ),
      );
      loaders.set(key, loader);
    }
    return loader();
  };
  const loadAll = (tag: Locale) =>
    Promise.all([...namespaces].map(([namespace, messages]) => load(namespace, messages, tag))).then(() => undefined);
  const missingIn = (tag: Locale) => [...namespaces.keys()].some((namespace) => !loaded.has(`${namespace}|${tag}`));
  const switchTo = async (next: Locale): Promise<void> => {
    // A namespace added while the texts load (a feature arriving) needs its texts too before the switch.
    do await loadAll(next);
    while (missingIn(next));
    locale.set(next);
  };

  return {
    locale,
    setLocale(next) {
      if (!isSupportedLocale(next)) throw new Error(`Unsupported locale "${next}": use one of ${SUPPORTED_LOCALES.join(', ')}`);
      return switchTo(next);
    },
    ready: (namespace) => {
      const current = locale.getSnapshot();
      if (namespace === undefined) return loadAll(current);
      const messages = namespaces.get(namespace);
      return messages ? load(namespace, messages, current) : Promise.resolve();
    },
    addNamespace(namespace, messages) {
      namespaces.set(namespace, messages);
      for (const tag of SUPPORTED_LOCALES) if (typeof messages[tag] !== 'function') void load(namespace, messages, tag);
    },
    translator(namespace) {
      const current = locale.getSnapshot();
      const messages: Messages | undefined = loaded.get(`${namespace}|${current}`);
      const fallback: Messages | undefined = loaded.get(`${namespace}|${DEFAULT_LOCALE}`);
      return (key, values) => {
        const template = messages?.[key] ?? fallback?.[key];
        return template === undefined ? `${namespace}:${key}` : interpolate(template, values);
      };
    },
  };
}
