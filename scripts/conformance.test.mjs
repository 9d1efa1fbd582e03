import { describe, expect, it } from 'vitest';
import {
  citationsInTestFile,
  conformanceMatrix,
  e2eLine,
  findCitations,
  matrixRows,
  parseSpec,
  rulesWithoutTest,
  shortText,
  summaryLine,
} from './lib/conformance.mjs';

// The fixtures cite a made-up spec, demo.md, so that this file's own names cite nothing real.
const SPECS = ['demo.md'];

const DEMO_SPEC = `# Demo spec

Text before the first section is not a rule.

## 1. first

A paragraph rule. It has two sentences.
- a bullet
  - a nested bullet, part of the one above
1. a numbered step

## 2. second

### 2.1 a table

| Code | Meaning |
|---|---|
| 37 | activate again |
| 16 | cancelled |

**Labels**

Steps:

- after the labels
`;

const DEMO_TEST_FILE = `
/** demo.md §1: a note above a constant, so about the whole file. */
const CASES = [1, 2];

describe('router (demo.md §2.1)', () => {
  it('matches a pattern', () => {});
  it.each(CASES)('case %s (demo.md §1.2)', () => {});
  /** demo.md §1.3 */
  it('follows a redirect', () => {
    // demo.md §2.1.2, from inside the test
  });
});

test.describe.serial('e2e group', () => {
  test(\`logs in as \${'someone'} (demo.md §1.1)\`, async () => {
    await test.step('a step, not a test name (demo.md §2)', async () => {});
  });
  test('cites nothing that exists (demo.md §7)', () => {});
});
`;

const byIdAndText = ({ id, text }) => ({ id, text });
const citationLines = (citations) =>
  citations.map(({ test, citation }) => `${citation.spec} §${citation.id} → ${test.name ?? test.file}`).sort();

describe('parseSpec', () => {
  const { sections, rules } = parseSpec(DEMO_SPEC, 'demo.md');

  it('numbers the blocks of each section from 1: paragraphs, top-level items and table rows', () => {
    expect(rules.map(byIdAndText)).toEqual([
      { id: '1.1', text: 'A paragraph rule. It has two sentences.' },
      { id: '1.2', text: 'a bullet a nested bullet, part of the one above' },
      { id: '1.3', text: 'a numbered step' },
      { id: '2.1.1', text: '37 | activate again' },
      { id: '2.1.2', text: '16 | cancelled' },
      { id: '2.1.3', text: 'after the labels' },
    ]);
  });

  it('lists the numbered headings as sections, with their rules', () => {
    expect(sections.map(({ id, title, ruleIds }) => ({ id, title, ruleIds }))).toEqual([
      { id: '1', title: 'first', ruleIds: ['1.1', '1.2', '1.3'] },
      { id: '2', title: 'second', ruleIds: [] },
      { id: '2.1', title: 'a table', ruleIds: ['2.1.1', '2.1.2', '2.1.3'] },
    ]);
  });

  it('refuses a section with both rules and subsections, whose numbers would be ambiguous', () => {
    expect(() => parseSpec('## 2. x\n\ntext\n\n### 2.1 y\n', 'demo.md')).toThrow(
      'demo.md §2: a section with both rules and subsections makes rule numbers ambiguous',
    );
  });
});

describe('shortText', () => {
  it('keeps a short rule whole, without markdown emphasis', () => {
    expect(shortText('**Client info:** personId.')).toBe('Client info: personId.');
  });

  it('cuts a long rule between words', () => {
    expect(shortText('Token request timeout 10 s. Token refresh every 180 s across tabs. Profile cleanup every 10 s.')).toBe(
      'Token request timeout 10 s. Token refresh every 180 s across…',
    );
  });
});

describe('findCitations', () => {
  const ids = (text) => findCitations(text, ['shell.md', 'features.md']).map(({ spec, id }) => `${spec} ${id}`);

  it('reads a section, a rule, and a full stop that ends the sentence', () => {
    expect(ids('as shell.md §4 says, and shell.md §2.1.3.')).toEqual(['shell.md 4', 'shell.md 2.1.3']);
  });

  it('reads a list as the same document and a range as every number in it', () => {
    expect(ids('(shell.md §4, §9 and features.md §7–§9)')).toEqual([
      'shell.md 4',
      'shell.md 9',
      'features.md 7',
      'features.md 8',
      'features.md 9',
    ]);
    expect(ids('shell.md §2.3-§2.5')).toEqual(['shell.md 2.3', 'shell.md 2.4', 'shell.md 2.5']);
  });

  it('reads a tight range without a second §, but not a dash inside a sentence', () => {
    expect(ids('shell.md §7–9')).toEqual(['shell.md 7', 'shell.md 8', 'shell.md 9']);
    expect(ids('shell.md §9 - 10 s')).toEqual(['shell.md 9']);
  });

  it('ignores other documents’ sections', () => {
    expect(ids('RFC 6749 §5.1, RFC 9700 §4.14.2')).toEqual([]);
  });
});

describe('citationsInTestFile', () => {
  it('gives each citation to its test, a describe’s to every test inside it, a stray comment’s to the file', () => {
    expect(citationLines(citationsInTestFile(DEMO_TEST_FILE, 'demo.test.ts', SPECS))).toEqual([
      'demo.md §1 → demo.test.ts',
      "demo.md §1.1 → e2e group › logs in as ${'someone'} (demo.md §1.1)",
      'demo.md §1.2 → router (demo.md §2.1) › case %s (demo.md §1.2)',
      'demo.md §1.3 → router (demo.md §2.1) › follows a redirect',
      'demo.md §2.1 → router (demo.md §2.1) › case %s (demo.md §1.2)',
      'demo.md §2.1 → router (demo.md §2.1) › follows a redirect',
      'demo.md §2.1 → router (demo.md §2.1) › matches a pattern',
      'demo.md §2.1.2 → router (demo.md §2.1) › follows a redirect',
      'demo.md §7 → e2e group › cites nothing that exists (demo.md §7)',
    ]);
  });

  it('reads a .mjs test file too', () => {
    expect(citationLines(citationsInTestFile("it('adds (demo.md §1.1)', () => {});", 'demo.test.mjs', SPECS))).toEqual([
      'demo.md §1.1 → adds (demo.md §1.1)',
    ]);
  });
});

describe('conformanceMatrix', () => {
  const matrix = conformanceMatrix(
    [{ spec: 'demo.md', ...parseSpec(DEMO_SPEC, 'demo.md') }],
    citationsInTestFile(DEMO_TEST_FILE, 'demo.test.ts', SPECS),
  );
  const coverage = (id) => matrix.specs[0].rules.find(({ rule }) => rule.id === id);
  const names = (tests) => tests.map((test) => test.name ?? test.file).sort();

  it('counts a rule’s own citers apart from the citers of its section', () => {
    expect(names(coverage('2.1.2').ownTests)).toEqual(['router (demo.md §2.1) › follows a redirect']);
    expect(names(coverage('2.1.2').sectionTests)).toEqual([
      'router (demo.md §2.1) › case %s (demo.md §1.2)',
      'router (demo.md §2.1) › follows a redirect',
      'router (demo.md §2.1) › matches a pattern',
    ]);
    expect(names(coverage('1.2').sectionTests)).toEqual(['demo.test.ts']);
  });

  it('lists the rules no test cites: by section unless exact', () => {
    expect(rulesWithoutTest(matrix).map(({ id }) => id)).toEqual([]);
    expect(rulesWithoutTest(matrix, { exact: true }).map(({ id }) => id)).toEqual(['2.1.1', '2.1.3']);
  });

  it('keeps the citations of numbers the spec does not have', () => {
    expect(matrix.unknownCitations.map(({ citation, tests }) => [citation, names(tests)])).toEqual([
      ['demo.md §7', ['e2e group › cites nothing that exists (demo.md §7)']],
    ]);
  });

  it('sums up each spec in one line', () => {
    expect(summaryLine(matrix)).toBe('demo.md: 6/6 rules have a test (4 by their own number) · 0 rules without a test');
    expect(summaryLine(matrix, { exact: true })).toBe('demo.md: 4/6 rules have a test (4 by their own number) · 2 rules without a test');
  });

  it('counts the rules the e2e suite runs, by the files of its tests', () => {
    const e2eFile = "test('opens the table (demo.md §2.1.1)', async () => {});\ntest('the first section (demo.md §1)', async () => {});";
    const withE2e = conformanceMatrix(
      [{ spec: 'demo.md', ...parseSpec(DEMO_SPEC, 'demo.md') }],
      [...citationsInTestFile(DEMO_TEST_FILE, 'demo.test.ts', SPECS), ...citationsInTestFile(e2eFile, 'e2e/tests/demo.spec.ts', SPECS)],
    );
    const isE2e = (test) => test.file.startsWith('e2e/');
    expect(e2eLine(withE2e, isE2e)).toBe('In the e2e suite: demo.md 4/6 rules (1 by their own number)');
    expect(e2eLine(withE2e, isE2e, { exact: true })).toBe('In the e2e suite: demo.md 1/6 rules (1 by their own number)');
    expect(e2eLine(matrix, isE2e)).toBe('In the e2e suite: demo.md 0/6 rules (0 by their own number)');
  });

  it('shows a rule counted only through its section as such', () => {
    const rows = matrixRows(matrix.specs[0]);
    expect(rows[0]).toEqual(['rule', 'text', 'tests', 'own', 'examples']);
    expect(rows.find(([id]) => id === '  §2.1.1')).toEqual(['  §2.1.1', '37 | activate again', 3, 0, 'via §2.1']);
    expect(rows.find(([id]) => id === '  §2.1.2')).toEqual(['  §2.1.2', '16 | cancelled', 3, 1, 'demo.test.ts › follows a redirect']);
  });
});
