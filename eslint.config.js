// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { laterEntryFolders, laterEntrySpecifiers } from './scripts/lib/sharedModules.mjs';
import { bankShellPlugin } from './scripts/lib/specValuesLiteral.mjs';

/** Browser globals core may never touch: they come in as injected adapters (ARCHITECTURE.md). */
const PLATFORM_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'fetch',
  'navigator',
  'location',
  'history',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'requestAnimationFrame',
  'atob',
  'btoa',
].map((name) => ({ name, message: `core receives ${name} as an injected dependency; it never reads the global.` }));

const ourPackages = (allowed) => ({
  patterns: [
    {
      group: ['@bank-shell/*', ...allowed.map((name) => `!@bank-shell/${name}`)],
      message: 'This package may not depend on that one (see ARCHITECTURE.md, "Packages").',
    },
    {
      group: [
        '@bank-shell/*/*',
        '!@bank-shell/react/testing',
        '!@bank-shell/core/testing',
        ...laterEntrySpecifiers().map((specifier) => `!${specifier}`),
      ],
      message: 'Import a package through its public entries only.',
    },
    { group: ['**/packages/*', '../../*/src/*', '../../../*/src/*'], message: 'Never reach into another package’s files.' },
  ],
});

/**
 * Inside core a module imports the module that defines a name (issue 40 §6, STYLE.md 16): the
 * package's entries are for the packages above it, and a core module that reaches `index.ts` by
 * name makes an import cycle through it.
 */
const CORE_SELF_IMPORT_MESSAGE = 'Inside packages/core, import the module itself, not the package’s public entry (import cycles).';

/** What any module of core may import: no React, no package of ours, not its own package's entries. */
const CORE_IMPORTS = {
  paths: [
    { name: 'react', message: 'core is framework-free: React lives in @bank-shell/react.' },
    { name: 'react-dom', message: 'core is framework-free.' },
  ],
  patterns: [{ group: ['@bank-shell/core', '@bank-shell/core/*'], message: CORE_SELF_IMPORT_MESSAGE }, ...ourPackages(['core']).patterns],
};

/** The later entries' folders of core: these take the main entry's values by name (decision 0008). */
const coreLaterEntryFiles = laterEntryFolders()
  .filter(({ packageDir }) => packageDir === 'core')
  .map(({ folder }) => `${folder}/**/*.ts`);

/** `@bank-shell/core` or one of its entries, as an esquery regex on an import's source. */
const CORE_ENTRY_SOURCE = String.raw`/^@bank-shell\/core(\/|$)/`;

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.tmp/**', 'e2e/artifacts/**', '**/.scratch/**', 'coverage/**'] },
  // Stryker's reports and its sandbox copies of the repository (npm run mutation).
  { ignores: ['reports/**', '.stryker-tmp/**'] },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.{mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The sandbox's legacy app is a classic browser script.
    files: ['packages/sandbox/legacy/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['packages/{react,shell,features}/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
  {
    // Hooks live in .ts files too (useApiQuery): the rules of hooks apply wherever they are.
    files: ['packages/{react,shell,features}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing.ts'],
    rules: { 'no-restricted-globals': ['error', ...PLATFORM_GLOBALS] },
  },
  { files: ['packages/core/src/**/*.ts'], rules: { 'no-restricted-imports': ['error', CORE_IMPORTS] } },
  { files: ['packages/react/src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', ourPackages(['core'])] } },
  // A later entry of a package reaches its main entry by name, so the page holds one copy of it: a
  // value imported by a relative path from outside the entry's folders would be bundled twice.
  ...laterEntryFolders().flatMap(({ folder, packageDir, entryFile }) => [
    {
      files: [`${folder}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          packageDir === 'core'
            ? { paths: [{ name: 'react', message: 'core is framework-free.' }], ...ourPackages(['core']) }
            : ourPackages(['core', packageDir]),
        ],
      },
    },
    {
      files: [`${folder}/**/*.{ts,tsx}`],
      ignores: ['**/*.test.{ts,tsx}', '**/testing.{ts,tsx}', entryFile],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['../*'],
                allowTypeImports: true,
                message: `A later entry imports values of its package's main entry by name (@bank-shell/${packageDir}).`,
              },
            ],
          },
        ],
      },
    },
  ]),
  {
    // A test of a later entry is never bundled: it imports core's modules by path, as the main entry's do.
    files: ['packages/core/src/**/*.test.ts', 'packages/core/src/**/testing.ts'],
    rules: { 'no-restricted-imports': ['error', CORE_IMPORTS] },
  },
  {
    // A later entry of core names the main entry for its values only, so the page holds one copy of
    // them; a type costs nothing at run time and comes from the module that defines it.
    files: coreLaterEntryFiles,
    ignores: ['**/*.test.ts', '**/testing.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          `ImportDeclaration[importKind='type'][source.value=${CORE_ENTRY_SOURCE}]`,
          `ImportDeclaration[source.value=${CORE_ENTRY_SOURCE}] > ImportSpecifier[importKind='type']`,
          `ExportNamedDeclaration[exportKind='type'][source.value=${CORE_ENTRY_SOURCE}]`,
        ].map((selector) => ({ selector, message: `${CORE_SELF_IMPORT_MESSAGE} A later entry names the main entry for its values only.` })),
      ],
    },
  },
  { files: ['packages/shell/src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', ourPackages(['core', 'react'])] } },
  { files: ['packages/features/*/src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', ourPackages(['core', 'react'])] } },
  { files: ['packages/sandbox/**/*.ts'], rules: { 'no-restricted-imports': ['error', ourPackages([])] } },
  {
    // A test states the spec's value literally, never the constant it tests (issue 39). The
    // sandbox's and the scripts' tests are not covered yet: their limits are mostly the sandbox's
    // own (docs/sandbox-api.md) and the build's budgets, not the spec's.
    files: ['packages/{core,react,shell}/src/**/*.test.{ts,tsx}', 'packages/features/*/src/**/*.test.{ts,tsx}', 'e2e/**/*.spec.ts'],
    plugins: { 'bank-shell': bankShellPlugin },
    rules: { 'bank-shell/spec-values-literal': 'error' },
  },
);
