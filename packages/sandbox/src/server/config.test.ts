import { describe, expect, it } from 'vitest';
import { sandboxUrls } from './config';

describe('sandboxUrls', () => {
  it('derives the app, API, vendors and CDN addresses from the host name and port', () => {
    const urls = sandboxUrls('bank.localhost', 8080);
    expect(urls.appOrigin).toBe('http://bank.localhost:8080');
    expect(urls.apiOrigin).toBe('http://api.bank.localhost:8080');
    expect(urls.vendorsOrigin).toBe('http://vendors.bank.localhost:8080');
    expect(urls.cdnBaseUrl).toBe('http://bank.localhost:8080/cdn/features/');
    expect([...urls.allowedOrigins]).toEqual(['http://bank.localhost:8080']);
  });

  it('leaves the default port out of the vendors origin, as browsers write it', () => {
    expect(sandboxUrls('bank.localhost', 80).vendorsOrigin).toBe('http://vendors.bank.localhost');
  });

  it('serves feature modules through the dev server when there is one', () => {
    const urls = sandboxUrls('bank.localhost', 8080, 'http://bank.localhost:5173');
    expect(urls.cdnBaseUrl).toBe('http://bank.localhost:5173/cdn/features/');
    expect(urls.allowedOrigins.has('http://bank.localhost:5173')).toBe(true);
  });
});
