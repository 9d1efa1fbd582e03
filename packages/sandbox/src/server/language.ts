import type { Context } from 'hono';

/** The two languages the sandbox writes for people and the app: Spanish, and English otherwise. */
export type SandboxLanguage = 'es-ES' | 'en-GB';

/**
 * Whether the browser asks for Spanish before English (`Accept-Language`, RFC 9110 §12.5.4): the
 * server cannot read the language a customer chose in the app (it lives in the browser's storage),
 * so it follows the browser's, as the app does on a first visit. The app's own calls send its language.
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

/** The language to answer a request in, from its `Accept-Language`. */
export function languageOfRequest(c: Context): SandboxLanguage {
  return prefersSpanish(c.req.header('accept-language')) ? 'es-ES' : 'en-GB';
}

/**
 * The language to name the bank's own records in (its products and promotions, issue 42 §2): the
 * request's, and Spanish, the language the bank keeps them in, when the request names none (the
 * app always names its own).
 */
export function recordLanguageOfRequest(c: Context): SandboxLanguage {
  return c.req.header('accept-language') === undefined ? 'es-ES' : languageOfRequest(c);
}
