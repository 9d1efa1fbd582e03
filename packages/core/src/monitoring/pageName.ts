/**
 * Monitoring page name (shell.md §2.8): the name under which a screen is reported to monitoring.
 *
 * "The page name is the hash trimmed at a query string, at a version-id marker, at login/validation,
 * and after the ids of inbox, my-issues, budgets create and dashboard date. A version number of a
 * micro-frontend inside feature-page paths is removed."
 *
 * The name drops what varies per visit or per deploy (query data, versions, the steps below a
 * message, an issue, a budget or a day), and keeps the id of the inbox message, the issue, the
 * budget being created and the dashboard's date: the spec cuts *after* them.
 *
 * Shape of the result: no leading `#` and no leading or trailing slash, segments joined by `/`,
 * e.g. `#/inbox/12345/detail` → `inbox/12345`. This is the same shape as the route paths of shell.md §2.4
 * and §2.5 (`ing-feature-page/bizum_ing-feat-bizum`, `login/mfv-enrolment`), so a page name can be
 * compared with a route path directly. An empty hash (`''`, `#`, `#/`) gives the empty name `''`.
 */

/** A named step of the page-name pipeline. Rules run in {@link PAGE_NAME_RULES} order. */
export interface PageNameRule {
  /** What the rule does, in words (used by the tests and in debugging). */
  readonly name: string;
  /** Applies the rule to a path; a path the rule does not concern comes back unchanged. */
  readonly apply: (path: string) => string;
}

/** The hash's own marker, dropped from the page name. */
export const HASH_PREFIX = '#';

/** Separates the path of a hash from its query string (shell.md §2.8, "trimmed at a query string"). */
export const QUERY_MARKER = '?';

/**
 * The version-id marker (shell.md §2.8, "trimmed at a version-id marker"): a path segment that is
 * exactly `version-id`, with the version after it, e.g. `#/producto/ES123/version-id/7`. The name
 * is cut where the marker starts; the marker and everything after it are dropped. Whole segments
 * only, so a page such as `version-identity` is not cut.
 */
export const VERSION_ID_MARKER = 'version-id';

/** Separates the segments of a path. */
export const SEGMENT_SEPARATOR = '/';

/** Route prefix of the login validation steps; the step after it is dropped (shell.md §2.8). */
export const LOGIN_VALIDATION_PREFIX = ['login', 'validation'] as const;

/** Route prefix of the inbox; the name is cut after the message id that follows it (shell.md §2.8). */
export const INBOX_PREFIX = ['inbox'] as const;

/** Route prefix of my-issues; the name is cut after the issue id that follows it (shell.md §2.8). */
export const MY_ISSUES_PREFIX = ['my-issues'] as const;

/** Route prefix of budget creation; the name is cut after the budget id that follows it (shell.md §2.8). */
export const BUDGETS_CREATE_PREFIX = ['budgets', 'create'] as const;

/** Route prefix of the dashboard; the name is cut after the date that follows it (shell.md §2.8). */
export const DASHBOARD_PREFIX = ['dashboard'] as const;

/** Route prefix of feature pages, whose next segment names the micro-frontend (shell.md §2.4). */
export const FEATURE_PAGE_PREFIX = ['ing-feature-page'] as const;

/** Segments naming the micro-frontend after {@link FEATURE_PAGE_PREFIX}; its version comes next. */
export const MICRO_FRONTEND_NAME_SEGMENTS = 1;

/**
 * A micro-frontend version segment: semver-like, with an optional `v`, pre-release and build parts
 * (`1.4.2`, `v2`, `v1.0`, `2.0.0-beta.1`, `1.0.0+build.5`). A bare number such as `2` or `12345` is
 * not taken as a version, because it cannot be told apart from an id or a page step.
 */
export const MICRO_FRONTEND_VERSION = /^(?:v\d+(?:\.\d+)*|\d+(?:\.\d+)+)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

type Prefix = readonly string[];

function segmentsOf(path: string): string[] {
  return path.split(SEGMENT_SEPARATOR);
}

function joinSegments(segments: readonly string[]): string {
  return segments.join(SEGMENT_SEPARATOR);
}

function startsWithSegments(segments: readonly string[], prefix: Prefix): boolean {
  return prefix.every((segment, index) => segments[index] === segment);
}

/** Keeps everything before `marker`; a path without the marker is unchanged. */
function cutAt(marker: string): (path: string) => string {
  return (path) => {
    const index = path.indexOf(marker);
    return index === -1 ? path : path.slice(0, index);
  };
}

/**
 * Keeps `prefix` and the `kept` segments right after it when the path starts with those whole
 * segments, dropping whatever follows (a step, a tab, and anything below them). Whole segments
 * only: `inbox-settings` or `notifications-inbox` are not `inbox`.
 */
function cutAfter(prefix: Prefix, kept: number): (path: string) => string {
  return (path) => {
    const segments = segmentsOf(path);
    return startsWithSegments(segments, prefix) ? joinSegments(segments.slice(0, prefix.length + kept)) : path;
  };
}

/** The id or date after inbox, my-issues, budgets create and dashboard: one segment, kept. */
const ID_SEGMENTS = 1;

function stripHashPrefix(path: string): string {
  return path.startsWith(HASH_PREFIX) ? path.slice(HASH_PREFIX.length) : path;
}

/** Keeps the segments before the first {@link VERSION_ID_MARKER} segment; a path without one is unchanged. */
function cutAtVersionIdMarker(path: string): string {
  const segments = segmentsOf(path);
  const marker = segments.indexOf(VERSION_ID_MARKER);
  return marker === -1 ? path : joinSegments(segments.slice(0, marker));
}

/** Drops empty segments: leading, trailing and doubled slashes. */
function dropEmptySegments(path: string): string {
  return joinSegments(segmentsOf(path).filter((segment) => segment !== ''));
}

/**
 * In `ing-feature-page/<micro-frontend>/<version>/…`, removes the `<version>` segment and keeps the
 * rest. Only the segment right after the micro-frontend name is considered, and only when it looks
 * like a version ({@link MICRO_FRONTEND_VERSION}).
 */
function removeMicroFrontendVersion(path: string): string {
  const segments = segmentsOf(path);
  if (!startsWithSegments(segments, FEATURE_PAGE_PREFIX)) return path;
  const versionIndex = FEATURE_PAGE_PREFIX.length + MICRO_FRONTEND_NAME_SEGMENTS;
  const candidate = segments[versionIndex];
  if (candidate === undefined || !MICRO_FRONTEND_VERSION.test(candidate)) return path;
  return joinSegments(segments.filter((_segment, index) => index !== versionIndex));
}

/**
 * The page-name rules of shell.md §2.8, in the order they run. Order matters: the query string is
 * cut off first, on the raw text, so that nothing inside it (a `/` in navigation data, say) is
 * ever read as a path segment; empty segments are dropped next, so the segment rules (the
 * version-id marker's among them) see `inbox/1` whether the hash was `#/inbox/1`, `#inbox/1` or
 * `#//inbox/1/`.
 */
export const PAGE_NAME_RULES: readonly PageNameRule[] = [
  { name: 'drops the leading hash', apply: stripHashPrefix },
  { name: 'trims at the query string', apply: cutAt(QUERY_MARKER) },
  { name: 'drops leading, trailing and doubled slashes', apply: dropEmptySegments },
  { name: 'trims at the version-id marker', apply: cutAtVersionIdMarker },
  { name: 'trims after login/validation', apply: cutAfter(LOGIN_VALIDATION_PREFIX, 0) },
  { name: 'cuts after the inbox id', apply: cutAfter(INBOX_PREFIX, ID_SEGMENTS) },
  { name: 'cuts after the my-issues id', apply: cutAfter(MY_ISSUES_PREFIX, ID_SEGMENTS) },
  { name: 'cuts after the budgets create id', apply: cutAfter(BUDGETS_CREATE_PREFIX, ID_SEGMENTS) },
  { name: 'cuts after the dashboard date', apply: cutAfter(DASHBOARD_PREFIX, ID_SEGMENTS) },
  { name: 'removes the micro-frontend version in feature-page paths', apply: removeMicroFrontendVersion },
];

/**
 * Monitoring page name of a location hash (shell.md §2.8). Pure: pass `location.hash` in.
 *
 * @example
 * monitoringPageName('#/inbox/12345/detail'); // 'inbox/12345'
 * monitoringPageName('#/ing-feature-page/bizum_ing-feat-bizum/1.4.2/enviar?x=1'); // 'ing-feature-page/bizum_ing-feat-bizum/enviar'
 *
 * @param hash - the location hash, with or without its leading `#`.
 * @returns the page name: no leading `#` or slash, no trailing slash; `''` for an empty hash.
 */
export function monitoringPageName(hash: string): string {
  return PAGE_NAME_RULES.reduce((path, rule) => rule.apply(path), hash);
}
