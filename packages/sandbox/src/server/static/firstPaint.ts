/**
 * The build puts the login page's first paint (docs/first-paint.md) between these two markers of
 * `index.html`: the markup in each language and the inline script that shows one of them.
 */
const FIRST_PAINT_BLOCK_PATTERN = /<!-- first-paint -->[\s\S]*?<!-- \/first-paint -->/g;

/**
 * The page without its first paint, for visitors whose first screen is not the customers' login:
 * a returning customer (the session's XSRF cookie), another client's page, the native wrapper's.
 * Nothing else changes: the shell renders their first screen as it always does.
 */
export function withoutFirstPaint(html: string): string {
  return html.replace(FIRST_PAINT_BLOCK_PATTERN, '');
}
