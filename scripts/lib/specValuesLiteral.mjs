/**
 * The ESLint rule `bank-shell/spec-values-literal` (issue 39, "Tests that cannot fail"): a test
 * states the spec's value literally, never the constant it tests. A test that takes its expected
 * value from the code under test (`expect(ms).toBe(REQUEST_TIMEOUT_MS)`, `advance(DELAY_MS - 1)`)
 * passes whatever the constant says, so a wrong value is never caught.
 *
 * The rule looks at a test file's value imports from the project's own code (a relative path or
 * `@bank-shell/…`, but not a `testing` module of fixtures) whose name reads like a spec value:
 * SCREAMING_CASE ending in a unit or a quantity (`_MS`, `_S`, `_BYTES`, `_LEVEL`, `_RATE`,
 * `_ATTEMPTS`, `_CODE`…, see {@link SPEC_VALUE_NAME}). Such a constant may appear only as what a
 * test checks, `expect(NAME)` or `expect(NAME.member)`, where the expected value beside it is the
 * spec's literal; anywhere else it is reported.
 *
 * For the rare legitimate use (a test that checks two modules agree), a comment in the file opts a
 * constant out, with its reason: `// spec-value-from-code(NAME): why the code's value is right here`.
 */

/** The units and quantities of the constants in packages/ (`grep -rhoE "export const [A-Z][A-Z0-9_]+" packages`). */
const UNIT_SUFFIXES = [
  // time
  'MS',
  'S',
  'SECONDS',
  'MINUTES',
  'HOURS',
  'DAYS',
  'MONTHS',
  'YEARS',
  // size
  'BYTES',
  'KB',
  'MB',
  'CHARS',
  'CHARACTERS',
  'LENGTH',
  'DIGITS',
  'SIZE',
  'DEPTH',
  // amounts and shares
  'CENTS',
  'EUR',
  'PERCENT',
  'RATE',
  // counts
  'ATTEMPTS',
  'TRIES',
  'RETRIES',
  'FAILURES',
  'POLLS',
  'COUNT',
  'LIMIT',
  'INDEX',
  // levels, codes and versions the spec enumerates
  'LEVEL',
  'CODE',
  'CODES',
  'VERSION',
];

/**
 * A name that reads like a spec value: `…_<unit>` (`REQUEST_TIMEOUT_MS`, `AFFLUENT_LEVEL`), a
 * bound (`MAX_REDIRECTS`, `OTP_MAX_ATTEMPTS`) or a rate per period (`SIGN_UP_STEP_SAVES_PER_HOUR`).
 */
export const SPEC_VALUE_NAME = new RegExp(
  String.raw`^(?:[A-Z][A-Z0-9]*_)+(?:${UNIT_SUFFIXES.join('|')})$` +
    String.raw`|^(?:[A-Z][A-Z0-9]*_)*(?:MAX|MIN)_[A-Z0-9_]+$` +
    String.raw`|^[A-Z][A-Z0-9_]*_PER_[A-Z]+$`,
);

/** The project's own code: the module under test or another package of the repository. */
const OWN_CODE = /^(?:\.{1,2}\/|@bank-shell\/)/;
/** A module of test fixtures (`../session/testing`, `@bank-shell/core/testing`): its values are the test's own. */
const FIXTURE_MODULE = /(?:^|\/)testing(?:\.[cm]?[jt]sx?)?$/;
/** `spec-value-from-code(NAME, OTHER): reason` */
const OPT_OUT = /^spec-value-from-code\s*\(([^)]*)\)\s*:?(.*)$/s;
/** A reason says something: a few words at least. */
const MIN_REASON_CHARS = 12;

/** Whether `node` is `expect(node)`'s argument, looking through `.member`, `?.member`, `[0]` and `!`. */
function isWhatIsChecked(identifier) {
  let node = identifier;
  for (;;) {
    const parent = node.parent;
    if (parent.type === 'MemberExpression' && parent.object === node) node = parent;
    else if (parent.type === 'ChainExpression' || parent.type === 'TSNonNullExpression') node = parent;
    else break;
  }
  const call = node.parent;
  return (
    call.type === 'CallExpression' &&
    call.arguments[0] === node &&
    (isExpect(call.callee) || (call.callee.type === 'MemberExpression' && isExpect(call.callee.object)))
  );
}

const isExpect = (callee) => callee.type === 'Identifier' && callee.name === 'expect';

/** The opt-outs of a file: name → reason (possibly too short, which is reported). */
function optOutsOf(sourceCode) {
  const optOuts = new Map();
  for (const comment of sourceCode.getAllComments()) {
    const match = OPT_OUT.exec(comment.value.replace(/^\s*\*?\s*/, '').trim());
    if (!match) continue;
    for (const name of match[1]
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      optOuts.set(name, { reason: match[2].trim(), comment });
    }
  }
  return optOuts;
}

/** @type {import('eslint').Rule.RuleModule} */
const specValuesLiteral = {
  meta: {
    type: 'problem',
    docs: {
      description: 'A test states the spec’s value literally: it never takes its expected value from a constant of the code under test.',
    },
    schema: [],
    messages: {
      fromCode:
        '{{name}} comes from the code under test: write the spec’s value literally, so that a wrong constant fails the test. ' +
        'It may appear only as what is checked, expect({{name}}).toBe(<the spec’s value>); ' +
        'for a legitimate use, add `// spec-value-from-code({{name}}): <reason>`.',
      noReason: 'Say why {{name}} may come from the code here: `// spec-value-from-code({{name}}): <reason>`.',
    },
  },
  create(context) {
    const { sourceCode } = context;
    const optOuts = optOutsOf(sourceCode);
    const reportedOptOuts = new Set();
    const optedOut = (name) => {
      const optOut = optOuts.get(name);
      if (optOut === undefined) return false;
      if (optOut.reason.length < MIN_REASON_CHARS && !reportedOptOuts.has(name)) {
        reportedOptOuts.add(name);
        context.report({ loc: optOut.comment.loc, messageId: 'noReason', data: { name } });
      }
      return true;
    };
    const check = (identifier, name) => {
      if (!isWhatIsChecked(identifier)) context.report({ node: identifier, messageId: 'fromCode', data: { name } });
    };

    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type') return;
        const source = String(node.source.value);
        if (!OWN_CODE.test(source) || FIXTURE_MODULE.test(source)) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier') {
            if (specifier.importKind === 'type') continue;
            const name = specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
            if (!SPEC_VALUE_NAME.test(name) || optedOut(name)) continue;
            for (const variable of sourceCode.getDeclaredVariables(specifier)) {
              for (const reference of variable.references) check(reference.identifier, name);
            }
          } else if (specifier.type === 'ImportNamespaceSpecifier') {
            // `import * as constants from './constants'`: each `constants.NAME` is a use of NAME.
            for (const variable of sourceCode.getDeclaredVariables(specifier)) {
              for (const { identifier } of variable.references) {
                const member = identifier.parent;
                if (member.type !== 'MemberExpression' || member.object !== identifier || member.computed) continue;
                const name = member.property.name;
                if (SPEC_VALUE_NAME.test(name) && !optedOut(name)) check(member, name);
              }
            }
          }
        }
      },
    };
  },
};

/** The repository's own ESLint plugin (eslint.config.js). */
export const bankShellPlugin = {
  meta: { name: 'bank-shell' },
  rules: { 'spec-values-literal': specValuesLiteral },
};
