import type { Page } from '@playwright/test';

/** A page painted from the HTML, as the document got it (docs/first-paint.md). */
export interface PaintedPage {
  /** The login's, which holds its form; else the overview's. */
  login: boolean;
  /** Its heading's text when it was put in. */
  heading: string;
}

/**
 * Records every page painted from the HTML (`.first-paint`) that the document gets from the next
 * navigation on, the login's and the overview's alike: the list fills as they are put in.
 */
export async function recordPaintedPages(page: Page): Promise<PaintedPage[]> {
  const painted: PaintedPage[] = [];
  await page.exposeFunction('reportPaintedPage', (login: boolean, heading: string) => painted.push({ login, heading }));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportPaintedPage: (login: boolean, heading: string) => void }).reportPaintedPage;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof Element && node.matches('.first-paint')) {
            void report(node.querySelector('form') !== null, node.querySelector('h1')?.textContent ?? '');
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return painted;
}
