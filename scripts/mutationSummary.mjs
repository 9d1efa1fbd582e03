#!/usr/bin/env node
/**
 * The second half of `npm run mutation`: reads Stryker's JSON report and prints the mutants per
 * folder (killed, survived, not covered, timed out, ignored) with each folder's score, then one
 * PASS/FAIL line on the overall score against the target of issue 14 §2; FAIL makes the exit
 * code 1. `node scripts/mutationSummary.mjs [report.json]` reads another report.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatMutationSummary, summariseByFolder } from './lib/mutationSummary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportPath = path.resolve(root, process.argv[2] ?? 'reports/mutation/mutation.json');
const { text, pass } = formatMutationSummary(summariseByFolder(JSON.parse(readFileSync(reportPath, 'utf8'))));
console.log(`\nMutants per folder (${path.relative(root, reportPath)})\n\n${text}`);
process.exitCode = pass ? 0 : 1;
