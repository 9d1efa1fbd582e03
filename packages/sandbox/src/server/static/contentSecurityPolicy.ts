/** What the policy of the shell page depends on. */
export interface ShellPolicySources {
  appOrigin: string;
  apiOrigin: string;
  /** `sha256-…` of each inline script the page may run: only its import map. */
  inlineScriptHashes: readonly string[];
}

/**
 * The shell page's Content-Security-Policy (SECURITY.md rule 9): scripts from the app origin
 * (which also serves the feature CDN) and the hashed import map only, calls to the API host
 * only, no framing, no plugins, no `<base>`.
 */
export function shellContentSecurityPolicy(sources: ShellPolicySources): string {
  const scriptSources = ["'self'", sources.appOrigin, ...sources.inlineScriptHashes.map((hash) => `'${hash}'`)];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    `connect-src 'self' ${sources.apiOrigin}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
