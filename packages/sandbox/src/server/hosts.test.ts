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

  it('answers 421 to any other host', async () => {
    for (const host of ['evil.example', 'bank.localhost.evil.example', 'x.bank.localhost:8080']) {
      const response = await sandbox.app.request('/', { headers: { Host: host } });
      expect(response.status, host).toBe(421);
    }
  });

  it('tells the app host, the API host and loopback names apart, ignoring the port and case', () => {
    expect(classifyHost('Bank.Localhost:8080', 'bank.localhost')).toBe('app');
    expect(classifyHost('api.bank.localhost', 'bank.localhost')).toBe('api');
    expect(classifyHost('localhost:3000', 'bank.localhost')).toBe('loopback');
    expect(classifyHost('[::1]:8080', 'bank.localhost')).toBe('unknown');
    expect(classifyHost(undefined, 'bank.localhost')).toBe('unknown');
  });
});
