export { createStore } from './store';
export type { Listener, ReadableStore, WritableStore } from './store';
