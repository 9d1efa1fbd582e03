/** A feature module folder name: lower-case words joined by hyphens, so never `..` or a path. */
export const FEATURE_MODULE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A feature id or route path: the same shape as a module name. */
export const FEATURE_SLUG_PATTERN = FEATURE_MODULE_PATTERN;

/** A built entry file name, e.g. `overall-position.3f9a1c2b.js`: a plain file, no folder. */
export const FEATURE_ENTRY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*\.js$/;

/** A built stylesheet file name, e.g. `overall-position.3f9a1c2b.css`: a plain file, no folder. */
export const FEATURE_STYLESHEET_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*\.css$/;

/** A Subresource Integrity value as the build writes it: `sha384-` and a base64 digest. */
export const SUBRESOURCE_INTEGRITY_PATTERN = /^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}$/;
