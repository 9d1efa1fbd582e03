#!/usr/bin/env node
/**
 * `npm test`: installs what is missing, then runs the format check, typecheck, lint, unit tests,
 * the sandbox's tests again on a real PostgreSQL server, and the end-to-end tests in Chromium.
 * Every step runs even when an earlier one failed; the last line is `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, ensureDependencies, ensurePostgres, repoRoot } from './lib/setup.mjs';

const bin = (name) => path.join(repoRoot, 'node_modules/.bin', name);
const tmp = path.join(repoRoot, '.tmp');
const totals = { passed: 0, failed: 0 };
const summary = [];
/** Names of failed tests, printed just above the summary: CI keeps only the end of the output. */
const failures = [];

function record(step, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  summary.push(`${failed === 0 ? 'ok  ' : 'FAIL'} ${step}: ${passed} passed, ${failed} failed`);
}

/** A check that passes or fails as a whole counts as one test. */
/** The heap ESLint's typed linting of every package needs. */
const LINT_HEAP_MB = 8192;

function check(step, command, args, env = {}) {
  console.log(`\n=== ${step} ===`);
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
  record(step, result.status === 0 ? 1 : 0, result.status === 0 ? 0 : 1);
}

function vitest(step, args, env = {}) {
  console.log(`\n=== ${step} ===`);
  const report = path.join(tmp, `${step.replace(/\W+/g, '-')}.json`);
  const result = spawnSync(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${report}`, ...args], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  try {
    const { numPassedTests, numFailedTests, numTotalTests, testResults } = JSON.parse(readFileSync(report, 'utf8'));
    for (const file of testResults) {
      const failedTitles = file.assertionResults.filter((test) => test.status === 'failed').map((test) => test.fullName);
      if (failedTitles.length === 0 && file.status === 'failed') failedTitles.push(file.message || 'the file failed to run');
      for (const title of failedTitles) failures.push(`${step}: ${path.relative(repoRoot, file.name)} › ${title}`);
    }
    const failed = numFailedTests + (result.status !== 0 && numFailedTests === 0 ? 1 : 0);
    if (numTotalTests === 0) throw new Error('no tests ran');
    record(step, numPassedTests, failed);
  } catch (error) {
    console.error(`${step}: ${error.message}`);
    record(step, 0, 1);
  }
}

ensureDependencies();
ensureChromium();
const postgresBin = ensurePostgres();
mkdirSync(tmp, { recursive: true });

check('format', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
check('typecheck', process.execPath, ['scripts/typecheck.mjs']);
// Typed linting keeps a TypeScript program per project in memory: Node's default heap is too small
// for them all.
check('lint', process.execPath, [`--max-old-space-size=${LINT_HEAP_MB}`, bin('eslint'), '--max-warnings', '0', '.']);
vitest('unit', []);

const { startTemporaryPostgres } = await import('./lib/postgres.mjs');
let postgres = null;
try {
  postgres = await startTemporaryPostgres(postgresBin);
  vitest('sandbox-on-postgresql', ['--project', 'sandbox'], { DATABASE_URL: postgres.url });
} catch (error) {
  console.error(`PostgreSQL: ${error.message}`);
  record('sandbox-on-postgresql', 0, 1);
} finally {
  postgres?.stop();
}

const { runE2e } = await import('./e2e.mjs');
const e2e = await runE2e();
record('e2e', e2e.passed, e2e.failed);

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
console.log(`\n${summary.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
