export {
  CACHE_KEPT_BY_PATHS,
  CACHE_MAX_AGE_MS,
  CACHE_MAX_ENTRY_BYTES,
  CACHE_MAX_TOTAL_BYTES,
  createResponseCache,
  utf8ByteLength,
} from './responseCache';
export type { ResponseCacheOptions } from './responseCache';
