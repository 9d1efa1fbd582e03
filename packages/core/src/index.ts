/**
 * @bank-shell/core: framework-free building blocks of the shell. Nothing here touches React or
 * browser globals: window, storage, fetch and the clock are always passed in.
 *
 * Later entries, which the first page does not load: `@bank-shell/core/signed-in` (tokens,
 * cross-tab work, activity), `@bank-shell/core/cache`, `@bank-shell/core/monitoring`,
 * `@bank-shell/core/native` and `@bank-shell/core/api`.
 */
export * from './store';
export * from './events';
export * from './storage';
export * from './i18n';
export * from './http';
export * from './config';
export * from './session';
export * from './router';
export * from './layout';
export * from './loadOnce';
export * from './shellEvents';
export * from './channels';
export { NATIVE_WRAPPER_GLOBAL, findNativeWrapper } from './native/detect';
export type { NativePlatform, NativeWrapper } from './native/detect';
export type { NativeCapabilities, NativeParams, NativeService, NativeWrapperInfo } from './native/types';
/** Schemas for boundaries: `import { schema as v } from '@bank-shell/core'`. */
export * as schema from './schema';
export type { InferOutput, Issue, Schema } from './schema';
