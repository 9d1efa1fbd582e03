import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_VENDOR_IDENTITY_KEY, useTestSandbox } from '../../../test/testSandbox';
import { signVendorIdentity } from '../../vendorIdentity';
import { TEST_EPOCH_MS } from '../../../test/testClock';
import { itKeepsTheVendorJsonPostRules, postToVendor, vendorErrorOf as errorOf } from '../../../test/vendorJsonPostContract';

const RECEIPTS = '/consent/v1/receipts';

interface StoredRow {
  analytics: boolean;
  personalisation: boolean;
  decided_at: Date;
  received_at: Date;
  times: number;
}

describe('vendors host: POST /consent/v1/receipts (sandbox-api.md, Consent)', () => {
  const sandbox = useTestSandbox();
  beforeEach(async () => {
    await sandbox.db.query('DELETE FROM consent_receipts');
  });

  /** The bank's signed statement that the customer is `userId`, as the page gets it (issue 38 §6); the clock does not move here. */
  const identityOf = (userId: string) => signVendorIdentity(TEST_VENDOR_IDENTITY_KEY, userId, TEST_EPOCH_MS).token;

  const receipt = (userId: string, overrides: Record<string, unknown> = {}) => ({
    userId,
    identity: /^[A-Za-z0-9-]{1,64}$/.test(userId) ? identityOf(userId) : 'x',
    choices: { analytics: true, personalisation: false },
    decidedAt: '2025-03-14T09:26:53.589Z',
    ...overrides,
  });

  const push = (body: unknown, headers: Record<string, string> = {}) => postToVendor(sandbox.app, RECEIPTS, body, headers);

  async function stored(userId: string): Promise<StoredRow | undefined> {
    const { rows } = await sandbox.db.query<StoredRow>(
      'SELECT analytics, personalisation, decided_at, received_at, times FROM consent_receipts WHERE user_id = $1',
      [userId],
    );
    return rows[0];
  }

  it('stores a push and answers 204, readable by the app’s page', async () => {
    const response = await push(receipt('customer-31597204'));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://bank.localhost:8080');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await stored('customer-31597204')).toEqual({
      analytics: true,
      personalisation: false,
      decided_at: new Date('2025-03-14T09:26:53.589Z'),
      received_at: new Date(sandbox.clock.now()),
      times: 1,
    });
  });

  it('counts a second push in the same row, keeping the latest decision', async () => {
    await push(receipt('second-push'));
    const later = receipt('second-push', { choices: { analytics: false, personalisation: true }, decidedAt: '2025-03-15T10:00:00+01:00' });
    expect((await push(later)).status).toBe(204);
    expect(await stored('second-push')).toMatchObject({
      analytics: false,
      personalisation: true,
      decided_at: new Date('2025-03-15T09:00:00Z'),
      times: 2,
    });
  });

  it('keeps the latest decision when an older one arrives after it, and still counts it', async () => {
    await push(receipt('out-of-order', { choices: { analytics: false, personalisation: false }, decidedAt: '2025-03-15T10:00:00Z' }));
    await push(receipt('out-of-order', { choices: { analytics: true, personalisation: true }, decidedAt: '2025-03-14T10:00:00Z' }));
    expect(await stored('out-of-order')).toMatchObject({
      analytics: false,
      personalisation: false,
      decided_at: new Date('2025-03-15T10:00:00Z'),
      times: 2,
    });
  });

  it('counts 20 concurrent pushes of one user as 20, every one answered 204', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => push(receipt('concurrent-user'))));
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 204));
    expect((await stored('concurrent-user'))?.times).toBe(20);
  });

  it.each([
    ['an unknown field', receipt('strict', { marketing: true }), 'Campos desconocidos: marketing.'],
    [
      'an unknown choice',
      receipt('strict', { choices: { analytics: true, personalisation: false, marketing: true } }),
      'Campos desconocidos en choices: marketing.',
    ],
    ['a userId with a space', receipt('has space'), 'userId debe tener de 1 a 64 letras, cifras o guiones.'],
    ['an empty userId', receipt(''), 'userId debe tener de 1 a 64 letras, cifras o guiones.'],
    ['a userId of 65 characters', receipt('a'.repeat(65)), 'userId debe tener de 1 a 64 letras, cifras o guiones.'],
    ['a numeric userId', receipt('x', { userId: 31597204 }), 'userId debe ser texto.'],
    [
      'no userId',
      { identity: 'x', choices: { analytics: true, personalisation: true }, decidedAt: '2025-03-14T09:26:53Z' },
      'Falta userId.',
    ],
    [
      'no identity',
      { userId: 'strict', choices: { analytics: true, personalisation: true }, decidedAt: '2025-03-14T09:26:53Z' },
      'Falta identity.',
    ],
    [
      'a choice as text',
      receipt('strict', { choices: { analytics: 'true', personalisation: false } }),
      'choices.analytics debe ser true o false.',
    ],
    ['a missing choice', receipt('strict', { choices: { analytics: true } }), 'Falta choices.personalisation.'],
    ['choices as a list', receipt('strict', { choices: [true, false] }), 'choices debe ser un objeto { analytics, personalisation }.'],
    [
      'a date without time',
      receipt('strict', { decidedAt: '2025-03-14' }),
      'decidedAt debe ser una fecha y hora ISO 8601 (2025-01-31T10:00:00Z).',
    ],
    [
      'a date that does not exist',
      receipt('strict', { decidedAt: '2025-02-30T10:00:00Z' }),
      'decidedAt debe ser una fecha y hora ISO 8601 (2025-01-31T10:00:00Z).',
    ],
    ['a date of year 0', receipt('strict', { decidedAt: '0000-01-01T00:00:00Z' }), 'decidedAt es anterior al año 2000.'],
    [
      'a date as a number',
      receipt('strict', { decidedAt: 1741944413589 }),
      'decidedAt debe ser una fecha y hora ISO 8601 (2025-01-31T10:00:00Z).',
    ],
    ['a list', [receipt('strict')], 'El cuerpo debe ser un objeto JSON.'],
  ])('refuses %s with 400 invalid_request: "%s", storing nothing', async (_case, body, message) => {
    expect(await errorOf(await push(body), 400)).toEqual({ error: 'invalid_request', message });
    expect(await stored('strict')).toBeUndefined();
  });

  it('issue 38 §6: refuses a receipt in another customer’s name (403 identity_not_proven): the bank’s signed identity must name its userId', async () => {
    // Lucía's identity on a receipt for Javier, a forged one, and an expired one.
    const forLucia = identityOf('20481736');
    for (const identity of [forLucia, `${forLucia.slice(0, -2)}AA`, signVendorIdentity(TEST_VENDOR_IDENTITY_KEY, '31907254', 0).token]) {
      expect((await errorOf(await push(receipt('31907254', { identity })), 403)).error).toBe('identity_not_proven');
    }
    expect(await stored('31907254')).toBeUndefined();
    expect((await push(receipt('31907254'))).status).toBe(204);
  });

  it('issue 38 §6: refuses a decision dated more than 5 minutes ahead of the server’s clock (400), so that a later real one always wins', async () => {
    const at = (ms: number) => new Date(sandbox.clock.now() + ms).toISOString();
    const refused = await push(receipt('future', { decidedAt: '2999-12-31T00:00:00Z' }));
    expect(await errorOf(refused, 400)).toEqual({ error: 'invalid_request', message: 'decidedAt es posterior a la hora del servidor.' });
    expect((await errorOf(await push(receipt('future', { decidedAt: at(300_001) })), 400)).error).toBe('invalid_request');
    expect(await stored('future')).toBeUndefined();
    // A browser clock a little ahead is still taken.
    expect((await push(receipt('future', { decidedAt: at(300_000) }))).status).toBe(204);
  });

  it('refuses NUL and a lone surrogate in the user id or a field name with 400, storing nothing', async () => {
    const choices = '"choices":{"analytics":true,"personalisation":false},"decidedAt":"2025-03-14T09:26:53.589Z"';
    for (const body of [
      `{"userId":"20481736\\u0000",${choices}}`,
      `{"userId":"\\udc00",${choices}}`,
      `{"userId":"20481736","\\u0000":1,${choices}}`,
    ]) {
      expect((await errorOf(await push(body), 400)).error).toBe('invalid_request');
    }
    expect(await stored('20481736')).toBeUndefined();
  });

  itKeepsTheVendorJsonPostRules({
    path: RECEIPTS,
    bodyLimitBytes: 2048,
    validBody: (n) => receipt(`20481736-${n}`),
    storedCount: async () =>
      (await sandbox.db.query<{ count: number }>('SELECT count(*)::int AS count FROM consent_receipts')).rows[0]?.count ?? 0,
    app: () => sandbox.app,
    testModeApp: () => sandbox.appWith({ testMode: true }),
  });
});
