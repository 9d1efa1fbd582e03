import { describe, expect, it } from 'vitest';
import { folderOf, formatMutationSummary, mutationScore, summariseByFolder } from './lib/mutationSummary.mjs';

/** A Stryker report (mutation-testing-elements schema) cut down to what the summary reads. */
const mutants = (...statuses) => ({ mutants: statuses.map((status, id) => ({ id: String(id), status })) });
const report = {
  schemaVersion: '2',
  files: {
    'packages/core/src/router/routes.ts': mutants('Killed', 'Killed', 'Survived'),
    'packages/core/src/router/router.ts': mutants('Killed', 'NoCoverage', 'Timeout'),
    'packages/core/src/events/eventBus.ts': mutants('Killed', 'Killed', 'Killed', 'Ignored'),
  },
};

describe('mutation summary (issue 14 §2)', () => {
  it('names a file’s folder by the first folder under src/', () => {
    expect(folderOf('packages/core/src/tokens/tokenKeeper.ts')).toBe('tokens');
    expect(folderOf('packages\\core\\src\\http\\client.ts')).toBe('http');
    expect(folderOf('packages/core/src/index.ts')).toBe('packages/core/src');
  });

  it('counts timed-out mutants as detected, and leaves ignored mutants and errors out of the score', () => {
    const counts = { mutants: 7, killed: 2, survived: 1, noCoverage: 1, timeout: 1, ignored: 1, errors: 1 };
    expect(mutationScore(counts)).toBe(60);
    expect(mutationScore({ ...counts, killed: 0, survived: 0, noCoverage: 0, timeout: 0 })).toBeUndefined();
  });

  it('counts each status per folder, in folder order, and in all', () => {
    const { folders, total } = summariseByFolder(report);
    expect(folders).toEqual([
      { folder: 'events', mutants: 4, killed: 3, survived: 0, noCoverage: 0, timeout: 0, ignored: 1, errors: 0 },
      { folder: 'router', mutants: 6, killed: 3, survived: 1, noCoverage: 1, timeout: 1, ignored: 0, errors: 0 },
    ]);
    expect(total).toEqual({ mutants: 10, killed: 6, survived: 1, noCoverage: 1, timeout: 1, ignored: 1, errors: 0 });
  });

  it('prints a table per folder and fails a score under 85 %', () => {
    const { text, pass } = formatMutationSummary(summariseByFolder(report));
    expect(text).toBe(
      [
        'folder  mutants  killed  survived  no coverage  timeout  ignored  score',
        'events  4        3       0         0            0        1        100.00 %',
        'router  6        3       1         1            1        0        66.67 %',
        'all     10       6       1         1            1        1        77.78 %',
        '',
        'FAIL mutation score 77.78 % (target ≥ 85 %)',
      ].join('\n'),
    );
    expect(pass).toBe(false);
  });

  it('passes a score of exactly 85 %, and shows an errors column only when a mutant did not compile or run', () => {
    const exactly = {
      files: { 'src/http/client.ts': mutants(...Array(17).fill('Killed'), 'Survived', 'Survived', 'NoCoverage', 'CompileError') },
    };
    const { text, pass } = formatMutationSummary(summariseByFolder(exactly));
    expect(pass).toBe(true);
    expect(text.split('\n')[0]).toBe('folder  mutants  killed  survived  no coverage  timeout  ignored  errors  score');
    expect(text.split('\n').at(-1)).toBe('PASS mutation score 85.00 % (target ≥ 85 %)');
  });
});
