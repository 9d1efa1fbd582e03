/**
 * The page's one module of our own code: core's main entry, the React bindings and the shell host,
 * bundled together so that the first page loads one file rather than three (issue 12: 1.2 KB less
 * gzip and two requests fewer). The import map points `@bank-shell/core`, `@bank-shell/react` and
 * `@bank-shell/shell` at this module; features and later entries import them by name as before
 * and get this one instance. See docs/decisions/0008-one-module-for-core-bindings-and-shell.md.
 */
export * from '@bank-shell/core';
export * from '@bank-shell/react';
import './main';
