import { defineConfig } from 'vitest/config';

/**
 * The core project alone, for Stryker's Vitest runner (`npm run mutation`): the same settings as
 * the `core` project of vitest.config.ts, without the other projects, which Stryker would
 * otherwise start for every mutant.
 */
export default defineConfig({
  test: {
    root: 'packages/core',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
