import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The core project alone, for Stryker's Vitest runner (`npm run mutation`): the same settings as
 * the `core` project of vitest.config.ts, without the other projects, which Stryker would
 * otherwise start for every mutant.
 *
 * Core's later entries import its main entry by name (`@bank-shell/core`). Stryker runs the tests
 * in a copy of the repository whose `node_modules` links back to the original, so that name would
 * reach the original, unmutated code beside the copy: two instances of each class, and mutants in
 * the main entry that its later entries never see. The alias keeps the name inside the copy.
 */
export default defineConfig({
  resolve: {
    alias: [{ find: /^@bank-shell\/core$/, replacement: fileURLToPath(new URL('./packages/core/src/index.ts', import.meta.url)) }],
  },
  test: {
    root: 'packages/core',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
