import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { apiRequest, readJson, type ApiErrorBody } from '../../../../test/apiClient';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';
import { parseIntakeLines } from './monitoringIntake';

const INTAKE = '/apm/intake/v2/rum/events';
const ndjson = (...lines: object[]) => lines.map((line) => `${JSON.stringify(line)}\n`).join('');
const payload = ndjson(
  { metadata: { service: { name: 'bank-shell' }, user: { id: '20481736' }, labels: { 'x-pool': 'blue-2' } } },
  { transaction: { name: 'posicion-global', type: 'route-change' } },
);

describe('the monitoring intake', () => {
  const sandbox = useTestSandbox();

  const post = (body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) =>
    apiRequest(sandbox.app, INTAKE, {
      method: 'POST',
      headers: { Origin: TEST_APP_ORIGIN, 'content-type': 'application/x-ndjson', ...headers },
      body,
    });

  it('stores what the agent sends, plain or gzip, and answers 202 with no XSRF header needed', async () => {
    expect((await post(payload)).status).toBe(202);
    expect((await post(new Uint8Array(gzipSync(payload)), { 'content-encoding': 'gzip' })).status).toBe(202);
    const { rows } = await sandbox.db.query<{ kind: string }>('SELECT kind FROM monitoring_events ORDER BY event_id');
    expect(rows.map(({ kind }) => kind)).toEqual(['metadata', 'transaction', 'metadata', 'transaction']);
  });

  it('refuses a payload that is not NDJSON objects, and one from another origin', async () => {
    expect((await post('not json\n')).status).toBe(400);
    expect((await post(payload, { Origin: 'https://evil.example' })).status).toBe(403);
  });

  it('answers 400 invalid_request, not 500, to an event holding U+0000 or a lone surrogate, and stores none of it', async () => {
    const { rows: before } = await sandbox.db.query<{ count: number }>('SELECT count(*)::int AS count FROM monitoring_events');
    for (const name of ['posicion\u0000global', 'posicion\uD800global', 'posicion\uDC00']) {
      const response = await post(
        ndjson({ metadata: { service: { name: 'bank-shell' } } }, { transaction: { name, type: 'route-change' } }),
      );
      expect(response.status).toBe(400);
      const error = await readJson<ApiErrorBody>(response);
      expect(error.error).toBe('invalid_request');
      expect(error.message).toContain('transaction.name contiene un carácter que no se admite');
    }
    const { rows: after } = await sandbox.db.query<{ count: number }>('SELECT count(*)::int AS count FROM monitoring_events');
    expect(after).toEqual(before);
  });

  it('reads one top-level key per line', () => {
    expect(parseIntakeLines(payload).map(([kind]) => kind)).toEqual(['metadata', 'transaction']);
    expect(() => parseIntakeLines('{"a":1,"b":2}')).toThrow('one top-level key');
  });
});
