/**
 * The shell's services: what `main.tsx` creates at start-up and hands to React. `createServices`
 * wires the parts; each part is a file of its own with its own tests.
 */
export { createServices } from './createServices';
export type { ShellHost } from './createServices';
export { createShellStorage } from './shellStorage';
export type { BrowserPlatform } from './browser';
