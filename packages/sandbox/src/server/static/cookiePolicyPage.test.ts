import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appRequest } from '../../../test/apiClient';
import { useTestSandbox } from '../../../test/testSandbox';

/** The digest a Content-Security-Policy names for an inline `<style>`. */
const styleDigestOf = (html: string) =>
  `'sha256-${createHash('sha256')
    .update(/<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '', 'utf8')
    .digest('base64')}'`;

describe('the cookie policy the consent banner links to (issue 42 §4)', () => {
  const sandbox = useTestSandbox();

  it('answers /politica-de-cookies/ in Spanish, with every purpose, linking to the English page and to the app', async () => {
    const response = await appRequest(sandbox.app, '/politica-de-cookies/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe('es-ES');
    const html = await response.text();
    expect(html).toContain('<html lang="es-ES">');
    expect(html).toContain('<h1>Política de cookies</h1>');
    for (const heading of ['Necesarias', 'Analítica', 'Personalización']) expect(html).toContain(`<h2>${heading}</h2>`);
    expect(html).toContain('href="/cookie-policy/"');
    expect(html).toContain('<a href="/">Ir a la banca online</a>');
  });

  it('answers /cookie-policy/ in English, whatever the browser asks, linking back to the Spanish page', async () => {
    const response = await appRequest(sandbox.app, '/cookie-policy/', { 'Accept-Language': 'es-ES' });
    const html = await response.text();
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain('<h1>Cookie policy</h1>');
    for (const heading of ['Necessary', 'Analytics', 'Personalisation']) expect(html).toContain(`<h2>${heading}</h2>`);
    expect(html).toContain('href="/politica-de-cookies/"');
  });

  it('runs no script and loads nothing: its policy allows only its own styles, by digest, and no framing', async () => {
    for (const path of ['/politica-de-cookies/', '/cookie-policy/']) {
      const response = await appRequest(sandbox.app, path);
      const html = await response.text();
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain(`style-src ${styleDigestOf(html)}`);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(html).not.toContain('<script');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
