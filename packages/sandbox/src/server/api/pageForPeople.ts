/**
 * The sandbox's own pages on the API host (the demo phone, the monitoring list): for a person to
 * open, never framed, never read by another site, never kept by a cache.
 */
export const PAGE_FOR_PEOPLE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
} as const;

export { escapeHtml } from '../../html';

/** A whole page in Spanish; its heading is its title unless given. */
export function pageForPeople(title: string, body: string, heading = title): string {
  return `<!doctype html><html lang="es-ES"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${heading}</h1>${body}</body></html>`;
}
