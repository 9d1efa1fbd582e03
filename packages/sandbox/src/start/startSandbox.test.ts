import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtures, type Fixtures } from '../../test/fixtures';
import { openTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { ANTI_HIJACK_PREFIX } from '../server';
import { startSandbox, type RunningSandbox } from './startSandbox';
import { DATABASE_SETUP_TIMEOUT_MS } from '../../test/timeouts';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A plain HTTP GET to an address, with the Host header a browser would send for the name. */
function get(address: string, port: number, path: string, host: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: address, port, path, headers: { Host: host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('startSandbox (real network)', () => {
  let fixtures: Fixtures;
  let database: TestDatabase;
  let sandbox: RunningSandbox;
  const logs: string[] = [];
  beforeAll(async () => {
    fixtures = await createFixtures();
    // Only its schema (PostgreSQL) is used: the sandbox opens its own connection or PGlite.
    database = await openTestDatabase();
    sandbox = await startSandbox({
      port: 0,
      dataDir: null,
      databaseUrl: database.databaseUrl,
      shellDist: fixtures.shellDist,
      featuresDir: fixtures.featuresDir,
      log: (line) => logs.push(line),
    });
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await sandbox.close();
    await database.dispose();
    await fixtures.dispose();
  });

  it('listens on a free port on 127.0.0.1 and answers by Host header', async () => {
    expect(sandbox.port).toBeGreaterThan(0);
    expect(sandbox.appUrl).toBe(`http://bank.localhost:${sandbox.port}/`);
    expect(sandbox.apiUrl).toBe(`http://api.bank.localhost:${sandbox.port}/`);

    const config = await get('127.0.0.1', sandbox.port, '/config/appConfig', `api.bank.localhost:${sandbox.port}`);
    expect(config.status).toBe(200);
    expect(config.body.startsWith(ANTI_HIJACK_PREFIX)).toBe(true);

    const page = await get('127.0.0.1', sandbox.port, '/', `bank.localhost:${sandbox.port}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain(`http://api.bank.localhost:${sandbox.port}`);
  });

  it('ships the bank’s new feature packages to its registry as it starts, and says why one is not shipped (issue 41)', () => {
    // The fixtures have the packages' fields but not their builds: each is named, none published.
    expect(logs.filter((line) => line.includes('registry:'))).toEqual(
      ['transferencias', 'bizum', 'recibos', 'inbox', 'digital-fallbacks', 'pin-recovery'].map(
        (folder) => `warning: registry: not shipped: ${folder}: it is not built (npm run build)`,
      ),
    );
  });

  it('answers on the IPv6 loopback with the same port', async () => {
    const redirect = await get('::1', sandbox.port, '/x', `localhost:${sandbox.port}`);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.location).toBe(`http://bank.localhost:${sandbox.port}/x`);
  });

  it('seeds its database and logs what it did', () => {
    expect(logs[0]).toMatch(
      /^database: (PGlite in memory|PostgreSQL \(DATABASE_URL\)); migrations applied now: 0001, 0002, 0003, 0004, 0005, 0006, 0007, 0008, 0009, 0010, 0011, 0012, 0013, 0014, 0015, 0016, 0017, 0018, 0019, 0020, 0021, 0022, 0023, 0024, 0025, 0026, 0027, 0028, 0029, 0030, 0031, 0032, 0033, 0034, 0035, 0036, 0037, 0038, 0039, 0040, 0041; seeded now: yes$/,
    );
  });

  it('logs no tokens, PINs or documents', async () => {
    await get('127.0.0.1', sandbox.port, '/genoma_api/login?document=12345678Z', `api.bank.localhost:${sandbox.port}`);
    const text = logs.join('\n');
    expect(text).not.toMatch(/12345678Z|123456\b|[A-Za-z0-9_-]{43}/);
  });
});
