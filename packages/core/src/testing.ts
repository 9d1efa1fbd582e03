/**
 * `@bank-shell/core/testing`: helpers for the tests of core and of the packages above it. Never
 * part of a build (a test-only entry, `scripts/lib/sharedModules.mjs`).
 */
export { manualTimers } from './native/testing';
export { deferred, flushPromises } from './testing/promises';
export { fakeTagFrames } from './analytics/testing';
export type { FakeTagFrames } from './analytics/testing';
