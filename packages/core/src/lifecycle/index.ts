export { BFCACHE_HOOK_IN_PLACE_ERROR, hookBackForwardCache } from './bfcache';
export type { PageShowTarget } from './bfcache';
