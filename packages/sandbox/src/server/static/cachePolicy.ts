/** A build file named after its content hash, e.g. `overall-position.3f9a1c2b.js`. */
const HASHED_FILE_PATTERN = /\.[A-Za-z0-9_-]{8,}\.(js|css)$/;

/** One year: a hashed file never changes, a new build gets a new name. */
const IMMUTABLE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** `Cache-Control` for hashed files. */
const IMMUTABLE_CACHE_CONTROL = `public, max-age=${IMMUTABLE_MAX_AGE_S}, immutable`;

/** `Cache-Control` for everything else: the browser may keep it but must revalidate. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** The `Cache-Control` of a static file, by its name. */
export function cacheControlFor(fileName: string): string {
  return HASHED_FILE_PATTERN.test(fileName) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL;
}
