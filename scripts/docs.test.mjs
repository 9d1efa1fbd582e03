import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFERENCE_DIR, buildReference } from './docs.mjs';
import { repoRoot } from './lib/setup.mjs';

/** TypeDoc reads every shared entry: a few seconds on this machine. */
const TYPEDOC_TIMEOUT_MS = 120_000;

describe('npm run docs (issue 40 §5)', () => {
  it(
    'builds the reference of every entry a feature imports, each under the name it is imported by',
    async () => {
      await mkdir(path.join(repoRoot, '.tmp'), { recursive: true });
      const lines = [];
      await buildReference({ log: (line) => lines.push(line) });
      const modules = readFileSync(path.join(REFERENCE_DIR, 'modules.html'), 'utf8');
      for (const specifier of ['@bank-shell/react', '@bank-shell/core', '@bank-shell/core/signed-in', '@bank-shell/react/query']) {
        expect(modules, specifier).toContain(`>${specifier}<`);
      }
      expect(existsSync(path.join(REFERENCE_DIR, 'functions', '_bank-shell_react.useHttp.html'))).toBe(true);
      expect(lines).toEqual([expect.stringMatching(/^Reference of \d+ entries \(@bank-shell\/core, @bank-shell\/react, /)]);
    },
    TYPEDOC_TIMEOUT_MS,
  );
});
