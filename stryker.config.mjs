// @ts-check
/**
 * Mutation testing of the core's session, tokens, router, http and events folders (issue 14 §2).
 * `npm run mutation` runs it, then prints the surviving mutants per folder
 * (scripts/mutationSummary.mjs). It is slow, so `npm test` does not run it.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  mutate: [
    'packages/core/src/{session,tokens,router,http,events}/**/*.ts',
    // Tests, and the test helpers beside them (fakes, fixtures): they are not the product.
    '!packages/core/src/**/*.test.ts',
    '!packages/core/src/**/testing.ts',
  ],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  // The machine is shared: two test-runner processes at most.
  concurrency: 2,
  reporters: ['clear-text', 'json', 'progress'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // `npm run mutation -- --incremental` reuses the previous run's results for the mutants whose
  // code and tests did not change. Off by default: an incremental run keeps the old results of
  // files since left out of `mutate` and of static mutants (module-level code) that new tests kill.
  incrementalFile: 'reports/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
