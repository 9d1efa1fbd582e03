import { describe, expect, it } from 'vitest';
import { apiRequest, readJson, vendorsRequest, type ApiErrorBody } from '../../../../test/apiClient';
import { TEST_APP_ORIGIN, TEST_VENDOR_IDENTITY_KEY, useTestSandbox } from '../../../../test/testSandbox';
import { TEST_EPOCH_MS } from '../../../../test/testClock';
import { signVendorIdentity } from '../../../vendorIdentity';

const push = (app: Parameters<typeof vendorsRequest>[0], userId: string, choices = { analytics: false, personalisation: true }) =>
  vendorsRequest(app, '/consent/v1/receipts', {
    method: 'POST',
    headers: { Origin: TEST_APP_ORIGIN, 'Content-Type': 'application/json' },
    // The receipt carries the bank's signed statement that the customer is userId (issue 38 §6).
    body: JSON.stringify({
      userId,
      identity: signVendorIdentity(TEST_VENDOR_IDENTITY_KEY, userId, TEST_EPOCH_MS).token,
      choices,
      decidedAt: '2025-03-14T09:26:53.589Z',
    }),
  });

describe('GET /__sandbox/consent-receipts/:userId (test mode only)', () => {
  const sandbox = useTestSandbox({ testMode: true });

  it('reads what the vendors host received for a user: their latest choices and how many pushes', async () => {
    await push(sandbox.app, 'customer-20481736');
    await push(sandbox.app, 'customer-20481736', { analytics: true, personalisation: true });
    const response = await apiRequest(sandbox.app, '/__sandbox/consent-receipts/customer-20481736');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await readJson(response)).toEqual({ userId: 'customer-20481736', analytics: true, personalisation: true, times: 2 });
  });

  it('answers 404 consent_receipt_not_found for a user nothing arrived for, and for an id no push could carry', async () => {
    for (const userId of ['nobody-here', 'not%20valid', 'a'.repeat(65)]) {
      const response = await apiRequest(sandbox.app, `/__sandbox/consent-receipts/${userId}`);
      expect(response.status, userId).toBe(404);
      expect((await readJson<ApiErrorBody>(response)).error, userId).toBe('consent_receipt_not_found');
    }
  });

  it('does not exist outside test mode', async () => {
    const app = sandbox.appWith({ testMode: false });
    await push(app, 'outside-test-mode');
    const response = await apiRequest(app, '/__sandbox/consent-receipts/outside-test-mode');
    expect(response.status).toBe(404);
    expect((await readJson<ApiErrorBody>(response)).error).toBe('not_found');
  });
});
