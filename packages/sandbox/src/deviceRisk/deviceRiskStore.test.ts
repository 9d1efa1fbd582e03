import { beforeEach, describe, expect, it } from 'vitest';
import { applyMigrations } from '../db';
import { useTestDatabase } from '../../test/testDatabase';
import { findDeviceRiskProfile, recordDeviceRiskProfile, type DeviceRiskProfile, type DeviceRiskSignals } from './deviceRiskStore';

const NOW_MS = Date.UTC(2026, 0, 15, 9, 0, 0);
const SECOND_MS = 1000;
const PROCESS_ID = '3f2b8c1e-0d4a-4b7e-9a51-6c2d8e0f1a93';

const SIGNALS: DeviceRiskSignals = {
  screen: '1440x900',
  pixelRatio: 2,
  colorDepth: 24,
  timeZone: 'Europe/Madrid',
  language: 'es-ES',
  languages: 'es-ES,es,en',
  hardwareConcurrency: 8,
  touchPoints: 0,
  cookiesEnabled: true,
  userAgent: 'Mozilla/5.0',
};

const profileOf = (processId: string, overrides: Partial<DeviceRiskProfile> = {}): DeviceRiskProfile => ({
  processId,
  deviceType: 'web',
  signals: SIGNALS,
  ...overrides,
});

describe('device-risk profile store (sandbox-api.md, Device risk)', () => {
  const db = useTestDatabase((db) => applyMigrations(db));
  beforeEach(async () => {
    await db().query('TRUNCATE device_risk_profiles RESTART IDENTITY');
  });

  const count = async () => (await db().query<{ count: number }>('SELECT count(*)::int AS count FROM device_risk_profiles')).rows[0]?.count;

  it('stores a profile and finds it by its process id, with the time it arrived by the sandbox’s clock', async () => {
    expect(await recordDeviceRiskProfile(db(), profileOf(PROCESS_ID, { deviceType: 'android' }), NOW_MS)).toBe(true);
    expect(await findDeviceRiskProfile(db(), PROCESS_ID)).toEqual({
      processId: PROCESS_ID,
      deviceType: 'android',
      signals: SIGNALS,
      profiledAt: '2026-01-15T09:00:00.000Z',
    });
  });

  it('finds nothing for a process id no profile arrived for', async () => {
    expect(await findDeviceRiskProfile(db(), 'nobody-profiled-this')).toBeUndefined();
  });

  it('keeps the first profile of a process id: a later one is not stored and overwrites nothing', async () => {
    await recordDeviceRiskProfile(db(), profileOf(PROCESS_ID), NOW_MS);
    const later = profileOf(PROCESS_ID, { deviceType: 'ios', signals: { ...SIGNALS, screen: '390x844' } });
    expect(await recordDeviceRiskProfile(db(), later, NOW_MS + SECOND_MS)).toBe(false);
    expect(await findDeviceRiskProfile(db(), PROCESS_ID)).toEqual({
      processId: PROCESS_ID,
      deviceType: 'web',
      signals: SIGNALS,
      profiledAt: '2026-01-15T09:00:00.000Z',
    });
  });

  it('stores exactly one of 20 concurrent profiles of one process id, and none fails', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        recordDeviceRiskProfile(db(), profileOf(PROCESS_ID, { signals: { ...SIGNALS, screen: `${index}x1` } }), NOW_MS),
      ),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await count()).toBe(1);
  });

  it('keeps the newest 10 000 profiles: the next one drops the oldest', async () => {
    await db().query(
      `INSERT INTO device_risk_profiles (process_id, device_type, signals, profiled_at)
       SELECT 'old-' || lpad(n::text, 8, '0'), 'web', '{}'::jsonb, $1 FROM generate_series(1, 10000) AS n`,
      [new Date(NOW_MS)],
    );
    expect(await count()).toBe(10_000);
    await recordDeviceRiskProfile(db(), profileOf('newest-profile'), NOW_MS + SECOND_MS);
    expect(await count()).toBe(10_000);
    expect(await findDeviceRiskProfile(db(), 'old-00000001')).toBeUndefined();
    expect(await findDeviceRiskProfile(db(), 'old-00000002')).toBeDefined();
    expect(await findDeviceRiskProfile(db(), 'newest-profile')).toBeDefined();
  });

  it('drops nothing for a profile that was not stored, its process id having one already', async () => {
    await db().query(
      `INSERT INTO device_risk_profiles (process_id, device_type, signals, profiled_at)
       SELECT 'old-' || lpad(n::text, 8, '0'), 'web', '{}'::jsonb, $1 FROM generate_series(1, 10000) AS n`,
      [new Date(NOW_MS)],
    );
    expect(await recordDeviceRiskProfile(db(), profileOf('old-00005000'), NOW_MS + SECOND_MS)).toBe(false);
    expect(await count()).toBe(10_000);
    expect(await findDeviceRiskProfile(db(), 'old-00000001')).toBeDefined();
  });

  it('keeps 10 000 profiles when 20 arrive at once over a full table, all 20 among them', async () => {
    await db().query(
      `INSERT INTO device_risk_profiles (process_id, device_type, signals, profiled_at)
       SELECT 'old-' || lpad(n::text, 8, '0'), 'web', '{}'::jsonb, $1 FROM generate_series(1, 10000) AS n`,
      [new Date(NOW_MS)],
    );
    await Promise.all(Array.from({ length: 20 }, (_, index) => recordDeviceRiskProfile(db(), profileOf(`burst-${1000 + index}`), NOW_MS)));
    expect(await count()).toBe(10_000);
    const burst = await db().query<{ count: number }>(
      `SELECT count(*)::int AS count FROM device_risk_profiles WHERE process_id LIKE 'burst-%'`,
    );
    expect(burst.rows[0]?.count).toBe(20);
  });
});
