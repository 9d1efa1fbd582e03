/* global window, document, location, HTMLScriptElement */
/**
 * The bank's tag frame (docs/decisions/0011-tag-manager-in-a-sandboxed-frame.md, sandbox-api.md,
 * Tracking). The bank's page opens `frame.html` hidden, `sandbox="allow-scripts allow-same-origin"`,
 * with `#origin=<the page's origin>&integrity=<the library's>`; this script loads the tag manager
 * (`utag.js`, beside it) with that integrity, and then:
 * - says `loaded` or `failed` when the library's script has run or could not load;
 * - answers each `probe` with `ready` once `window.utag` has set itself up;
 * - hands each `view` and `link` to `utag.view` or `utag.link`, its variables checked again.
 * It takes messages from its parent at that origin only, and posts to that origin only. The bank
 * writes this file; it is published with the tag manager's files, on the vendors origin, so that
 * the tag manager is of another origin than the page. A classic script with no build step.
 */
(() => {
  'use strict';

  const MESSAGE_TYPE = 'bank-tag-frame';
  /** A tracking variable's name: lower-case letters, digits and `_` (features.md §3). */
  const VARIABLE_NAME = /^[a-z][a-z0-9_]{0,63}$/;
  const MAX_VARIABLES = 64;
  const MAX_VALUE_LENGTH = 512;
  const LIBRARY_FILE = 'utag.js';

  const fragment = new URLSearchParams(location.hash.slice(1));
  const pageOrigin = fragment.get('origin') ?? '';
  const integrity = fragment.get('integrity') ?? '';
  // Only inside the bank's page: a frame opened on its own, or by a page that is not the one its
  // fragment names, does nothing. (The frame's Content-Security-Policy lets only the bank's pages frame it.)
  const ancestors = location.ancestorOrigins;
  if (window.parent === window || pageOrigin === '' || (ancestors !== undefined && ancestors[0] !== pageOrigin)) return;

  const ownUrl = document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : location.href;

  function tell(kind) {
    window.parent.postMessage({ type: MESSAGE_TYPE, kind }, pageOrigin);
  }

  /** The variables to hand on: a plain object of at most 64 text values under tracking names; else nothing. */
  function variablesOf(data) {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
    const entries = Object.entries(data);
    if (entries.length > MAX_VARIABLES) return undefined;
    const valid = entries.every(
      ([name, value]) => VARIABLE_NAME.test(name) && typeof value === 'string' && value.length <= MAX_VALUE_LENGTH,
    );
    return valid ? Object.fromEntries(entries) : undefined;
  }

  function library() {
    const utag = window.utag;
    return typeof utag === 'object' && utag !== null && typeof utag.view === 'function' && typeof utag.link === 'function'
      ? utag
      : undefined;
  }

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== pageOrigin) return;
    const message = event.data;
    if (typeof message !== 'object' || message === null || message.type !== MESSAGE_TYPE) return;
    const utag = library();
    if (message.kind === 'probe') {
      if (utag !== undefined) tell('ready');
      return;
    }
    if ((message.kind !== 'view' && message.kind !== 'link') || utag === undefined) return;
    const variables = variablesOf(message.data);
    if (variables === undefined) return;
    try {
      utag[message.kind](variables);
    } catch (error) {
      console.warn('tag frame: the library failed on a call', error);
    }
  });

  const script = document.createElement('script');
  script.src = new URL(LIBRARY_FILE, ownUrl).href;
  script.crossOrigin = 'anonymous';
  if (integrity !== '') script.integrity = integrity;
  script.addEventListener('load', () => tell('loaded'));
  script.addEventListener('error', () => tell('failed'));
  document.head.append(script);
})();
