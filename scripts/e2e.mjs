#!/usr/bin/env node
/**
 * End-to-end tests: builds, then runs Playwright (Debian's Chromium) against a sandbox it starts
 * on a free port with a fresh in-memory database. Prints `e2e: N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { freePort } from './lib/freePort.mjs';
import path from 'node:path';
import { ensureChromium, ensureDependencies, repoRoot } from './lib/setup.mjs';

/** Counts from Playwright's JSON report. */
export function countResults(reportPath) {
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  return { passed: expected + flaky, failed: unexpected, skipped };
}

export async function runE2e({ build = true, extraArgs = [] } = {}) {
  ensureDependencies();
  const chromium = ensureChromium();
  if (build) await (await import('./build.mjs')).build();
  const artifacts = path.join(repoRoot, 'e2e/artifacts');
  rmSync(artifacts, { recursive: true, force: true });
  mkdirSync(artifacts, { recursive: true });
  const port = await freePort();
  let visualPort = await freePort();
  while (visualPort === port) visualPort = await freePort();
  const publishKey = `bsk_e2e_${randomBytes(24).toString('base64url')}`;
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/@playwright/test/cli.js'), 'test', ...extraArgs], {
    cwd: path.join(repoRoot, 'e2e'),
    stdio: 'inherit',
    // The demo team's publish key of the sandbox under test (its `DEMO_PUBLISH_KEY`), which the
    // feature registry's tests publish with (`BANK_PUBLISH_KEY`, as a team's command line has it).
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_VISUAL_PORT: String(visualPort),
      CHROMIUM_PATH: chromium,
      DEMO_PUBLISH_KEY: publishKey,
      BANK_PUBLISH_KEY: publishKey,
    },
  });
  let counts = { passed: 0, failed: 1, skipped: 0 };
  try {
    counts = countResults(path.join(artifacts, 'report.json'));
  } catch {
    console.error('e2e: Playwright wrote no report');
  }
  if (result.status !== 0 && counts.failed === 0) counts.failed = 1;
  console.log(`e2e: ${counts.passed} passed, ${counts.failed} failed`);
  return counts;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(repoRoot, 'scripts/e2e.mjs')) {
  const counts = await runE2e({ extraArgs: process.argv.slice(2) });
  process.exit(counts.failed === 0 ? 0 : 1);
}
