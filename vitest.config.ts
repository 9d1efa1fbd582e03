import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, one project per package kind. Browser-side packages run in happy-dom;
 * core and the sandbox run in plain Node (core must not need a DOM).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          root: 'packages/core',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'ui',
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
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'build',
          root: 'scripts',
          environment: 'node',
          include: ['**/*.test.{ts,mjs}'],
        },
      },
    ],
  },
});
