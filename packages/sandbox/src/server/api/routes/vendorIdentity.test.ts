import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../../seed';
import { verifyVendorIdentity } from '../../../vendorIdentity';
import { getWithBearer, readJson, signIn, type ApiErrorBody } from '../../../../test/apiClient';
import { TEST_VENDOR_IDENTITY_KEY, useTestSandbox } from '../../../../test/testSandbox';

const [lucia] = DEMO_LOGINS;
const PATH = '/genoma_api/rest/client/vendor-identity';

describe('GET /genoma_api/rest/client/vendor-identity (issue 38 §6)', () => {
  const sandbox = useTestSandbox();

  it('gives the signed-in customer the bank’s signed statement of who they are, for 12 hours, which the vendors accept for them only', async () => {
    const customer = await signIn(sandbox.app, lucia);
    const response = await getWithBearer(sandbox.app, PATH, customer.token);
    expect(response.status).toBe(200);
    const body = await readJson<{ userId: string; token: string; expiresAt: string }>(response);
    expect(body.userId).toBe('20481736');
    expect(body.expiresAt).toBe(new Date(sandbox.clock.now() + 12 * 3_600_000).toISOString());
    expect(verifyVendorIdentity(TEST_VENDOR_IDENTITY_KEY, body.token, sandbox.clock.now())).toBe('20481736');
  });

  it('needs a bearer (401)', async () => {
    const response = await getWithBearer(sandbox.app, PATH, 'x'.repeat(43));
    expect(response.status).toBe(401);
    expect((await readJson<ApiErrorBody>(response)).error).toBe('invalid_token');
  });
});
