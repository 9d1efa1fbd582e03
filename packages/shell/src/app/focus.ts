/**
 * Moves focus to the new page's heading so screen readers announce it (shell.md §2.1: "a focus
 * element for screen readers is made"); falls back to the main region.
 */
export function focusPageHeading(main: HTMLElement): void {
  const heading = main.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
