import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { themeBeforePaintScript } from '../packages/shell/src/themeBeforePaint/index.ts';

/** Runs the script's text as the page would, against a fake document and storage. */
function run(stored) {
  const dataset = {};
  const storage =
    stored === 'blocked'
      ? new Proxy(
          {},
          {
            get() {
              throw new DOMException('blocked', 'SecurityError');
            },
          },
        )
      : stored;
  runInNewContext(themeBeforePaintScript('user-color-scheme', 'data-theme'), {
    document: { documentElement: { dataset } },
    localStorage: storage,
  });
  return dataset;
}

describe('the theme before the first paint (features.md §4.6, §9)', () => {
  it.each(['light', 'dark', 'system'])('copies a stored user-color-scheme of %s to the root’s data-theme', (theme) => {
    expect(run({ 'user-color-scheme': theme })).toEqual({ theme });
  });

  it('leaves the device’s scheme when nothing is stored', () => {
    expect(run({})).toEqual({ theme: 'system' });
  });

  it('copies any other value as it is: the styles follow only light and dark, so it is not applied', () => {
    expect(run({ 'user-color-scheme': 'sepia' })).toEqual({ theme: 'sepia' });
  });

  it('does not throw when the browser blocks storage: the device’s scheme stays', () => {
    expect(run('blocked')).toEqual({});
  });

  it('refuses an attribute the dataset cannot name', () => {
    expect(() => themeBeforePaintScript('user-color-scheme', 'theme')).toThrow();
  });
});
