import { describe, expect, it } from 'vitest';
import { FeatureDefinitionError, defineFeature, isFeatureDefinition } from './defineFeature';

const component = () => null;
const messages = { 'es-ES': { a: 'A' }, 'en-GB': { a: 'A' } };

describe('defineFeature', () => {
  it('returns a definition the shell recognises', () => {
    expect(isFeatureDefinition(defineFeature({ id: 'overall-position', component, messages }))).toBe(true);
  });

  it('rejects an id that is not kebab-case, naming it', () => {
    expect(() => defineFeature({ id: 'Overall Position', component, messages })).toThrow(
      new FeatureDefinitionError('Feature id "Overall Position" must be kebab-case letters and digits'),
    );
  });

  it('rejects texts whose locales do not have the same keys', () => {
    expect(() => defineFeature({ id: 'x', component, messages: { 'es-ES': { a: 'A', b: 'B' }, 'en-GB': { a: 'A' } } })).toThrow(
      'Feature "x": texts for en-GB do not have the same keys as es-ES',
    );
  });

  it('keeps the first calls a feature starts before its screen renders (issue 42 §6), and refuses any that is not a function', () => {
    const firstCalls = () => undefined;
    expect(defineFeature({ id: 'x', component, messages, firstCalls }).firstCalls).toBe(firstCalls);
    expect('firstCalls' in defineFeature({ id: 'x', component, messages })).toBe(false);
    // @ts-expect-error -- a feature built without the types
    expect(() => defineFeature({ id: 'x', component, messages, firstCalls: 'products' })).toThrow(
      new FeatureDefinitionError('Feature "x": firstCalls must be a function'),
    );
  });
});
