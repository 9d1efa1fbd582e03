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
