/**
 * Outside scripts (features.md §4.7–§4.9): code the bank does not write, loaded from its vendors'
 * hosts. A script that is slow, missing or broken must never hold up or break the shell, so loading
 * one always ends: loaded, failed, or given up after a time limit.
 */

/** Where an outside script comes from, as `config/appConfig` names it. */
export interface OutsideScriptSource {
  url: string;
  /** `sha384-…` when the vendor's file is fixed: the browser refuses any other content. */
  integrity?: string | undefined;
}

/** What loading a script needs from the page. */
export interface ScriptLoadingPlatform {
  document: Pick<Document, 'createElement' | 'head'>;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** Why an outside script did not load. */
export class OutsideScriptError extends Error {
  override readonly name = 'OutsideScriptError';
  constructor(
    readonly url: string,
    readonly reason: 'failed' | 'timed-out' | 'refused',
  ) {
    super(
      `The outside script ${url} ${reason === 'timed-out' ? 'did not load in time' : reason === 'refused' ? 'has no usable address' : 'failed to load'}`,
    );
  }
}

/** Only web addresses: a `javascript:` or `data:` address in a configuration is never a script to run. */
function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Adds `<script async crossorigin="anonymous">` for `source` to the page's head and settles once it
 * has run or failed, or after `timeoutMs` (then it rejects, and a late arrival changes nothing for
 * the caller). `crossorigin` makes its errors readable and lets the integrity be checked.
 */
export function loadOutsideScript(platform: ScriptLoadingPlatform, source: OutsideScriptSource, timeoutMs: number): Promise<void> {
  if (!isWebUrl(source.url)) return Promise.reject(new OutsideScriptError(source.url, 'refused'));
  return new Promise((resolve, reject) => {
    const script = platform.document.createElement('script');
    script.async = true;
    script.crossOrigin = 'anonymous';
    if (source.integrity) script.integrity = source.integrity;
    const timer = platform.setTimeout(() => reject(new OutsideScriptError(source.url, 'timed-out')), timeoutMs);
    script.addEventListener('load', () => {
      platform.clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => {
      platform.clearTimeout(timer);
      reject(new OutsideScriptError(source.url, 'failed'));
    });
    script.src = source.url;
    platform.document.head.append(script);
  });
}
