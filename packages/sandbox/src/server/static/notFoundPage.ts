import type { Context } from 'hono';
import { PAGE_FOR_PEOPLE_HEADERS, escapeHtml } from '../api/pageForPeople';
import { languageOfRequest } from '../language';

const HTTP_NOT_FOUND = 404;

/** The app's two languages: Spanish to Spanish browsers, English (the default) to the rest. */
const TEXTS = {
  'es-ES': {
    title: 'Página no encontrada',
    text: 'La dirección que has abierto no existe en la banca online de Banco Alba.',
    link: 'Ir a la banca online',
  },
  'en-GB': {
    title: 'Page not found',
    text: 'The address you opened does not exist in Banco Alba online banking.',
    link: 'Go to online banking',
  },
} as const;

/** The app host's answer to a path it does not serve: a page a person can read, in their language. */
export function sendNotFoundPage(c: Context): Response {
  const lang = languageOfRequest(c);
  const texts = TEXTS[lang];
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(texts.title)}</title></head><body><main><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.text)}</p><p><a href="/">${escapeHtml(texts.link)}</a></p></main></body></html>`;
  return c.html(html, HTTP_NOT_FOUND, { ...PAGE_FOR_PEOPLE_HEADERS, 'X-Content-Type-Options': 'nosniff', Vary: 'Accept-Language' });
}
