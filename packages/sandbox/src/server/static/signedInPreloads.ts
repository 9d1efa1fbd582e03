/**
 * The build writes what a signed-in page loads once the shell starts as module preloads inside an
 * inert template (`scripts/lib/signedInPreloads.mjs`). Made live, they come with the shell's own
 * files instead of one round trip after the shell has started. The template holds templates of its
 * own (the overview painted from the HTML): its end is found by the marker after it.
 */
const SIGNED_IN_PRELOADS_PATTERN = /<!-- signed-in --><template data-signed-in-preloads>([\s\S]*?)<\/template><!-- \/signed-in -->/g;

/**
 * The page with the signed-in preloads live for a customer coming back with a session, and without
 * them for anyone else: a visitor's login page fetches nothing it does not need.
 */
export function withSignedInPreloads(html: string, signedIn: boolean): string {
  return html.replace(SIGNED_IN_PRELOADS_PATTERN, (_template, links: string) => (signedIn ? links : ''));
}
