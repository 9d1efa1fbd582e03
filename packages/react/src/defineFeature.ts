import type { ComponentType } from 'react';
import { SUPPORTED_LOCALES } from '@bank-shell/core';
import type { HttpClient, Locale, NamespaceMessages, RouteMatch, SessionSnapshot } from '@bank-shell/core';

/** What a feature screen receives: the route match that mounted it. */
export interface FeatureProps {
  readonly match: RouteMatch;
}

/**
 * What a feature's first calls start with: the page's first screen, as the shell has it before it
 * renders (issue 42 §6).
 */
export interface FirstCallsContext {
  /** The API client the feature's screens get (`useHttp`). */
  readonly http: HttpClient;
  readonly session: SessionSnapshot;
  /** The address the page opened at, without its `#`: `/posicion-global`. */
  readonly path: string;
  /** The shell's clock, in milliseconds. */
  readonly now: () => number;
}

/** A feature module's default export. */
export interface FeatureDefinition {
  readonly kind: 'bank-shell/feature';
  readonly id: string;
  readonly component: ComponentType<FeatureProps>;
  /** The feature's own texts, registered under its id. */
  readonly messages: NamespaceMessages;
  /**
   * Asks the bank for what the feature's screen shows first, when the feature is the first page of
   * a customer coming back with a session: the shell calls it once its module is in, before it
   * renders anything, so that the answers are on their way while the page renders (issue 42 §6).
   * The screen takes them up; a feature without it makes its calls as it renders. A promise it
   * returns says when the answers are in: the page's first render waits for it (a few seconds at
   * most), so that it shows them at once rather than a loading state.
   */
  readonly firstCalls?: ((context: FirstCallsContext) => void | Promise<unknown>) | undefined;
}

const FEATURE_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Raised when a feature definition is unusable; the message names the culprit. */
export class FeatureDefinitionError extends Error {
  override readonly name = 'FeatureDefinitionError';
}

/**
 * The one way a feature registers with the shell (STYLE.md, example 6): checks the id, the
 * component and that every shipped locale has the same keys.
 */
export function defineFeature(definition: Omit<FeatureDefinition, 'kind'>): FeatureDefinition {
  const { id, component, messages, firstCalls } = definition;
  if (typeof id !== 'string' || !FEATURE_ID.test(id)) {
    throw new FeatureDefinitionError(`Feature id "${String(id)}" must be kebab-case letters and digits`);
  }
  if (typeof component !== 'function') throw new FeatureDefinitionError(`Feature "${id}" needs a component function`);
  if (firstCalls !== undefined && typeof firstCalls !== 'function') {
    throw new FeatureDefinitionError(`Feature "${id}": firstCalls must be a function`);
  }
  // Texts loaded on demand are checked by their own tests: only the ones given here can be compared.
  const keysOf = (locale: Locale) => {
    const texts = messages[locale];
    return typeof texts === 'function' ? null : Object.keys(texts).sort().join();
  };
  const [first, ...others] = SUPPORTED_LOCALES;
  const reference = keysOf(first);
  for (const locale of others) {
    const keys = keysOf(locale);
    if (reference !== null && keys !== null && keys !== reference) {
      throw new FeatureDefinitionError(`Feature "${id}": texts for ${locale} do not have the same keys as ${first}`);
    }
  }
  return { kind: 'bank-shell/feature', id, component, messages, ...(firstCalls === undefined ? {} : { firstCalls }) };
}

/** Whether a loaded module's default export is a feature definition. */
export function isFeatureDefinition(value: unknown): value is FeatureDefinition {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'bank-shell/feature';
}
