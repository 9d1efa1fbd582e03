/**
 * A `<script>` runs as JavaScript when it has no type, an empty one, `module`, or a JavaScript MIME
 * type (HTML, "the script element"); any other type (`importmap`, `application/json`) makes it a
 * data block the browser never runs.
 */
const JAVASCRIPT_TYPE = /^\s*(?:module|(?:text|application)\/(?:x-)?(?:java|ecma)script)?\s*$/i;

/** The value of the `type` attribute among a tag's attributes; `undefined` without one. */
function typeOf(attributes) {
  const match = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  return match === null ? undefined : (match[1] ?? match[2] ?? match[3] ?? '');
}

/**
 * The JavaScript a page's HTML runs inline (the first-paint script, docs/first-paint.md): every
 * `<script>` without `src` that the browser runs, not a data block such as the import map or the
 * configuration the page carries, which are JSON.
 * @param {string} html
 * @returns {string[]} the text of each, as between its tags
 */
export function inlineScriptsOf(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes))
    .filter(([, attributes]) => {
      const type = typeOf(attributes);
      return type === undefined || JAVASCRIPT_TYPE.test(type);
    })
    .map(([, , text]) => text);
}
