/**
 * The panel's looks, in the shell's palette (its custom properties, so the dark theme comes with
 * them). They come with the panel's chunk as a constructed style sheet: the page's CSP admits no
 * inline style it does not know the hash of, and the login page carries none of this.
 *
 * Fixed to the end side of the page, above the shell's frame (whose highest layer is 50), the
 * whole height, scrolling on its own; the full width of a phone, a side column on a larger screen.
 */
export const INSPECTOR_STYLES = `
.inspector {
  position: fixed;
  inset-block: 0;
  inset-inline-end: 0;
  z-index: 60;
  box-sizing: border-box;
  width: min(30rem, 100vw);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0 16px 24px;
  background: var(--surface);
  color: var(--ink);
  border-inline-start: 1px solid var(--line);
  box-shadow: var(--shadow-card);
  font: var(--text-sm) / 1.45 var(--font);
  text-align: start;
}
.inspector__header {
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin: 0 -16px;
  padding: 12px 16px;
  background: var(--surface);
  border-bottom: 1px solid var(--line);
}
.inspector h2 {
  margin: 0;
  font-size: var(--text-lg);
  font-weight: var(--weight-strong);
}
.inspector h3 {
  /* A heading the jump list focuses shows below the panel's sticky header. */
  scroll-margin-top: 72px;
  margin: 20px 0 8px;
  font-size: var(--text-md);
  font-weight: var(--weight-strong);
}
.inspector__close {
  min-height: 40px;
  padding: 6px 12px;
  border: 1px solid var(--field-border);
  border-radius: var(--radius-s);
  background: var(--surface-raised);
  color: var(--ink);
  font: inherit;
  cursor: pointer;
}
.inspector__close:hover {
  background: var(--surface-muted);
}
.inspector__jumps {
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
}
.inspector__jump {
  padding: 4px 10px;
  border: 1px solid var(--line);
  border-radius: 999px;
  background: var(--surface-muted);
  color: var(--ink);
  font: inherit;
  cursor: pointer;
}
.inspector__jump:hover {
  border-color: var(--field-border);
}
.inspector__note {
  margin: 8px 0;
  color: var(--ink-muted);
}
.inspector__list {
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
}
.inspector__item {
  padding: 8px 10px;
  border: 1px solid var(--line);
  border-radius: var(--radius-s);
  background: var(--surface-raised);
  min-width: 0;
}
.inspector__row {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 8px;
}
.inspector__name {
  font-weight: var(--weight-strong);
  overflow-wrap: anywhere;
}
.inspector__badge {
  padding: 0 6px;
  border-radius: 999px;
  background: var(--surface-muted);
  color: var(--ink);
  font-size: var(--text-xs);
  font-weight: var(--weight-strong);
  line-height: 1.6;
}
.inspector__badge--good {
  background: var(--success-bg);
  color: var(--success-ink);
}
.inspector__badge--busy {
  background: var(--warning-bg);
  color: var(--warning-ink);
}
.inspector__badge--bad {
  background: var(--error-bg);
  color: var(--error);
}
.inspector__time {
  margin-inline-start: auto;
  color: var(--ink-muted);
  font-variant-numeric: tabular-nums;
}
.inspector__facts {
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 2px 12px;
  margin: 6px 0 0;
}
.inspector__facts dt {
  color: var(--ink-muted);
}
.inspector__facts dd {
  margin: 0;
  overflow-wrap: anywhere;
}
.inspector__reason {
  margin: 4px 0 0;
  color: var(--error);
  overflow-wrap: anywhere;
}
.inspector code,
.inspector pre {
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: var(--text-xs);
}
.inspector pre {
  margin: 6px 0 0;
  padding: 8px;
  border-radius: var(--radius-s);
  background: var(--surface-muted);
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}
.inspector summary {
  margin-top: 4px;
  color: var(--brand-text);
  cursor: pointer;
}
.inspector a {
  color: var(--brand-text);
}
`;

const adopted = new WeakSet<Document>();

/**
 * Gives the document the panel's styles, once. A browser without constructed style sheets shows
 * the panel unstyled: it is a developer's tool, and the page's CSP allows no other way in.
 */
export function adoptInspectorStyles(document: Document): void {
  const Sheet = document.defaultView?.CSSStyleSheet;
  if (adopted.has(document) || !Sheet || typeof Sheet.prototype.replaceSync !== 'function') return;
  const sheet = new Sheet();
  sheet.replaceSync(INSPECTOR_STYLES);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  adopted.add(document);
}
