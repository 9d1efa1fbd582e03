import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { SPEC_VALUE_NAME, bankShellPlugin } from './lib/specValuesLiteral.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } });
const rule = bankShellPlugin.rules['spec-values-literal'];
const fromCode = (name) => ({ messageId: 'fromCode', data: { name } });

describe('the names that read like spec values', () => {
  it.each([
    'REQUEST_TIMEOUT_MS',
    'LEGACY_AUTOLOAD_DELAY_MS',
    'COOKIE_MAX_AGE_S',
    'INACTIVITY_REFRESH_THRESHOLDS_S',
    'APM_KEEPALIVE_PAYLOAD_LIMIT_BYTES',
    'AFFLUENT_LEVEL',
    'APM_NATIVE_DEFAULT_SAMPLE_RATE',
    'OTP_MAX_ATTEMPTS',
    'MAX_REDIRECTS',
    'CAMPAIGN_FALLBACK_CODE',
    'APM_AGENT_VERSION',
    'SIGN_UP_STEP_SAVES_PER_HOUR',
    'OPERATION_MAX_AMOUNT_CENTS',
  ])('%s', (name) => {
    expect(name).toMatch(SPEC_VALUE_NAME);
  });

  it.each(['TOO_MANY_REDIRECTS', 'SESSION_STORAGE_KEY', 'DISPLAY_ATTRIBUTE', 'MS', 'requestTimeoutMs', 'LOAN_OFFER_PATH', 'APM_MESSAGE'])(
    'not %s',
    (name) => {
      expect(name).not.toMatch(SPEC_VALUE_NAME);
    },
  );
});

ruleTester.run('spec-values-literal', rule, {
  valid: [
    // The spec's value written out.
    "import { get } from './client';\nexpect(timeoutOf(get)).toBe(10_000);",
    // The constant as what is checked, against the literal.
    "import { REQUEST_TIMEOUT_MS } from './client';\nexpect(REQUEST_TIMEOUT_MS).toBe(10_000);",
    "import { CHANNEL_CODE } from '../channels';\nexpect(CHANNEL_CODE.web).toBe(83);",
    "import { AFFLUENT_LEVEL } from '@bank-shell/core';\nexpect.soft(AFFLUENT_LEVEL).toEqual({ NO_AFLNT: 0 });",
    // Only the project's own code: a library's constants are not under test.
    "import { MAX_SAFE_LENGTH } from 'some-library';\nconst limit = MAX_SAFE_LENGTH - 1;",
    // Fixtures of a testing module are the test's own values.
    "import { TEST_PROFILE_TTL_S } from '../session/testing';\nadvance(TEST_PROFILE_TTL_S * 1000);",
    "import { TEST_EPOCH_MS } from '@bank-shell/core/testing';\nnow(TEST_EPOCH_MS);",
    // Types are not values.
    "import type { REQUEST_TIMEOUT_MS } from './client';\nlet x: typeof REQUEST_TIMEOUT_MS;",
    // Names that are not spec values.
    "import { TOO_MANY_REDIRECTS } from './router';\nexpect(log).toHaveBeenCalledWith(TOO_MANY_REDIRECTS);",
    // An opt-out with its reason.
    "// spec-value-from-code(ROOT_ATTRIBUTE_LIMIT): the bindings and core must name the same attributes, whatever they are\nimport { ROOT_ATTRIBUTE_LIMIT } from './rootAttributes';\nexpect(a).toEqual(ROOT_ATTRIBUTE_LIMIT);",
  ],
  invalid: [
    {
      // The expected value taken from the code under test.
      code: "import { REQUEST_TIMEOUT_MS } from './client';\nexpect(ms).toBe(REQUEST_TIMEOUT_MS);",
      errors: [fromCode('REQUEST_TIMEOUT_MS')],
    },
    {
      // A fake clock advanced by the code's own figure passes whatever the figure is.
      code: "import { LEGACY_AUTOLOAD_DELAY_MS } from './legacyAutoload';\ntimers.advance(LEGACY_AUTOLOAD_DELAY_MS - 1);",
      errors: [fromCode('LEGACY_AUTOLOAD_DELAY_MS')],
    },
    {
      // From another package of the repository too.
      code: "import { AFFLUENT_LEVEL } from '@bank-shell/core';\nexpect(level).toBe(AFFLUENT_LEVEL.AFLNT_HIGH);",
      errors: [fromCode('AFFLUENT_LEVEL')],
    },
    {
      // Renamed on import: still the code's constant.
      code: "import { APM_NATIVE_DEFAULT_SAMPLE_RATE as RATE } from './apm';\nexpect(config.rate).toBe(RATE);",
      errors: [fromCode('APM_NATIVE_DEFAULT_SAMPLE_RATE')],
    },
    {
      // Through a namespace import.
      code: "import * as constants from './constants';\nexpect(ms).toBe(constants.TASK_THROTTLE_MS);",
      errors: [fromCode('TASK_THROTTLE_MS')],
    },
    {
      // Checked once, then used: the use is still reported.
      code: "import { COOKIE_POLL_INTERVAL_MS } from './cookieStorage';\nexpect(COOKIE_POLL_INTERVAL_MS).toBe(1000);\nvi.advanceTimersByTime(COOKIE_POLL_INTERVAL_MS);",
      errors: [fromCode('COOKIE_POLL_INTERVAL_MS')],
    },
    {
      // Inside `expect(…)`, but not as what is checked.
      code: "import { REQUEST_TIMEOUT_MS } from './client';\nexpect(REQUEST_TIMEOUT_MS + 1).toBe(10_001);",
      errors: [fromCode('REQUEST_TIMEOUT_MS')],
    },
    {
      // An opt-out says why.
      code: "// spec-value-from-code(REQUEST_TIMEOUT_MS): ok\nimport { REQUEST_TIMEOUT_MS } from './client';\nexpect(ms).toBe(REQUEST_TIMEOUT_MS);",
      errors: [{ messageId: 'noReason', data: { name: 'REQUEST_TIMEOUT_MS' } }],
    },
  ],
});

/** The first lint builds the TypeScript program for type-aware rules: seconds, more on a busy machine. */
const FIRST_LINT_TIMEOUT_MS = 30_000;

describe('the rule in the repository’s lint configuration', { timeout: FIRST_LINT_TIMEOUT_MS }, () => {
  const root = path.resolve(import.meta.dirname, '..');
  const eslint = new ESLint({ cwd: root });
  const code =
    "import { expect, it } from 'vitest';\nimport { REQUEST_TIMEOUT_MS } from './client';\nit('x', () => expect(1).toBe(REQUEST_TIMEOUT_MS));\n";
  const rulesBroken = async (file) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result.messages.map((message) => message.ruleId);
  };

  it.each([
    'packages/core/src/http/client.test.ts',
    'packages/shell/src/legacy/legacyApp.test.ts',
    'packages/features/offers/src/Offers.test.tsx',
    'e2e/tests/deep-links.spec.ts',
  ])('applies to %s', async (file) => {
    expect(await rulesBroken(file)).toContain('bank-shell/spec-values-literal');
  });

  it('does not apply to the code itself', async () => {
    expect(await rulesBroken('packages/core/src/http/client.ts')).not.toContain('bank-shell/spec-values-literal');
  });
});
