/**
 * The parts of `npm run bench` (docs/bench.md), and which of them a run measures: all by default,
 * or those `BENCH_ONLY` names (`BENCH_ONLY=lighthouse`, `BENCH_ONLY=throttled,lighthouse`), so that
 * one figure can be measured again and again without the bench's other minutes.
 */

/** The bench's parts, in the order it runs them. */
export const BENCH_SECTIONS = ['bytes', 'throttled', 'lighthouse', 'node', 'tag-frame', 'load', 'feature-team', 'registry'];

/** The registry's sandboxes are loaded with the feature the feature team's part made. */
const NEEDS = { registry: ['feature-team'] };

/**
 * The parts a run measures, from `BENCH_ONLY`'s value: every part when it is unset or empty;
 * otherwise the comma-separated names, with the parts they need. Throws on a name that is not a part.
 */
export function benchSectionsToRun(only) {
  if (only === undefined || only.trim() === '') return new Set(BENCH_SECTIONS);
  const names = only
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = names.filter((name) => !BENCH_SECTIONS.includes(name));
  if (unknown.length > 0) throw new Error(`BENCH_ONLY: no part named ${unknown.join(', ')}; the parts are ${BENCH_SECTIONS.join(', ')}`);
  const chosen = new Set(names.flatMap((name) => [name, ...(NEEDS[name] ?? [])]));
  return new Set(BENCH_SECTIONS.filter((name) => chosen.has(name)));
}
