/** The small statistics the bench reports: percentiles of many samples, medians of a few runs. */

/**
 * The nearest-rank percentile of ascending `sorted` values: the smallest value with at least
 * `fraction` of the values at or below it.
 */
export function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** The median of `values` (the mean of the middle two for an even count); throws on none. */
export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The per-field median of several runs' measurements, e.g. `[{ lcpMs: 900 }, { lcpMs: 1100 }, …]`:
 * each field on its own, so the result may combine fields from different runs.
 */
export function medianOfEachField(runs) {
  if (runs.length === 0) throw new Error('median of no runs');
  return Object.fromEntries(Object.keys(runs[0]).map((field) => [field, median(runs.map((run) => run[field]))]));
}
