import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The package boundaries of ARCHITECTURE.md are lint rules: these prove each one fires. */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function lint(code, file) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages;
}

async function rulesBroken(code, file) {
  return (await lint(code, file)).map((message) => message.ruleId);
}

/** The start of the message of issue 40 §6: a core module that names its own package. */
const CORE_SELF_IMPORT = 'Inside packages/core, import the module itself';

/** The first lint builds the TypeScript program for type-aware rules: seconds, more on a busy machine. */
const FIRST_LINT_TIMEOUT_MS = 30_000;

describe('package boundaries', { timeout: FIRST_LINT_TIMEOUT_MS }, () => {
  it('forbids React in core', async () => {
    expect(
      await rulesBroken("import { useState } from 'react';\nexport const x = useState;\n", 'packages/core/src/store/store.ts'),
    ).toContain('no-restricted-imports');
  });

  it('forbids browser globals in core outside injected adapters', async () => {
    expect(await rulesBroken('export const now = (): number => window.performance.now();\n', 'packages/core/src/store/store.ts')).toContain(
      'no-restricted-globals',
    );
  });

  it('forbids a core module from importing core’s own entries by name (an import cycle through index.ts)', async () => {
    for (const specifier of ['@bank-shell/core', '@bank-shell/core/native']) {
      const messages = await lint(`import { schema } from '${specifier}';\nexport const x = schema;\n`, 'packages/core/src/store/store.ts');
      expect(messages).toContainEqual(
        expect.objectContaining({ ruleId: 'no-restricted-imports', message: expect.stringContaining(CORE_SELF_IMPORT) }),
      );
    }
  });

  it('forbids a test of a later entry of core from importing core by name', async () => {
    const messages = await lint(
      "import { createMemoryStorage } from '@bank-shell/core';\nexport const x = createMemoryStorage;\n",
      'packages/core/src/tokens/tokenKeeper.test.ts',
    );
    expect(messages).toContainEqual(
      expect.objectContaining({ ruleId: 'no-restricted-imports', message: expect.stringContaining(CORE_SELF_IMPORT) }),
    );
  });

  it('forbids a later entry of core from importing a type by name', async () => {
    const messages = await lint(
      "import type { HttpClient } from '@bank-shell/core';\nexport type X = HttpClient;\n",
      'packages/core/src/tokens/expiry.ts',
    );
    expect(messages).toContainEqual(
      expect.objectContaining({ ruleId: 'no-restricted-syntax', message: expect.stringContaining(CORE_SELF_IMPORT) }),
    );
  });

  it('lets a later entry of core import the main entry’s values by name, so the page holds one copy', async () => {
    const rules = await rulesBroken(
      "import { schema as v } from '@bank-shell/core';\nexport const x = v;\n",
      'packages/core/src/tokens/expiry.ts',
    );
    expect(rules).not.toContain('no-restricted-imports');
    expect(rules).not.toContain('no-restricted-syntax');
  });

  it('forbids a feature from importing the shell', async () => {
    expect(await rulesBroken("export { App } from '@bank-shell/shell';\n", 'packages/features/page-not-found/src/index.tsx')).toContain(
      'no-restricted-imports',
    );
  });

  it('forbids deep imports into another package', async () => {
    expect(
      await rulesBroken("export { createStore } from '@bank-shell/core/src/store';\n", 'packages/features/page-not-found/src/index.tsx'),
    ).toContain('no-restricted-imports');
  });

  it('forbids a feature from reaching into another feature', async () => {
    expect(
      await rulesBroken("export { LoginPage } from '../../login/src/LoginPage';\n", 'packages/features/page-not-found/src/index.tsx'),
    ).toContain('no-restricted-imports');
  });

  it('lets a feature use the public entries of core and the React bindings', async () => {
    const code =
      "import { HttpError } from '@bank-shell/core';\nimport { useShell } from '@bank-shell/react';\nexport const x = [HttpError, useShell];\n";
    expect(await rulesBroken(code, 'packages/features/page-not-found/src/index.tsx')).not.toContain('no-restricted-imports');
  });
});
