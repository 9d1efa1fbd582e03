import { afterEach, describe, expect, it } from 'vitest';
import { readPageOverrides } from './pageOverrides';

const metaWith = (overrides: string) => {
  const meta = document.createElement('meta');
  meta.name = 'bank-developer-tools';
  meta.content = 'allowed';
  meta.dataset['overrides'] = overrides;
  document.head.replaceChildren(meta);
};

afterEach(() => document.head.replaceChildren());

describe('the overrides the page names for the inspector (issue 40 §3, §4)', () => {
  it('reads each feature and the URL it comes from', () => {
    metaWith(JSON.stringify([{ featureId: 'personal-area', url: 'http://localhost:5174/src/personal-area.js' }]));
    expect(readPageOverrides(document)).toEqual([{ featureId: 'personal-area', url: 'http://localhost:5174/src/personal-area.js' }]);
  });

  it('checks the page’s text before use: not JSON, not a list, no slug, no http(s) URL, or extra fields', () => {
    metaWith('{not json');
    expect(readPageOverrides(document)).toEqual([]);
    metaWith(JSON.stringify({ featureId: 'login', url: 'http://localhost:5174/x.js' }));
    expect(readPageOverrides(document)).toEqual([]);
    metaWith(
      JSON.stringify([
        { featureId: '<img src=x>', url: 'http://localhost:5174/x.js' },
        { featureId: 'login', url: 'javascript:alert(1)' },
        { featureId: 'help', url: 'not a url' },
        null,
        'login',
        { featureId: 'sign-up', url: 'http://localhost:5174/ok.js', extra: '<b>' },
      ]),
    );
    expect(readPageOverrides(document)).toEqual([{ featureId: 'sign-up', url: 'http://localhost:5174/ok.js' }]);
  });

  it('reads at most 8, as many as the sandbox keeps', () => {
    metaWith(
      JSON.stringify(Array.from({ length: 9 }, (_, index) => ({ featureId: `f${index}`, url: `http://localhost:5174/${index}.js` }))),
    );
    expect(readPageOverrides(document).map(({ featureId }) => featureId)).toEqual(['f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7']);
  });

  it('names none on a page without the meta', () => {
    expect(readPageOverrides(document)).toEqual([]);
  });
});
