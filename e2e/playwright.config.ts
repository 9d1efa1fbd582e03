import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './launchOptions';
import { VISUAL_CLOCK_START } from './visual/visualClock';

/** Chosen by scripts/e2e.mjs: a free port, so a developer's own `npm start` can keep running. */
const port = Number(process.env.E2E_PORT ?? 18080);
/** The visual tests' own sandbox, on a port of its own (scripts/e2e.mjs chooses it too). */
const visualPort = Number(process.env.E2E_VISUAL_PORT ?? 18081);
const appHost = 'bank.localhost';

export const APP_URL = `http://${appHost}:${port}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: './artifacts/report.json' }]],
  use: {
    baseURL: APP_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'es-ES',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The end-to-end tests each feature package carries (`npm run feature:new` writes one).
    {
      name: 'features',
      testDir: '../packages/features',
      testMatch: '**/e2e/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // Screens compared with the screenshots kept in the repository (issue 42 §5), on a bank of
    // their own that no other test changes. `--update-snapshots` writes them again.
    {
      name: 'visual',
      testDir: './visual',
      snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://${appHost}:${visualPort}` },
      expect: { toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixelRatio: 0.002 } },
    },
  ],
  webServer: [
    {
      // A fresh in-memory database per run, with the test-only interface switched on.
      command: `node --import tsx ../packages/sandbox/src/cli.ts --port ${port} --in-memory --test-mode --allow-overrides`,
      port,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node --import tsx ../packages/sandbox/src/cli.ts --port ${visualPort} --in-memory --test-mode --clock-start ${VISUAL_CLOCK_START}`,
      port: visualPort,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
