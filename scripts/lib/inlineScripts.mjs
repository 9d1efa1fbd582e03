/**
 * The JavaScript a page's HTML runs inline (the first-paint script, docs/first-paint.md): every
 * `<script>` without `src`, but not an import map, which is JSON.
 * @param {string} html
 * @returns {string[]} the text of each, as between its tags
 */
export function inlineScriptsOf(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes) && !/\btype\s*=\s*["']?importmap/i.test(attributes))
    .map(([, , text]) => text);
}
