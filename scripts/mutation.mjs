#!/usr/bin/env node
/**
 * `npm run mutation`: Stryker on the core's session, tokens, router, http and events folders
 * (stryker.config.mjs), then the mutants per folder and the verdict on the 85 % target of issue
 * 14 §2 (scripts/mutationSummary.mjs). Arguments go to `stryker run`:
 * `npm run mutation -- --incremental` retests only the mutants whose code or tests changed.
 * Slow (minutes), so `npm test` does not run it.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const stryker = spawnSync(path.join(root, 'node_modules/.bin/stryker'), ['run', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
if (stryker.status !== 0) process.exit(stryker.status ?? 1);
const summary = spawnSync(process.execPath, [path.join(root, 'scripts/mutationSummary.mjs')], { cwd: root, stdio: 'inherit' });
console.log(`mutation testing took ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(summary.status ?? 1);
