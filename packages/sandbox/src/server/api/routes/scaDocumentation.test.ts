import { beforeAll, describe, expect, it } from 'vitest';
import { OTP_TTL_S } from '../../../otp';
import { DEMO_LOGINS } from '../../../seed';
import { authenticate, getWithBearer, loginAs, readJson, type ApiErrorBody } from '../../../../test/apiClient';
import { useTestSandbox } from '../../../../test/testSandbox';
import { DATABASE_SETUP_TIMEOUT_MS } from '../../../../test/timeouts';

const [lucia] = DEMO_LOGINS;
const PATH = '/genoma_api/rest/sca/documentation';

interface ScaInfo {
  operativeType: string;
  scaRequired: boolean;
  methods: string[];
  processId: string;
  expiresIn: number;
}

describe('GET /genoma_api/rest/sca/documentation (step-up information)', () => {
  const sandbox = useTestSandbox();
  let accessToken: string;
  beforeAll(async () => {
    if (lucia === undefined) throw new Error('no demo login');
    const [profile] = (await authenticate(sandbox.app, await loginAs(sandbox.app, lucia))).accessTokens;
    accessToken = profile?.accessToken ?? '';
  }, DATABASE_SETUP_TIMEOUT_MS);

  it('describes the step-up for operativeType=retrieveScaInfo: an SMS code, a process id, its lifetime', async () => {
    const response = await getWithBearer(sandbox.app, `${PATH}?operativeType=retrieveScaInfo`, accessToken);
    expect(response.status).toBe(200);
    const body = await readJson<ScaInfo>(response);
    expect(body).toEqual({
      operativeType: 'retrieveScaInfo',
      scaRequired: true,
      methods: ['OTP_SMS'],
      processId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      expiresIn: OTP_TTL_S,
    });
    const again = await readJson<ScaInfo>(await getWithBearer(sandbox.app, `${PATH}?operativeType=retrieveScaInfo`, accessToken));
    expect(again.processId).not.toBe(body.processId);
  });

  it('refuses any other operative type, or none, with 400 invalid_request', async () => {
    for (const query of ['', '?operativeType=transfer', '?operativeType=RETRIEVESCAINFO']) {
      const response = await getWithBearer(sandbox.app, `${PATH}${query}`, accessToken);
      expect(response.status, query).toBe(400);
      expect((await readJson<ApiErrorBody>(response)).error).toBe('invalid_request');
    }
  });

  it('needs a bearer token (401 invalid_token)', async () => {
    const response = await getWithBearer(sandbox.app, `${PATH}?operativeType=retrieveScaInfo`, 'A'.repeat(43));
    expect(response.status).toBe(401);
    expect((await readJson<ApiErrorBody>(response)).error).toBe('invalid_token');
  });
});
