import { describe, expect, it } from 'vitest';
import { AppConfigError, parseAppConfig } from './appConfig';

const mean = {
  id: 'overall-position',
  path: 'posicion-global',
  componentId: 'overall-position',
  host: 'http://bank.localhost:8080/cdn/features/',
  module: 'overall-position/overall-position.abc12345.js',
  title: 'Posición global',
};

describe('parseAppConfig', () => {
  it('accepts urlsConfig and propsConfig with means', () => {
    const config = parseAppConfig({ urlsConfig: { login: '/app-login/' }, propsConfig: { means: [mean] } });
    expect(config.propsConfig.means[0]?.path).toBe('posicion-global');
  });

  it('takes the feature registry’s version of a module, which monitoring names, and refuses one that is not three numbers (issue 40 §2)', () => {
    const published = {
      ...mean,
      host: 'http://bank.localhost:8080/cdn/registry/',
      module: 'savings-goals/1.1.0/savings-goals.Ab12.js',
      version: '1.1.0',
    };
    expect(parseAppConfig({ urlsConfig: {}, propsConfig: { means: [published] } }).propsConfig.means[0]?.version).toBe('1.1.0');
    expect(() => parseAppConfig({ urlsConfig: {}, propsConfig: { means: [{ ...published, version: '<script>' }] } })).toThrow(
      'propsConfig.means.0.version: must be a version such as 1.4.0',
    );
  });

  it('lists every problem at once', () => {
    const error = (() => {
      try {
        parseAppConfig({ urlsConfig: {}, propsConfig: { means: [{ ...mean, host: 'javascript:alert(1)', module: '../../x' }] } });
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(AppConfigError);
    const problems = (error as AppConfigError).problems;
    expect(problems).toHaveLength(2);
    expect(problems.join(' ')).toContain('propsConfig.means.0.host');
    expect(problems.join(' ')).toContain('propsConfig.means.0.module');
  });

  it('takes a page name in other languages by locale, and refuses an empty one', () => {
    const named = parseAppConfig({ urlsConfig: {}, propsConfig: { means: [{ ...mean, titles: { 'en-GB': 'Overview' } }] } });
    expect(named.propsConfig.means[0]?.titles).toEqual({ 'en-GB': 'Overview' });
    expect(() => parseAppConfig({ urlsConfig: {}, propsConfig: { means: [{ ...mean, titles: { 'en-GB': '' } }] } })).toThrow(
      AppConfigError,
    );
  });
});
