/* global window, document, HTMLScriptElement */
/**
 * A stand-in for the bank's tag manager, an outside company's analytics library (Tealium's
 * utag.js), served from the sandbox's vendors host beside its configuration (sandbox-api.md,
 * Tracking). Like the real one it is not ready when it has loaded: it first "loads its tags", so
 * the page must wait for `window.utag`, as the shell does by polling. Then `utag.view(data)` and
 * `utag.link(data)` send each page view or click to `./collect`, beside the script, where the
 * sandbox keeps them for the staff page and the tests. A classic script with no build step, so
 * that what is served is what is read here.
 */
(() => {
  'use strict';

  /**
   * How long the real library takes to load its tags before it defines `window.utag`: longer
   * than the shell's 400 ms polling interval, so that a page that does not wait is caught.
   */
  const UTAG_START_DELAY_MS = 600;
  const VERSION = 'stand-in 1';
  /** The collector sits beside the script, wherever it is served from. */
  const COLLECT_PATH = 'collect';

  // Loaded twice (a page that adds the tag again), the first copy stays in charge.
  if (window.utag !== undefined) return;

  // Read now: `currentScript` is only set while the script first runs.
  const ownUrl = document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : '';
  const collectUrl = ownUrl === '' ? undefined : new URL(COLLECT_PATH, ownUrl).href;

  /** Failure kinds already told to the console: a page that tracks every click would repeat them all day. */
  const warned = new Set();
  function warnOnce(kind, message) {
    if (warned.has(kind)) return;
    warned.add(kind);
    console.warn(`utag (${VERSION}): ${message}`);
  }

  /** The variables to send: a plain object's own string values; anything else is not tracking data. */
  function stringsOf(data) {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
    return Object.fromEntries(Object.entries(data).filter(([, value]) => typeof value === 'string'));
  }

  /** Sends one event; never throws, never rejects: tracking must not break the page it measures. */
  function send(kind, data) {
    const variables = stringsOf(data);
    if (variables === undefined) return;
    if (collectUrl === undefined) {
      warnOnce('no-address', 'the script does not know its own address; nothing is sent');
      return;
    }
    fetch(collectUrl, {
      method: 'POST',
      mode: 'cors',
      credentials: 'omit',
      // The page may be leaving (a link to another site): the browser still sends the event.
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind, data: variables }),
    }).then(
      (response) => {
        if (!response.ok) warnOnce(`status-${response.status}`, `the collector answered ${response.status}`);
      },
      () => warnOnce('network', 'the collector could not be reached'),
    );
  }

  setTimeout(() => {
    // Another copy may have finished first while this one was loading its tags.
    if (window.utag !== undefined) return;
    window.utag = Object.freeze({
      cfg: Object.freeze({ version: VERSION }),
      view(data) {
        send('view', data);
      },
      link(data) {
        send('link', data);
      },
    });
  }, UTAG_START_DELAY_MS);
})();
