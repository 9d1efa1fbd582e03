/*
 * The bank's previous web app ("Genoma"), as far as the shell meets it: a classic script that
 * registers itself on window.genomaApp. The shell loads it 15 s after a login and hands it the
 * access token every time the token changes (shell.md §4 and §9).
 */
(function registerGenoma(global) {
  'use strict';
  var accessToken = null;
  var tokenUpdates = 0;
  global.genomaApp = Object.freeze({
    version: '1.0.0',
    setAccessToken: function setAccessToken(token) {
      if (token !== null && typeof token !== 'string') throw new TypeError('The access token must be a string or null');
      accessToken = token;
      tokenUpdates += 1;
    },
    /** Whether the app holds a token now, and how often it was given one: never the token itself. */
    status: function status() {
      return { signedIn: accessToken !== null, tokenUpdates: tokenUpdates };
    },
    /** The token it would call the bank with. */
    accessToken: function currentAccessToken() {
      return accessToken;
    },
  });
})(window);
