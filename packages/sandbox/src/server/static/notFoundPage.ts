import type { Context } from 'hono';
import { PAGE_FOR_PEOPLE_HEADERS, escapeHtml } from '../api/pageForPeople';

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

/**
 * Whether the browser asks for Spanish before English (`Accept-Language`, RFC 9110 §12.5.4): the
 * server cannot read the language a customer chose in the app (it lives in the browser's storage),
 * so it follows the browser's, as the app does on a first visit.
 */
export function prefersSpanish(acceptLanguage: string | undefined): boolean {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().toLowerCase().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { language: tag.split('-')[0], weight: quality === undefined ? 1 : Number(quality), index };
    })
    .filter(({ language, weight }) => (language === 'es' || language === 'en') && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.language === 'es';
}

/** The app host's answer to a path it does not serve: a page a person can read, in their language. */
export function sendNotFoundPage(c: Context): Response {
  const lang = prefersSpanish(c.req.header('accept-language')) ? 'es-ES' : 'en-GB';
  const texts = TEXTS[lang];
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(texts.title)}</title></head><body><main><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.text)}</p><p><a href="/">${escapeHtml(texts.link)}</a></p></main></body></html>`;
  return c.html(html, HTTP_NOT_FOUND, { ...PAGE_FOR_PEOPLE_HEADERS, 'X-Content-Type-Options': 'nosniff', Vary: 'Accept-Language' });
}
