import { describe, expect, it } from 'vitest';
import { appRequest } from '../../../test/apiClient';
import { useTestSandbox } from '../../../test/testSandbox';
import { prefersSpanish } from '../language';

describe('the app host’s page for an unknown path (issue 14: every text follows the language)', () => {
  const sandbox = useTestSandbox();

  it('answers 404 with a page in Spanish to a Spanish browser', async () => {
    const response = await appRequest(sandbox.app, '/no/such/page', { 'Accept-Language': 'es-ES,es;q=0.9,en;q=0.8' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('vary')).toContain('Accept-Language');
    const html = await response.text();
    expect(html).toContain('<html lang="es-ES">');
    expect(html).toContain('<h1>Página no encontrada</h1>');
    expect(html).toContain('<a href="/">Ir a la banca online</a>');
  });

  it('answers in English, the default, to any other browser', async () => {
    for (const acceptLanguage of ['en-GB,en;q=0.9', 'fr-FR,fr;q=0.9', '']) {
      const html = await (await appRequest(sandbox.app, '/no/such/page', { 'Accept-Language': acceptLanguage })).text();
      expect(html, acceptLanguage).toContain('<h1>Page not found</h1>');
    }
  });

  it('reads Accept-Language by weight, then order', () => {
    expect(prefersSpanish('en;q=0.5, es;q=0.8')).toBe(true);
    expect(prefersSpanish('es;q=0, en')).toBe(false);
    expect(prefersSpanish('de, es-MX, en')).toBe(true);
    expect(prefersSpanish('de, en-US, es')).toBe(false);
    expect(prefersSpanish(undefined)).toBe(false);
  });
});
