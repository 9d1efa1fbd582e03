/**
 * The surviving mutants per folder, read from Stryker's JSON report (the mutation-testing-elements
 * schema: `files[path].mutants[].status`), and the verdict on the mutation-score target of
 * issue 14 §2.
 */
import { formatTable } from './textTable.mjs';

/** Issue 14 §2: the mutation score on the mutated core folders is at least this, in percent. */
export const MUTATION_SCORE_TARGET_PERCENT = 85;

/**
 * The counts of one folder, or of all of them.
 * @typedef {{ mutants: number, killed: number, survived: number, noCoverage: number, timeout: number, ignored: number, errors: number }} MutantCounts
 */

/** Stryker's statuses, counted under these names; `CompileError` and `RuntimeError` count as errors. */
const COUNTED_STATUS = { Killed: 'killed', Survived: 'survived', NoCoverage: 'noCoverage', Timeout: 'timeout', Ignored: 'ignored' };

const emptyCounts = () => ({ mutants: 0, killed: 0, survived: 0, noCoverage: 0, timeout: 0, ignored: 0, errors: 0 });

/**
 * The folder a mutated file belongs to: the first folder under `src/`
 * (`packages/core/src/router/routes.ts` → `router`), or the file's own folder when it has no `src/`.
 * @param {string} filePath as the report's `files` keys it, with `/` or `\` separators
 */
export function folderOf(filePath) {
  const parts = filePath.split(/[\\/]/);
  const src = parts.indexOf('src');
  if (src >= 0 && src < parts.length - 2) return parts[src + 1];
  return parts.slice(0, -1).join('/') || '.';
}

/**
 * Stryker's mutation score in percent: mutants detected (killed or timed out) among those that
 * count (also survived and not covered); ignored mutants and compile or runtime errors do not count.
 * `undefined` when no mutant counts.
 * @param {MutantCounts} counts
 */
export function mutationScore(counts) {
  const detected = counts.killed + counts.timeout;
  const valid = detected + counts.survived + counts.noCoverage;
  return valid === 0 ? undefined : (100 * detected) / valid;
}

/**
 * The mutant counts per folder, in folder order, and their total.
 * @param {{ files: Record<string, { mutants: { status: string }[] }> }} report Stryker's mutation.json
 * @returns {{ folders: (MutantCounts & { folder: string })[], total: MutantCounts }}
 */
export function summariseByFolder(report) {
  /** @type {Map<string, MutantCounts & { folder: string }>} */
  const byFolder = new Map();
  const total = emptyCounts();
  for (const [filePath, file] of Object.entries(report.files)) {
    const folder = folderOf(filePath);
    let counts = byFolder.get(folder);
    if (!counts) {
      counts = { folder, ...emptyCounts() };
      byFolder.set(folder, counts);
    }
    for (const mutant of file.mutants) {
      const name = COUNTED_STATUS[mutant.status] ?? 'errors';
      for (const target of [counts, total]) {
        target.mutants += 1;
        target[name] += 1;
      }
    }
  }
  const folders = [...byFolder.values()].sort((a, b) => a.folder.localeCompare(b.folder, 'en'));
  return { folders, total };
}

/** @param {number | undefined} score */
const percent = (score) => (score === undefined ? 'n/a' : `${score.toFixed(2)} %`);

/**
 * The per-folder table and the verdict line, as printed by `npm run mutation`.
 * @param {ReturnType<typeof summariseByFolder>} summary
 * @param {number} [targetPercent]
 * @returns {{ text: string, pass: boolean }}
 */
export function formatMutationSummary(summary, targetPercent = MUTATION_SCORE_TARGET_PERCENT) {
  const showErrors = summary.total.errors > 0;
  const row = (name, counts) => [
    name,
    counts.mutants,
    counts.killed,
    counts.survived,
    counts.noCoverage,
    counts.timeout,
    counts.ignored,
    ...(showErrors ? [counts.errors] : []),
    percent(mutationScore(counts)),
  ];
  const table = formatTable([
    ['folder', 'mutants', 'killed', 'survived', 'no coverage', 'timeout', 'ignored', ...(showErrors ? ['errors'] : []), 'score'],
    ...summary.folders.map((counts) => row(counts.folder, counts)),
    row('all', summary.total),
  ]);
  const score = mutationScore(summary.total);
  const pass = score !== undefined && score >= targetPercent;
  const verdict = `${pass ? 'PASS' : 'FAIL'} mutation score ${percent(score)} (target ≥ ${targetPercent} %)`;
  return { text: `${table}\n\n${verdict}`, pass };
}
