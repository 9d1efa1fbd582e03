/** The scheme a legacy iOS wrapper intercepts in the page's hidden frames (`bankapp://bridge?message=…`). */
const LEGACY_IOS_BRIDGE_SCHEME = 'bankapp:';

/** What the policy of the shell page depends on. */
export interface ShellPolicySources {
  appOrigin: string;
  apiOrigin: string;
  /** The outside companies' scripts (a consent manager), their styles and their calls. */
  vendorsOrigin: string;
  /** `sha256-…` of each inline script the page may run: its import map, and its first-paint script while it has one. */
  inlineScriptHashes: readonly string[];
  /** `sha256-…` of each inline style the page carries: the shell's styles. */
  inlineStyleHashes: readonly string[];
  /**
   * Who may frame the page: nobody, or pages of its own origin for the one page the native-wrapper
   * simulator asks for (`?native-simulator=<profile>`).
   * @default 'none'
   */
  frameAncestors?: 'none' | 'self';
  /** A developer's dev servers, while their features are overridden (issue 40 §3): their scripts and styles. */
  overrideOrigins?: readonly string[];
}

/**
 * The shell page's Content-Security-Policy (SECURITY.md rule 9): scripts from the app origin
 * (which also serves the feature CDN), the vendors origin and the hashed inline scripts of the
 * build only, styles from the app origin, the vendors origin and the page's hashed inline
 * styles, calls to the API host and the vendors origin only, no framing, no plugins, no `<base>`.
 * The vendors origin is there for the outside scripts the page loads, a consent manager whose
 * banner brings its own stylesheet and posts its receipts home. Frames it loads: its own origin,
 * the vendors origin (the tag frame the tag manager runs in, issue 38 §6), and the `bankapp:` addresses through which the web app talks to a legacy iOS wrapper
 * (docs/native-bridge.md).
 */
export function shellContentSecurityPolicy(sources: ShellPolicySources): string {
  const overrideOrigins = sources.overrideOrigins ?? [];
  const scriptSources = [
    "'self'",
    sources.appOrigin,
    sources.vendorsOrigin,
    ...overrideOrigins,
    ...sources.inlineScriptHashes.map((hash) => `'${hash}'`),
  ];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    `connect-src 'self' ${sources.apiOrigin} ${sources.vendorsOrigin}`,
    ["style-src 'self'", sources.vendorsOrigin, ...overrideOrigins, ...sources.inlineStyleHashes.map((hash) => `'${hash}'`)].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    `frame-src 'self' ${sources.vendorsOrigin} ${LEGACY_IOS_BRIDGE_SCHEME}`,
    `frame-ancestors '${sources.frameAncestors ?? 'none'}'`,
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The native-wrapper simulator's page: its own script and styles only, and frames of its own
 * origin (the app); nobody frames it. Its only requests are the app's login with the bank, to the
 * API host, when a person signs the app in.
 */
export function nativeSimulatorContentSecurityPolicy(apiOrigin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "frame-src 'self'",
    `connect-src ${apiOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}
