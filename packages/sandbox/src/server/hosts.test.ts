import { describe, expect, it } from 'vitest';
import { useTestSandbox } from '../../test/testSandbox';
import { classifyHost } from './hosts';

describe('host dispatch', () => {
  const sandbox = useTestSandbox();

  it('redirects localhost to the app host, keeping path and query', async () => {
    const response = await sandbox.app.request('/app-login/?from=x', { headers: { Host: 'localhost:8080' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://bank.localhost:8080/app-login/?from=x');
  });

  it('redirects 127.0.0.1 to the app host', async () => {
    const response = await sandbox.app.request('/', { headers: { Host: '127.0.0.1:8080' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://bank.localhost:8080/');
  });

  it('sends the vendors host to the outside scripts’ stand-ins, and answers its unknown paths 404 in plain text', async () => {
    const script = await sandbox.app.request('/consent/v1/consent-manager.js', { headers: { Host: 'vendors.bank.localhost:8080' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const unknown = await sandbox.app.request('/', { headers: { Host: 'vendors.bank.localhost:8080' } });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    expect(unknown.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 421 to any other host', async () => {
    for (const host of ['evil.example', 'bank.localhost.evil.example', 'x.bank.localhost:8080']) {
      const response = await sandbox.app.request('/', { headers: { Host: host } });
      expect(response.status, host).toBe(421);
    }
  });

  it('tells the app host, the API host, the vendors host and loopback names apart, ignoring the port and case', () => {
    expect(classifyHost('Bank.Localhost:8080', 'bank.localhost')).toBe('app');
    expect(classifyHost('api.bank.localhost', 'bank.localhost')).toBe('api');
    expect(classifyHost('Vendors.Bank.Localhost:8080', 'bank.localhost')).toBe('vendors');
    expect(classifyHost('vendors.bank.localhost.evil.example', 'bank.localhost')).toBe('unknown');
    expect(classifyHost('cdn.vendors.bank.localhost', 'bank.localhost')).toBe('unknown');
    expect(classifyHost('localhost:3000', 'bank.localhost')).toBe('loopback');
    expect(classifyHost('[::1]:8080', 'bank.localhost')).toBe('unknown');
    expect(classifyHost(undefined, 'bank.localhost')).toBe('unknown');
  });
});
