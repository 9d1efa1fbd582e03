import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../../seed';
import { startSandbox, type RunningSandbox } from '../../../start';
import { authenticate, getWithBearer, loginAs, postRefresh, readOAuthJson, type ApiErrorBody } from '../../../../test/apiClient';
import { createFixtures, type Fixtures } from '../../../../test/fixtures';
import { sendAtOnce, type BurstRequest } from '../../../../test/concurrentRequests';
import { overSockets } from '../../../../test/socketTarget';
import { openTestDatabase, type TestDatabase } from '../../../../test/testDatabase';
import { DATABASE_SETUP_TIMEOUT_MS } from '../../../../test/timeouts';

const marta = DEMO_LOGINS[2];

/** How many copies of one refresh the attacker sends, each on its own connection (issue 38 §4). */
const COPIES = 30;

describe('POST /oauth2/token over real sockets, against the running sandbox (issue 38 §4)', () => {
  let fixtures: Fixtures;
  let database: TestDatabase;
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    fixtures = await createFixtures();
    database = await openTestDatabase();
    sandbox = await startSandbox({
      port: 0,
      dataDir: null,
      databaseUrl: database.databaseUrl,
      shellDist: fixtures.shellDist,
      featuresDir: fixtures.featuresDir,
    });
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await sandbox.close();
    await database.dispose();
    await fixtures.dispose();
  });

  it('30 copies of the teen’s refresh sent at once over 30 connections: exactly one 200, the others 400 invalid_grant, and the family revoked (RFC 9700 §4.14.2)', async () => {
    const target = overSockets(sandbox.port);
    if (marta === undefined) throw new Error('missing demo login');
    const jar = await loginAs(target, marta);
    const [profile] = (await authenticate(target, jar)).accessTokens;
    if (profile === undefined) throw new Error('the login gave no profile');

    const copy: BurstRequest = {
      port: sandbox.port,
      path: '/oauth2/token',
      method: 'POST',
      headers: {
        Host: `api.bank.localhost:${sandbox.port}`,
        Origin: `http://bank.localhost:${sandbox.port}`,
        Cookie: jar.header(),
        'X-XSRF-TOKEN': jar.get('XSRF-TOKEN') ?? '',
        Authorization: `Bearer ${profile.accessToken}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: profile.refreshToken }).toString(),
    };
    const answers = await sendAtOnce(Array.from({ length: COPIES }, () => copy));
    const responses = answers.map((answer) => new Response(answer.body, { status: answer.status }));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(29);
    for (const refused of responses.filter((response) => response.status === 400)) {
      expect((await readOAuthJson<ApiErrorBody>(refused)).error).toBe('invalid_grant');
    }
    // Reuse was detected: the one pair handed out goes with its family, refresh token included.
    const winner = responses.find((response) => response.status === 200);
    const issued = await readOAuthJson<{ access_token: string; refresh_token: string }>(winner ?? new Response('{}'));
    expect((await getWithBearer(target, '/genoma_api/rest/client', issued.access_token)).status).toBe(401);
    const next = await postRefresh(target, jar, { accessToken: issued.access_token, refreshToken: issued.refresh_token });
    expect(next.status).toBe(400);
  });
});
