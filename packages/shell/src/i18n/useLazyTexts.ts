import type { I18n, NamespaceMessages } from '@bank-shell/core';
import { useShell, useTranslation } from '@bank-shell/react';
import type { Translate } from '@bank-shell/core';

const registered = new WeakMap<I18n, Set<string>>();

/**
 * The translator of texts that come with a lazily loaded screen rather than with the page (issue
 * 12's budget): the namespace is registered with the shell's i18n the first time the screen
 * renders, once per i18n.
 */
export function useLazyTexts(namespace: string, messages: NamespaceMessages): Translate {
  const { i18n } = useShell();
  let namespaces = registered.get(i18n);
  if (!namespaces) {
    namespaces = new Set();
    registered.set(i18n, namespaces);
  }
  if (!namespaces.has(namespace)) {
    i18n.addNamespace(namespace, messages);
    namespaces.add(namespace);
  }
  return useTranslation(namespace).t;
}
