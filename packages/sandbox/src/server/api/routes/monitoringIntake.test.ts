import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../../db';
import { DEMO_LOGINS } from '../../../seed';
import {
  apiRequest,
  authenticate,
  getWithBearer,
  loginAs,
  nodeServerEnv,
  readJson,
  type ApiErrorBody,
  type TestProfile,
} from '../../../../test/apiClient';
import { TEST_API_HOST, TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';
import { parseIntakeLine } from './monitoringIntake';

const INTAKE = '/apm/intake/v2/rum/events';
const [lucia] = DEMO_LOGINS;
const ndjson = (...lines: object[]) => lines.map((line) => `${JSON.stringify(line)}\n`).join('');
const payload = ndjson(
  { metadata: { service: { name: 'bank-shell' }, user: { id: '20481736' }, labels: { 'x-pool': 'blue-2' } } },
  { transaction: { name: 'posicion-global', type: 'route-change' } },
);
const spans = (count: number) => ndjson(...Array.from({ length: count }, (_, index) => ({ span: { name: `s${index}` } })));

/** NDJSON of `lines` span events, padded so that the whole text is exactly `bytes` long (ASCII). */
function ndjsonOfSize(bytes: number, lines: number): string {
  const line = (padding: number) => `${JSON.stringify({ span: { name: 'x'.repeat(padding) } })}\n`;
  const overhead = line(0).length;
  const body = line(Math.floor(bytes / lines) - overhead).repeat(lines - 1);
  return body + line(bytes - body.length - overhead);
}

/** A request body that sends `head` and then stays open for ever, and tells whether the server gave up on it. */
function bodyThatNeverEnds(head: Uint8Array): { stream: ReadableStream<Uint8Array>; cancelled: () => boolean } {
  let sent = false;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(head);
        return;
      }
      return new Promise<void>(() => undefined);
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, cancelled: () => cancelled };
}

/** The same database, telling when the intake's first write starts. */
/**
 * The database, with the intake's first write held at its first batch until `release()`: what the
 * rest of the server does while a flood is being written, on either engine, whatever its speed.
 */
function holdFirstIntakeWrite(db: Database): { db: Database; firstWrite: Promise<void>; release: () => void } {
  let started: () => void = () => undefined;
  const firstWrite = new Promise<void>((resolve) => (started = resolve));
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const watched = (target: Queryable): Queryable => ({
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      if (sql.includes('INSERT INTO monitoring_events')) {
        started();
        await released;
      }
      return target.query<T>(sql, params);
    },
    exec: (script) => target.exec(script),
  });
  return { db: { ...db, ...watched(db), transaction: (work) => db.transaction((tx) => work(watched(tx))) }, firstWrite, release };
}

describe('the monitoring intake', () => {
  const sandbox = useTestSandbox();

  interface PostOptions {
    headers?: Record<string, string>;
    /** Each test posts from an address of its own: the per-client budget is kept per address. */
    clientAddress?: string;
  }

  const post = (body: string | Uint8Array<ArrayBuffer>, options: PostOptions = {}, app = sandbox.app) =>
    apiRequest(app, INTAKE, {
      method: 'POST',
      headers: { Origin: TEST_APP_ORIGIN, 'content-type': 'application/x-ndjson', ...options.headers },
      body,
      ...(options.clientAddress === undefined ? {} : { clientAddress: options.clientAddress }),
    });
  /** Posts a body that arrives as a stream, with no Content-Length. */
  const postStream = (stream: ReadableStream<Uint8Array>, options: PostOptions & { clientAddress: string }, app = sandbox.app) =>
    app.request(
      INTAKE,
      {
        method: 'POST',
        headers: { Host: TEST_API_HOST, Origin: TEST_APP_ORIGIN, 'content-type': 'application/x-ndjson', ...options.headers },
        body: stream,
        duplex: 'half',
      },
      nodeServerEnv(options.clientAddress),
    );
  const gzip = (text: string) => new Uint8Array(gzipSync(text, { level: 9 }));
  const asGzip = { 'content-encoding': 'gzip' };
  const storedCount = async () =>
    (await sandbox.db.query<{ count: number }>('SELECT count(*)::int AS count FROM monitoring_events')).rows[0]?.count;

  it('stores what the agent sends, plain or gzip, and answers 202 with no XSRF header needed', async () => {
    await sandbox.db.query('DELETE FROM monitoring_events');
    expect((await post(payload)).status).toBe(202);
    expect((await post(gzip(payload), { headers: asGzip })).status).toBe(202);
    const { rows } = await sandbox.db.query<{ kind: string }>('SELECT kind FROM monitoring_events ORDER BY event_id');
    expect(rows.map(({ kind }) => kind)).toEqual(['metadata', 'transaction', 'metadata', 'transaction']);
  });

  it('refuses a payload that is not NDJSON objects, and one from another origin', async () => {
    expect((await post('not json\n')).status).toBe(400);
    expect((await post('{"a":1,"b":2}\n')).status).toBe(400);
    expect((await post(payload, { headers: { Origin: 'https://evil.example' } })).status).toBe(403);
    expect((await post(payload, { headers: { 'content-encoding': 'br' } })).status).toBe(400);
  });

  it('answers 400 invalid_request, not 500, to an event holding U+0000 or a lone surrogate, and stores none of it', async () => {
    const before = await storedCount();
    for (const name of ['posicion\u0000global', 'posicion\uD800global', 'posicion\uDC00']) {
      const response = await post(
        ndjson({ metadata: { service: { name: 'bank-shell' } } }, { transaction: { name, type: 'route-change' } }),
      );
      expect(response.status).toBe(400);
      const error = await readJson<ApiErrorBody>(response);
      expect(error.error).toBe('invalid_request');
      expect(error.message).toContain('transaction.name contiene un carácter que no se admite');
    }
    expect(await storedCount()).toBe(before);
  });

  it('reads one top-level key per line', () => {
    expect(parseIntakeLine('{"metadata":{"a":1}}')).toEqual({ ok: true, event: { kind: 'metadata', body: { a: 1 } } });
    expect(parseIntakeLine('{"a":1,"b":2}')).toEqual({ ok: false, message: 'cada línea es un objeto JSON con una sola clave' });
    expect(parseIntakeLine('[1]')).toEqual({ ok: false, message: 'cada línea es un objeto JSON con una sola clave' });
  });

  describe('limits, so that no client can freeze the server (issue 13, item 3)', () => {
    it('refuses with 413 the 3 KB gzip body that inflates to 262,000 lines, and stores none of it', async () => {
      const bomb = gzip('{"e":0}\n'.repeat(262_000));
      expect(bomb.byteLength).toBeLessThan(3 * 1024 + 100);
      const before = await storedCount();
      const response = await post(bomb, { headers: asGzip, clientAddress: '192.0.2.1' });
      expect(response.status).toBe(413);
      expect(response.headers.get('connection')).toBe('close');
      expect((await readJson<ApiErrorBody>(response)).error).toBe('payload_too_large');
      expect(await storedCount()).toBe(before);
    });

    it('takes a payload that inflates to 1 MiB (1,048,576 bytes) and refuses one byte more with 413', async () => {
      expect((await post(gzip(ndjsonOfSize(1_048_576, 100)), { headers: asGzip, clientAddress: '192.0.2.2' })).status).toBe(202);
      expect((await post(gzip(ndjsonOfSize(1_048_577, 100)), { headers: asGzip, clientAddress: '192.0.2.3' })).status).toBe(413);
    });

    it('refuses with 413 while inflating: once past 1 MiB it answers, before the body has even ended', async () => {
      const gzipped = gzip(ndjsonOfSize(1_500_000, 100));
      // Without the gzip trailer the stream is not over: a reader that waited for the end would wait for ever.
      const body = bodyThatNeverEnds(gzipped.subarray(0, gzipped.byteLength - 8));
      const response = await postStream(body.stream, { clientAddress: '192.0.2.4', headers: asGzip });
      expect(response.status).toBe(413);
      expect(body.cancelled()).toBe(true);
    });

    it('refuses with 413 a body of more than 256 KiB as sent, even without Content-Length', async () => {
      const plain = new TextEncoder().encode(ndjsonOfSize(262_145, 10));
      const body = bodyThatNeverEnds(plain);
      const response = await postStream(body.stream, { clientAddress: '192.0.2.5' });
      expect(response.status).toBe(413);
      expect((await post(plain, { clientAddress: '192.0.2.5' })).status).toBe(413);
      expect((await post(new TextEncoder().encode(ndjsonOfSize(262_144, 10)), { clientAddress: '192.0.2.5' })).status).toBe(202);
    });

    it('refuses with 400, not 500, an event nested more than 32 levels deep (PostgreSQL’s jsonb fails a few thousand)', async () => {
      const nested = (levels: number) => `{"span":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}\n`;
      expect((await post(nested(32), { clientAddress: '192.0.2.8' })).status).toBe(202);
      const tooDeep = await post(nested(33), { clientAddress: '192.0.2.8' });
      expect(tooDeep.status).toBe(400);
      expect((await readJson<ApiErrorBody>(tooDeep)).message).toContain('más de 32 niveles');
      expect((await post(nested(100_000), { clientAddress: '192.0.2.8' })).status).toBe(400);
    });

    it('takes 1000 events in one request and refuses 1001 with 413, storing none of them', async () => {
      expect((await post(spans(1000), { clientAddress: '192.0.2.6' })).status).toBe(202);
      const before = await storedCount();
      const response = await post(spans(1001), { clientAddress: '192.0.2.7' });
      expect(response.status).toBe(413);
      expect((await readJson<ApiErrorBody>(response)).message).toContain('1000 eventos');
      expect(await storedCount()).toBe(before);
    });

    it('allows a client 3000 events a minute, refilled at 50 a second: then 429 with Retry-After, while other clients go on', async () => {
      const app = sandbox.appWith({});
      const client = { clientAddress: '198.51.100.7' };
      for (let request = 0; request < 3; request += 1) expect((await post(spans(1000), client, app)).status).toBe(202);

      // An empty budget is refused before the body is read: it may never end.
      const unread = bodyThatNeverEnds(new TextEncoder().encode(spans(1)));
      const refused = await postStream(unread.stream, client, app);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(refused.headers.get('connection')).toBe('close');
      expect((await readJson<ApiErrorBody>(refused)).error).toBe('too_many_attempts');

      expect((await post(spans(1000), { clientAddress: '198.51.100.8' }, app)).status).toBe(202);

      // Ten seconds bring 500 back: too few for 1000 events, which are read, refused and paid for.
      sandbox.clock.advanceS(10);
      const early = await post(spans(1000), client, app);
      expect(early.status).toBe(429);
      expect(early.headers.get('retry-after')).toBe('20');
      expect((await post(spans(1), client, app)).headers.get('retry-after')).toBe('1');
      sandbox.clock.advanceS(20);
      expect((await post(spans(1000), client, app)).status).toBe(202);
    });

    it('counts the events of refused bodies too: after three 3 KB gzip bombs a client is refused unread with 429', async () => {
      const app = sandbox.appWith({});
      const bomb = gzip('{"e":0}\n'.repeat(262_000));
      const client = { clientAddress: '198.51.100.9', headers: asGzip };
      for (let request = 0; request < 3; request += 1) expect((await post(bomb, client, app)).status).toBe(413);
      const refused = await post(bomb, client, app);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('1');
    });

    it('keeps answering other customers while the intake is flooded: a customer’s call is answered while the first of three 1000-event requests is being stored', async () => {
      if (lucia === undefined) throw new Error('no demo login');
      const { db, firstWrite, release } = holdFirstIntakeWrite(sandbox.db);
      const app = sandbox.appWith({ db });
      const [profile] = (await authenticate(app, await loginAs(app, lucia))).accessTokens as [TestProfile];

      const answered: string[] = [];
      const flood = ['203.0.113.1', '203.0.113.2', '203.0.113.3'].map(async (clientAddress) => {
        const response = await post(spans(1000), { clientAddress }, app);
        answered.push('intake');
        return response.status;
      });
      await firstWrite;
      const customer = await getWithBearer(app, '/genoma_api/rest/client', profile.accessToken);
      answered.push('customer');
      release();

      expect(customer.status).toBe(200);
      expect(await Promise.all(flood)).toEqual([202, 202, 202]);
      expect(answered).toEqual(['customer', 'intake', 'intake', 'intake']);
    });
  });
});
