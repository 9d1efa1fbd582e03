/**
 * The conformance matrix of issue 14: the numbered rules of the specs (docs/spec), the tests that
 * cite each one, and the rules no test cites. How rules are numbered and how a citation counts is
 * written down in docs/spec/README.md; this module is that text as code.
 */
import path from 'node:path';
import ts from 'typescript';

/** How many characters of a rule the matrix shows: enough to recognise it beside its number. */
const SHORT_TEXT_CHARS = 60;
/** How many test names the matrix shows for a rule or a section: a sample, not the list. */
const EXAMPLE_TESTS = 2;
/** Between a describe name and the names nested in it, as Vitest and Playwright print them. */
const NAME_SEPARATOR = ' › ';

const SECTION_HEADING = /^#{2,6}\s+(\d+(?:\.\d+)*)\.?\s+(.+)$/;
const TABLE_ROW = /^\|/;
const TABLE_SEPARATOR_ROW = /^\|[\s|:-]+$/;
const LIST_ITEM = /^(?:[-*]|\d+\.)\s+/;
const INDENTED = /^\s+\S/;
const SENTENCE_END = /[.!?]\s/;
const BOLD_ONLY = /^\*\*[^*]+\*\*$/;

/**
 * A numbered section of a spec.
 * @typedef {{ spec: string, id: string, title: string, ruleIds: string[], hasSubsections: boolean }} Section
 */

/**
 * A rule: one block of a section, numbered from 1 in order (`2.1.3` is the third block of §2.1).
 * @typedef {{ spec: string, id: string, section: string, text: string }} Rule
 */

/**
 * The sections and rules of one spec. Rules are the paragraphs, top-level list items and table
 * body rows of a numbered section; a label paragraph (`**Messages**`, `Steps:`) states nothing by
 * itself and is skipped, as is the text before the first numbered section.
 * @param {string} markdown the spec, as in docs/spec
 * @param {string} spec its file name, e.g. `shell.md`
 * @returns {{ sections: Section[], rules: Rule[] }}
 */
export function parseSpec(markdown, spec) {
  const sections = [];
  const rules = [];
  let section = null;
  let blockLines = [];
  let inTable = false;
  const addRule = (lines) => {
    // Text before the first numbered section is the spec's introduction, not a rule.
    if (section === null) return;
    const text = blockText(lines);
    if (isLabel(text)) return;
    const id = `${section.id}.${section.ruleIds.length + 1}`;
    section.ruleIds.push(id);
    rules.push({ spec, id, section: section.id, text });
  };
  const closeBlock = () => {
    if (blockLines.length > 0) addRule(blockLines);
    blockLines = [];
  };
  for (const line of markdown.split(/\r?\n/)) {
    const heading = SECTION_HEADING.exec(line);
    if (heading) {
      closeBlock();
      inTable = false;
      section = { spec, id: heading[1], title: heading[2].trim(), ruleIds: [], hasSubsections: false };
      const parent = sections.find((candidate) => candidate.id === parentId(section.id));
      if (parent) parent.hasSubsections = true;
      sections.push(section);
    } else if (line.trim() === '') {
      closeBlock();
      inTable = false;
    } else if (TABLE_ROW.test(line)) {
      closeBlock();
      // The first row of a table is its header and the second its separator: neither is a rule.
      if (inTable && !TABLE_SEPARATOR_ROW.test(line)) addRule([line]);
      inTable = true;
    } else if (LIST_ITEM.test(line)) {
      closeBlock();
      blockLines = [line];
    } else if (INDENTED.test(line) || blockLines.length > 0) {
      // Nested bullets and wrapped lines belong to the block they follow.
      blockLines.push(line);
    } else {
      blockLines = [line];
    }
  }
  closeBlock();
  refuseSectionsWithBothRulesAndSubsections(sections);
  return { sections, rules };
}

/** `2.1` for `2.1.3`, `2` for `2.1`, `''` for `2`. */
function parentId(id) {
  return id.split('.').slice(0, -1).join('.');
}

/** One line of text for a block: list marker, table pipes and line breaks gone. */
function blockText(lines) {
  const [first, ...rest] = lines;
  const firstLine = TABLE_ROW.test(first)
    ? first
        .split('|')
        .map((cell) => cell.trim())
        .filter(Boolean)
        .join(' | ')
    : first.replace(LIST_ITEM, '');
  return [firstLine, ...rest.map((line) => line.trim().replace(LIST_ITEM, ''))].join(' ').trim();
}

/** A bold label, or a single clause ending with a colon: it introduces rules, it is not one. */
function isLabel(text) {
  return BOLD_ONLY.test(text) || (/:(\*\*)?$/.test(text) && !SENTENCE_END.test(text));
}

/**
 * `shell.md §4.2` could name the second rule of §4 or a subsection 4.2: a section with both would
 * make the numbers ambiguous, so a spec copy that has one is refused rather than miscounted.
 */
function refuseSectionsWithBothRulesAndSubsections(sections) {
  const ambiguous = sections.filter((section) => section.hasSubsections && section.ruleIds.length > 0);
  if (ambiguous.length > 0) {
    const names = ambiguous.map((section) => `${section.spec} §${section.id}`).join(', ');
    throw new Error(`${names}: a section with both rules and subsections makes rule numbers ambiguous (docs/spec/README.md)`);
  }
}

/** The first words of a rule, without markdown emphasis, cut between words to fit a table cell. */
export function shortText(text) {
  const plain = text.replace(/\*\*|`/g, '');
  if (plain.length <= SHORT_TEXT_CHARS) return plain;
  const cut = plain.slice(0, SHORT_TEXT_CHARS + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, SHORT_TEXT_CHARS)).replace(/[,;:]$/, '')}…`;
}

/**
 * A reference to a rule or a section.
 * @typedef {{ spec: string, id: string }} Citation
 */

const escapeForRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NUMBER = String.raw`\d+(?:\.\d+)*`;
// `§7–§9`, `§7 to §9`, or `§7–9` written tight: `§9 - 10 s` is a dash in a sentence, not a range.
const RANGE_DASH = String.raw`(?:\s*(?:[–—-]|to)\s*§\s*|[–—-])`;
const LIST_JOINER = String.raw`\s*(?:,|and|&)\s*`;

/**
 * The citations in a piece of text: `shell.md §4`, a list `shell.md §4, §9` (all of shell.md) and
 * a range `shell.md §7–§9` (§7, §8 and §9). A full stop after a number ends the sentence.
 * @param {string} text a test name or a comment
 * @param {string[]} specs the spec file names that can be cited
 * @returns {Citation[]}
 */
export function findCitations(text, specs) {
  const specNames = specs.map(escapeForRegExp).join('|');
  const citation = new RegExp(String.raw`(${specNames})\s*§\s*(${NUMBER}(?:(?:${RANGE_DASH}|${LIST_JOINER}§\s*)${NUMBER})*)`, 'g');
  return [...text.matchAll(citation)].flatMap(([, spec, numbers]) => citedNumbers(numbers).map((id) => ({ spec, id })));
}

/** `4, §9` → 4 and 9; `7–§9` → 7, 8 and 9. */
function citedNumbers(numbers) {
  const ranges = numbers.split(new RegExp(`${LIST_JOINER}§\\s*`));
  return ranges.flatMap((range) => {
    const [from, to] = range.split(new RegExp(RANGE_DASH));
    return to === undefined ? [from] : numbersBetween(from, to);
  });
}

/** `2.3`…`2.5` → 2.3, 2.4, 2.5. Ends under different parents are taken as they are. */
function numbersBetween(from, to) {
  const first = Number(from.split('.').at(-1));
  const last = Number(to.split('.').at(-1));
  if (parentId(from) !== parentId(to) || last < first) return [from, to];
  const prefix = parentId(from) === '' ? '' : `${parentId(from)}.`;
  return Array.from({ length: last - first + 1 }, (_, offset) => `${prefix}${first + offset}`);
}

/**
 * A test of the matrix: a file and the full name of a test in it, or the whole file (`name` null)
 * when a citation sits outside any test, as in a comment at the top of the file.
 * @typedef {{ file: string, name: string | null }} TestRef
 */

const TEST_FUNCTIONS = new Set(['describe', 'suite', 'it', 'test']);
const DESCRIBE_NAMES = new Set(['describe', 'suite']);
/** What may follow `it`/`test`/`describe` and still declare a test or a group (`test.describe.serial`, `it.each(…)`). */
const TEST_MODIFIERS = new Set([
  'describe',
  'each',
  'for',
  'skip',
  'only',
  'todo',
  'fails',
  'concurrent',
  'sequential',
  'serial',
  'parallel',
  'fixme',
  'runIf',
  'skipIf',
]);

/**
 * The citations of one test file and the tests they belong to. A citation in a test's name is
 * that test's; in a describe name, every test's inside it; in a comment, the test the comment
 * precedes or sits in, else the whole file.
 * @param {string} source the file's text
 * @param {string} file its path, shown in the matrix; its extension picks the parser
 * @param {string[]} specs the spec file names that can be cited
 * @returns {{ test: TestRef, citation: Citation }[]}
 */
export function citationsInTestFile(source, file, specs) {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, scriptKind(file));
  const blocks = testBlocks(sourceFile);
  const owned = [
    ...blocks.map((block) => ({ owner: block, text: block.title })),
    ...comments(sourceFile).map((comment) => ({ owner: commentOwner(comment, blocks), text: comment.text })),
  ];
  return owned.flatMap(({ owner, text }) =>
    findCitations(text, specs).flatMap((citation) => testsOf(owner, blocks, file).map((test) => ({ test, citation }))),
  );
}

function scriptKind(file) {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (file.endsWith('.ts')) return ts.ScriptKind.TS;
  return ts.ScriptKind.JS;
}

/**
 * A `describe`/`it`/`test` call with a name.
 * @typedef {{ kind: 'describe' | 'test', title: string, fullName: string, start: number, end: number,
 *   leadingStart: number, parent: TestBlock | null }} TestBlock
 */

/** @returns {TestBlock[]} every test and describe call of the file, outer ones first */
function testBlocks(sourceFile) {
  const blocks = [];
  const visit = (node, parent) => {
    const block = ts.isCallExpression(node) ? testBlock(node, parent, sourceFile) : null;
    if (block) blocks.push(block);
    ts.forEachChild(node, (child) => visit(child, block ?? parent));
  };
  visit(sourceFile, null);
  return blocks;
}

function testBlock(call, parent, sourceFile) {
  const kind = testCallKind(call);
  const title = kind ? titleText(call.arguments[0], sourceFile) : null;
  if (title === null) return null;
  return {
    kind,
    title,
    fullName: parent ? `${parent.fullName}${NAME_SEPARATOR}${title}` : title,
    start: call.getStart(sourceFile),
    end: call.end,
    // A comment just before the call (its JSDoc, a note above it) is about this test.
    leadingStart: call.getFullStart(),
    parent,
  };
}

/** 'describe' or 'test' for `describe(…)`, `test.describe.serial(…)`, `it.each(table)(…)`; null for anything else. */
function testCallKind(call) {
  let callee = call.expression;
  // `it.each(table)(name, fn)` and ``it.each`…`(name, fn)``: the name is in the second call.
  if (ts.isCallExpression(callee)) callee = callee.expression;
  else if (ts.isTaggedTemplateExpression(callee)) callee = callee.tag;
  const names = [];
  while (ts.isPropertyAccessExpression(callee)) {
    names.unshift(callee.name.text);
    callee = callee.expression;
  }
  if (!ts.isIdentifier(callee) || !TEST_FUNCTIONS.has(callee.text)) return null;
  if (!names.every((name) => TEST_MODIFIERS.has(name))) return null;
  return [callee.text, ...names].some((name) => DESCRIBE_NAMES.has(name)) ? 'describe' : 'test';
}

/** The name as written (a template keeps its `${…}`); null when the first argument is no name. */
function titleText(argument, sourceFile) {
  if (!argument) return null;
  if (ts.isStringLiteral(argument) || ts.isNoSubstitutionTemplateLiteral(argument)) return argument.text;
  if (ts.isTemplateExpression(argument)) return argument.getText(sourceFile).slice(1, -1);
  return null;
}

/** Every comment of the file, found in the trivia before each token. */
function comments(sourceFile) {
  const text = sourceFile.getFullText();
  const byStart = new Map();
  const visit = (node) => {
    for (const range of ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []) {
      byStart.set(range.pos, { start: range.pos, text: text.slice(range.pos, range.end) });
    }
    for (const child of node.getChildren(sourceFile)) visit(child);
  };
  visit(sourceFile);
  return [...byStart.values()];
}

/** The test a comment precedes, else the innermost test it sits in, else null (the file). */
function commentOwner(comment, blocks) {
  const preceded = blocks.find((block) => comment.start >= block.leadingStart && comment.start < block.start);
  if (preceded) return preceded;
  const enclosing = blocks.filter((block) => comment.start >= block.start && comment.start < block.end);
  return enclosing.at(-1) ?? null;
}

/** The tests a citation of `owner` counts for: a test itself, every test of a describe, or the file. */
function testsOf(owner, blocks, file) {
  if (owner === null) return [{ file, name: null }];
  if (owner.kind === 'test') return [{ file, name: owner.fullName }];
  const inside = blocks.filter((block) => block.kind === 'test' && isInside(block, owner));
  return (inside.length > 0 ? inside : [owner]).map((block) => ({ file, name: block.fullName }));
}

function isInside(block, ancestor) {
  for (let parent = block.parent; parent; parent = parent.parent) if (parent === ancestor) return true;
  return false;
}

/**
 * A rule with the tests that cite it by its own number and those that cite a section holding it.
 * @typedef {{ rule: Rule, ownTests: TestRef[], sectionTests: TestRef[] }} RuleCoverage
 */

/**
 * The conformance matrix: for every rule, who cites it; for every section, who cites it as a
 * whole; and the citations that name nothing in the specs (a typo, or a spec that moved on).
 * @param {{ spec: string, sections: Section[], rules: Rule[] }[]} specs parsed specs
 * @param {{ test: TestRef, citation: Citation }[]} citations from every test file
 */
export function conformanceMatrix(specs, citations) {
  const testsByKey = new Map();
  for (const { test, citation } of citations) {
    const key = `${citation.spec} §${citation.id}`;
    if (!testsByKey.has(key)) testsByKey.set(key, new Map());
    testsByKey.get(key).set(`${test.file}\0${test.name ?? ''}`, test);
  }
  const testsCiting = (spec, id) => [...(testsByKey.get(`${spec} §${id}`)?.values() ?? [])];
  const known = new Set(specs.flatMap(({ sections, rules }) => [...sections, ...rules].map((item) => `${item.spec} §${item.id}`)));
  return {
    specs: specs.map(({ spec, sections, rules }) => ({
      spec,
      sections: sections.map((section) => ({ section, tests: testsCiting(spec, section.id) })),
      rules: rules.map((rule) => ({
        rule,
        ownTests: testsCiting(spec, rule.id),
        sectionTests: uniqueTests(enclosingSectionIds(rule.section).flatMap((id) => testsCiting(spec, id))),
      })),
    })),
    unknownCitations: [...testsByKey.entries()]
      .filter(([key]) => !known.has(key))
      .map(([key, tests]) => ({ citation: key, tests: [...tests.values()] })),
  };
}

/** `2.1` → 2.1 and 2: a citation of §2 covers everything under §2. */
function enclosingSectionIds(sectionId) {
  const parts = sectionId.split('.');
  return parts.map((_, index) => parts.slice(0, index + 1).join('.'));
}

function uniqueTests(tests) {
  return [...new Map(tests.map((test) => [`${test.file}\0${test.name ?? ''}`, test])).values()];
}

/**
 * Whether a rule has a test: cited by its own number, or (unless `exact`) through a section.
 * @param {RuleCoverage} coverage
 * @param {{ exact?: boolean }} [options]
 */
export function hasTest(coverage, { exact = false } = {}) {
  return coverage.ownTests.length > 0 || (!exact && coverage.sectionTests.length > 0);
}

/** The rules no test cites, spec by spec. */
export function rulesWithoutTest(matrix, options) {
  return matrix.specs.flatMap(({ rules }) => rules.filter((coverage) => !hasTest(coverage, options)).map(({ rule }) => rule));
}

/** e.g. `shell.md: 150/160 rules have a test (4 by their own number) · features.md: … · 40 rules without a test` */
export function summaryLine(matrix, options) {
  const perSpec = matrix.specs.map(({ spec, rules }) => {
    const tested = rules.filter((coverage) => hasTest(coverage, options)).length;
    const byOwnNumber = rules.filter((coverage) => coverage.ownTests.length > 0).length;
    return `${spec}: ${tested}/${rules.length} rules have a test (${byOwnNumber} by their own number)`;
  });
  return [...perSpec, `${rulesWithoutTest(matrix, options).length} rules without a test`].join(' · ');
}

/**
 * How many rules of each spec the end-to-end suite runs: those an end-to-end test cites by their
 * own number, or (unless `exact`) through a section. e.g. `In the e2e suite: shell.md 60/118 rules
 * (5 by their own number) · features.md: …`
 * @param {(test: TestRef) => boolean} isE2e whether a test is one of the end-to-end suite's
 */
export function e2eLine(matrix, isE2e, options) {
  const perSpec = matrix.specs.map(({ spec, rules }) => {
    const inE2e = rules.map(({ rule, ownTests, sectionTests }) => ({
      rule,
      ownTests: ownTests.filter(isE2e),
      sectionTests: sectionTests.filter(isE2e),
    }));
    const run = inE2e.filter((coverage) => hasTest(coverage, options)).length;
    const byOwnNumber = inE2e.filter((coverage) => coverage.ownTests.length > 0).length;
    return `${spec} ${run}/${rules.length} rules (${byOwnNumber} by their own number)`;
  });
  return `In the e2e suite: ${perSpec.join(' · ')}`;
}

/** `packages/core/src/x.test.ts › describe › test`, or the file alone. */
export function testLabel(test) {
  return test.name === null ? test.file : `${test.file}${NAME_SEPARATOR}${test.name}`;
}

/** `x.test.ts › test`: the file's name and the test's own name, short enough for a table cell. */
function shortTestLabel(test) {
  const file = path.basename(test.file);
  return test.name === null ? file : `${file}${NAME_SEPARATOR}${test.name.split(NAME_SEPARATOR).at(-1)}`;
}

/** A few of the tests, and how many more there are. */
function examples(tests) {
  const shown = tests.slice(0, EXAMPLE_TESTS).map(shortTestLabel);
  const more = tests.length - shown.length;
  return [...shown, ...(more > 0 ? [`+${more} more`] : [])].join('; ');
}

/** How many distinct tests prove a rule: its own citers, and (unless `exact`) its sections' citers. */
function testCount(coverage, { exact = false } = {}) {
  return exact ? coverage.ownTests.length : uniqueTests([...coverage.ownTests, ...coverage.sectionTests]).length;
}

/**
 * The matrix of one spec as table rows, header first: each section (with the tests that cite it
 * as a whole) followed by its rules. A rule's examples are the tests citing its own number; one
 * counted only through sections says which (`via §4`).
 * @param {{ sections: { section: Section, tests: TestRef[] }[], rules: RuleCoverage[] }} specMatrix
 * @param {{ exact?: boolean }} [options]
 */
export function matrixRows(specMatrix, options = {}) {
  const coverageById = new Map(specMatrix.rules.map((coverage) => [coverage.rule.id, coverage]));
  const citedSections = new Set(specMatrix.sections.filter(({ tests }) => tests.length > 0).map(({ section }) => section.id));
  const ruleRow = (coverage) => {
    const via = enclosingSectionIds(coverage.rule.section)
      .filter((id) => citedSections.has(id))
      .reverse()
      .map((id) => `§${id}`);
    const viaSections = options.exact || via.length === 0 ? '' : `via ${via.join(', ')}`;
    return [
      `  §${coverage.rule.id}`,
      shortText(coverage.rule.text),
      testCount(coverage, options),
      coverage.ownTests.length,
      coverage.ownTests.length > 0 ? examples(coverage.ownTests) : viaSections,
    ];
  };
  return [
    ['rule', 'text', 'tests', 'own', 'examples'],
    ...specMatrix.sections.flatMap(({ section, tests }) => [
      [`§${section.id}`, `${section.title} (section)`, tests.length, '', examples(tests)],
      ...section.ruleIds.map((id) => ruleRow(coverageById.get(id))),
    ]),
  ];
}
