import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The package boundaries of ARCHITECTURE.md are lint rules: these prove each one fires. */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function rulesBroken(code, file) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.ruleId);
}

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

  it('forbids a feature from importing the shell', async () => {
    expect(await rulesBroken("export { App } from '@bank-shell/shell';\n", 'packages/features/help/src/index.tsx')).toContain(
      'no-restricted-imports',
    );
  });

  it('forbids deep imports into another package', async () => {
    expect(
      await rulesBroken("export { createStore } from '@bank-shell/core/src/store';\n", 'packages/features/help/src/index.tsx'),
    ).toContain('no-restricted-imports');
  });

  it('forbids a feature from reaching into another feature', async () => {
    expect(await rulesBroken("export { LoginPage } from '../../login/src/LoginPage';\n", 'packages/features/help/src/index.tsx')).toContain(
      'no-restricted-imports',
    );
  });

  it('lets a feature use the public entries of core and the React bindings', async () => {
    const code =
      "import { HttpError } from '@bank-shell/core';\nimport { useShell } from '@bank-shell/react';\nexport const x = [HttpError, useShell];\n";
    expect(await rulesBroken(code, 'packages/features/help/src/index.tsx')).not.toContain('no-restricted-imports');
  });
});
