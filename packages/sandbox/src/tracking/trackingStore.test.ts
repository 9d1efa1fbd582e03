import { beforeEach, describe, expect, it } from 'vitest';
import { applyMigrations } from '../db';
import { useTestDatabase } from '../../test/testDatabase';
import { listTrackingEvents, recordTrackingEvent } from './trackingStore';

const NOW_MS = Date.UTC(2026, 0, 15, 9, 0, 0);
const SECOND_MS = 1000;

interface StoredRow {
  kind: string;
  page_name: string;
  client_cip: string;
  page_domain_type: string;
  event_name: string;
  data: unknown;
  received_at: Date;
}

describe('tracking event store (sandbox-api.md, Tracking)', () => {
  const db = useTestDatabase((db) => applyMigrations(db));
  beforeEach(async () => {
    await db().query('TRUNCATE tracking_events RESTART IDENTITY');
  });

  const count = async () => (await db().query<{ count: number }>('SELECT count(*)::int AS count FROM tracking_events')).rows[0]?.count;

  it('stores the event with its page name, client, domain type and event name copied into their columns', async () => {
    const data = {
      page_name: 'alta:datos-personales-1',
      client_cip: '20481736',
      page_domain_type: 'priv',
      event_name: 'alta_datos_personales_1',
      funnel_step: '5',
    };
    await recordTrackingEvent(db(), { kind: 'view', data }, NOW_MS);
    const { rows } = await db().query<StoredRow>(
      'SELECT kind, page_name, client_cip, page_domain_type, event_name, data, received_at FROM tracking_events',
    );
    expect(rows).toEqual([
      {
        kind: 'view',
        page_name: 'alta:datos-personales-1',
        client_cip: '20481736',
        page_domain_type: 'priv',
        event_name: 'alta_datos_personales_1',
        data,
        received_at: new Date('2026-01-15T09:00:00.000Z'),
      },
    ]);
  });

  it('leaves the columns empty for variables the page did not send', async () => {
    await recordTrackingEvent(db(), { kind: 'link', data: { link_id: 'signups-start' } }, NOW_MS);
    const { rows } = await db().query<StoredRow>('SELECT page_name, client_cip, page_domain_type, event_name FROM tracking_events');
    expect(rows).toEqual([{ page_name: '', client_cip: '', page_domain_type: '', event_name: '' }]);
  });

  it('lists the newest first, all or one page’s exactly, at most as many as asked', async () => {
    await recordTrackingEvent(db(), { kind: 'view', data: { page_name: 'posicion-global' } }, NOW_MS);
    await recordTrackingEvent(db(), { kind: 'link', data: { page_name: 'posicion-global', event_name: 'banner' } }, NOW_MS);
    await recordTrackingEvent(db(), { kind: 'view', data: { page_name: 'ofertas' } }, NOW_MS + SECOND_MS);
    expect(await listTrackingEvents(db(), { limit: 50 })).toEqual([
      { kind: 'view', data: { page_name: 'ofertas' }, receivedAt: '2026-01-15T09:00:01.000Z' },
      { kind: 'link', data: { page_name: 'posicion-global', event_name: 'banner' }, receivedAt: '2026-01-15T09:00:00.000Z' },
      { kind: 'view', data: { page_name: 'posicion-global' }, receivedAt: '2026-01-15T09:00:00.000Z' },
    ]);
    expect((await listTrackingEvents(db(), { pageName: 'posicion-global', limit: 1 })).map((event) => event.kind)).toEqual(['link']);
    expect(await listTrackingEvents(db(), { pageName: 'posicion', limit: 50 })).toEqual([]);
  });

  it('stores 20 concurrent events, every one', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, index) => recordTrackingEvent(db(), { kind: 'view', data: { page_name: `page-${index}` } }, NOW_MS)),
    );
    expect(await count()).toBe(20);
  });

  it('keeps the newest 10 000 events: the next one drops the oldest', async () => {
    await db().query(
      `INSERT INTO tracking_events (kind, page_name, data, received_at)
       SELECT 'view', 'old-' || n, jsonb_build_object('page_name', 'old-' || n), $1 FROM generate_series(1, 10000) AS n`,
      [new Date(NOW_MS)],
    );
    expect(await count()).toBe(10_000);
    await recordTrackingEvent(db(), { kind: 'view', data: { page_name: 'newest' } }, NOW_MS + SECOND_MS);
    expect(await count()).toBe(10_000);
    const ends = await db().query<{ oldest: string; newest: string }>(
      `SELECT (SELECT page_name FROM tracking_events ORDER BY id LIMIT 1) AS oldest,
              (SELECT page_name FROM tracking_events ORDER BY id DESC LIMIT 1) AS newest`,
    );
    expect(ends.rows).toEqual([{ oldest: 'old-2', newest: 'newest' }]);
  });

  it('keeps 10 000 events when 20 arrive at once over a full table, all 20 among them', async () => {
    await db().query(
      `INSERT INTO tracking_events (kind, page_name, data, received_at)
       SELECT 'view', 'old', '{}'::jsonb, $1 FROM generate_series(1, 10000)`,
      [new Date(NOW_MS)],
    );
    await Promise.all(Array.from({ length: 20 }, () => recordTrackingEvent(db(), { kind: 'link', data: { page_name: 'burst' } }, NOW_MS)));
    expect(await count()).toBe(10_000);
    const burst = await db().query<{ count: number }>(`SELECT count(*)::int AS count FROM tracking_events WHERE page_name = 'burst'`);
    expect(burst.rows[0]?.count).toBe(20);
  });
});
