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
});
