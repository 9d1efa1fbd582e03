#!/usr/bin/env node
/**
 * `npm run conformance`: the conformance matrix of issue 14. Every numbered rule of
 * docs/spec/shell.md and docs/spec/features.md, with the tests that cite it, then the rules no
 * test cites, then one summary line. docs/spec/README.md says how rules are numbered and how a
 * citation counts.
 *
 * It reports and exits 0. Flags:
 *   --strict  exit 1 when any rule has no test
 *   --exact   count only citations of a rule's own number (`shell.md §2.1.3`), not of its section
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  citationsInTestFile,
  conformanceMatrix,
  e2eLine,
  matrixRows,
  parseSpec,
  rulesWithoutTest,
  shortText,
  summaryLine,
  testLabel,
} from './lib/conformance.mjs';
import { formatTable } from './lib/textTable.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SPEC_FOLDER = 'docs/spec';
const SPECS = ['shell.md', 'features.md'];
/** Where the tests are, and how their files are named (the globs of the issue). */
const E2E_FOLDER = 'e2e/tests';
const TEST_FILES = [
  { folder: 'packages', name: /\.test\.tsx?$/ },
  { folder: 'scripts', name: /\.test\.mjs$/ },
  { folder: E2E_FOLDER, name: /\.spec\.ts$/ },
];
/** A test of the end-to-end suite, which runs the built app in Chromium against the sandbox. */
const isE2eTest = (test) => test.file.startsWith(`${E2E_FOLDER}/`);
/** Folders that hold no tests of ours: dependencies, build output, scratch files. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.scratch']);

const options = { strict: process.argv.includes('--strict'), exact: process.argv.includes('--exact') };

/** The files under `folder` (relative to the root) whose name matches, sorted for a stable report. */
function filesUnder(folder, name) {
  return readdirSync(path.join(root, folder), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(relative, name);
      return name.test(entry.name) ? [relative] : [];
    })
    .sort();
}

const specs = SPECS.map((spec) => ({ spec, ...parseSpec(readFileSync(path.join(root, SPEC_FOLDER, spec), 'utf8'), spec) }));
const testFiles = TEST_FILES.flatMap(({ folder, name }) => filesUnder(folder, name));
const citations = testFiles.flatMap((file) => citationsInTestFile(readFileSync(path.join(root, file), 'utf8'), file, SPECS));
const matrix = conformanceMatrix(specs, citations);

for (const specMatrix of matrix.specs) {
  console.log(`\n${specMatrix.spec}: ${specMatrix.rules.length} rules in ${specMatrix.sections.length} sections\n`);
  console.log(formatTable(matrixRows(specMatrix, options), { indent: '  ' }));
}

const missing = rulesWithoutTest(matrix, options);
console.log(`\nRules without a test (${missing.length}):\n`);
if (missing.length > 0)
  console.log(
    formatTable([['rule', 'text'], ...missing.map((rule) => [`${rule.spec} §${rule.id}`, shortText(rule.text)])], { indent: '  ' }),
  );

if (matrix.unknownCitations.length > 0) {
  console.log(`\nCitations of no rule or section (${matrix.unknownCitations.length}):\n`);
  for (const { citation, tests } of matrix.unknownCitations) console.log(`  ${citation}: ${tests.map(testLabel).join('; ')}`);
}

const exactNote = options.exact ? ' (--exact: own numbers only)' : '';
console.log(`\n${summaryLine(matrix, options)}${exactNote}`);
console.log(`${e2eLine(matrix, isE2eTest, options)}${exactNote}`);
// exitCode, not exit(): a pipe (`| tail`) still receives the whole report.
process.exitCode = options.strict && missing.length > 0 ? 1 : 0;
