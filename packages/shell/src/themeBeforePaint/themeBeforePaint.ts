/**
 * The script at the top of the page's `<head>` (issue 18, features.md §4.6): it copies the
 * customer's theme choice from local storage to the root element's attribute before anything is
 * painted, so no page, the login included, flashes the other scheme while the modules load. The
 * styles do the rest: they follow `light` and `dark`, and the device's scheme otherwise.
 *
 * It is text written out, not compiled, because every byte of it counts on the login page: about
 * 100 bytes of gzip. Storage that throws (blocked by the browser) leaves the device's scheme.
 *
 * @param choiceKey the local-storage key of the customer's choice (`user-color-scheme`)
 * @param attribute the root's attribute (`data-theme`): a `data-` attribute of one word
 */
export function themeBeforePaintScript(choiceKey: string, attribute: string): string {
  const datasetKey = /^data-([a-z]+)$/.exec(attribute)?.[1];
  if (datasetKey === undefined) throw new Error(`Not a one-word data attribute: ${attribute}`);
  return `try{document.documentElement.dataset.${datasetKey}=localStorage[${JSON.stringify(choiceKey)}]||"system"}catch{}`;
}

/** The script element's own attribute: what the sandbox hashes for the Content-Security-Policy. */
export const THEME_SCRIPT_ATTRIBUTE = 'data-theme-before-paint';
