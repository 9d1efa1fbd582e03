/**
 * @bank-shell/core: framework-free building blocks of the shell. Nothing here touches React or
 * browser globals: window, storage, fetch and the clock are always passed in.
 *
 * Monitoring is a second entry, `@bank-shell/core/monitoring`: the first page does not load it.
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
export * from './activity';
export * from './crossTab';
export * from './lifecycle';
export * from './shellEvents';
export * from './channels';
/** Schemas for boundaries: `import { schema as v } from '@bank-shell/core'`. */
export * as schema from './schema';
export type { InferOutput, Issue, Schema } from './schema';
