import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, one project per package kind. Browser-side packages run in happy-dom;
 * core and the sandbox run in plain Node (core must not need a DOM).
 */
/**
 * No test waits for real time (clocks are faked), so a time-out only catches a hang. Vitest's
 * 5 s default also failed property-based tests that take 1.5 s here on a CI machine running
 * under load; a hang is still caught well inside CI's budget.
 */
const HANG_TIMEOUT_MS = 30_000;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          testTimeout: HANG_TIMEOUT_MS,
          root: 'packages/core',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'ui',
          testTimeout: HANG_TIMEOUT_MS,
          root: 'packages',
          environment: 'happy-dom',
          include: ['react/src/**/*.test.{ts,tsx}', 'shell/src/**/*.test.{ts,tsx}', 'features/*/src/**/*.test.{ts,tsx}'],
        },
        esbuild: { jsx: 'automatic' },
      },
      {
        test: {
          name: 'sandbox',
          root: 'packages/sandbox',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: HANG_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'build',
          testTimeout: HANG_TIMEOUT_MS,
          root: 'scripts',
          environment: 'node',
          include: ['**/*.test.{ts,mjs}'],
        },
      },
    ],
  },
});
