import { describe, expect, it } from 'vitest';
import { BENCH_SECTIONS, benchSectionsToRun } from './lib/benchSections.mjs';

describe('the parts of npm run bench a run measures (BENCH_ONLY)', () => {
  it('measures every part when BENCH_ONLY is unset or empty', () => {
    expect([...benchSectionsToRun(undefined)]).toEqual(BENCH_SECTIONS);
    expect([...benchSectionsToRun(' ')]).toEqual(BENCH_SECTIONS);
  });

  it('measures only the parts named, in the bench’s order', () => {
    expect([...benchSectionsToRun('lighthouse')]).toEqual(['lighthouse']);
    expect([...benchSectionsToRun('lighthouse, throttled')]).toEqual(['throttled', 'lighthouse']);
  });

  it('measures the feature team’s minute with the registry, whose sandboxes publish its feature', () => {
    expect([...benchSectionsToRun('registry')]).toEqual(['feature-team', 'registry']);
  });

  it('refuses a name that is no part, naming the parts', () => {
    expect(() => benchSectionsToRun('lighthous')).toThrow(
      'BENCH_ONLY: no part named lighthous; the parts are bytes, throttled, lighthouse, node, tag-frame, load, feature-team, registry',
    );
  });
});
