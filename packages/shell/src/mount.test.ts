import { afterEach, describe, expect, it } from 'vitest';
import { findMountRoot } from '@bank-shell/core';

// The shell's sources have no Node types (they run in the browser): Node's file reader is imported
// by a name the type checker does not follow, and the path is worked out by hand (under happy-dom,
// `URL` is the DOM's).
const NODE_FS = 'node:fs' as string;
const { readFileSync } = (await import(/* @vite-ignore */ NODE_FS)) as { readFileSync(this: void, path: string, encoding: 'utf8'): string };
/** The shell's page, as the build and the sandbox serve it (with its placeholders). */
const SHELL_PAGE = readFileSync(decodeURIComponent(import.meta.url.replace(/^file:\/\//, '').replace(/[^/]*$/, '../index.html')), 'utf8');

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('where the shell mounts (shell.md §2.1.8: the application element, in the body)', () => {
  it('finds the shell page’s application element, #app, in its body', () => {
    const page = new DOMParser().parseFromString(SHELL_PAGE, 'text/html');
    const root = findMountRoot(page);
    expect(root?.id).toBe('app');
    expect(root?.parentElement?.tagName).toBe('BODY');
  });

  it('finds nothing under another id, nor outside the body', () => {
    document.body.innerHTML = '<div id="root"></div>';
    document.head.innerHTML = '<template id="app"></template>';
    expect(findMountRoot(document)).toBeNull();
    document.body.innerHTML = '<main><div id="app"></div></main>';
    expect(findMountRoot(document)?.parentElement?.tagName).toBe('MAIN');
  });
});
