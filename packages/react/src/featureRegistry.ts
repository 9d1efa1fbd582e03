import { createFeatureLifecycles } from '@bank-shell/core';
import type { FeatureLifecycles, I18n, Timers } from '@bank-shell/core';
import { isFeatureDefinition } from './defineFeature';
import type { FeatureDefinition } from './defineFeature';

/** The lifecycle of every feature module the page shows, one per module URL (issue 15 §3). */
export type FeatureRegistry = FeatureLifecycles<FeatureDefinition>;

export interface FeatureRegistryOptions {
  /** `import()` in the shell, a fake in tests. */
  importModule: (url: string) => Promise<unknown>;
  i18n: I18n;
  timers: Timers;
}

/**
 * Feature modules as the shell runs them: a module is bootstrapped once it arrives, which means
 * its default export must be a feature and its texts must be in for the current language (English
 * may load on demand). Until then it cannot mount, so a page never shows untranslated keys.
 */
export function createFeatureRegistry({ importModule, i18n, timers }: FeatureRegistryOptions): FeatureRegistry {
  return createFeatureLifecycles<FeatureDefinition>({
    importModule,
    timers,
    bootstrap: async (module, url) => {
      const definition = (module as { default?: unknown } | null)?.default;
      if (!isFeatureDefinition(definition)) throw new Error(`Module ${url} is not a bank-shell feature`);
      i18n.addNamespace(definition.id, definition.messages);
      await i18n.ready(definition.id);
      return definition;
    },
  });
}
