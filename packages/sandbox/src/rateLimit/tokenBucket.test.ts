import { beforeEach, describe, expect, it } from 'vitest';
import { applyMigrations } from '../db';
import { useEmptyTestDatabase } from '../../test/testDatabase';
import { returnToken, takeToken } from './tokenBucket';

const T0_MS = Date.UTC(2026, 10, 23, 9, 0, 0);
const rule = { burst: 3, refillPerMinute: 30 };

describe('token bucket', () => {
  const db = useEmptyTestDatabase();
  beforeEach(async () => {
    await applyMigrations(db());
  });

  it('gives `burst` tokens at once, then refuses with the seconds until the next one', async () => {
    for (let n = 0; n < 3; n += 1) expect(await takeToken(db(), 'k', rule, T0_MS)).toEqual({ ok: true });
    expect(await takeToken(db(), 'k', rule, T0_MS)).toEqual({ ok: false, retryAfterS: 2 });
    expect(await takeToken(db(), 'k', rule, T0_MS + 2000)).toEqual({ ok: true });
  });

  it('never holds more than `burst`, however long it rested', async () => {
    await takeToken(db(), 'k', rule, T0_MS);
    const dayLaterMs = T0_MS + 24 * 60 * 60 * 1000;
    for (let n = 0; n < 3; n += 1) expect((await takeToken(db(), 'k', rule, dayLaterMs)).ok).toBe(true);
    expect((await takeToken(db(), 'k', rule, dayLaterMs)).ok).toBe(false);
  });

  it('gives nothing back when the clock goes backwards', async () => {
    for (let n = 0; n < 3; n += 1) await takeToken(db(), 'k', rule, T0_MS);
    expect((await takeToken(db(), 'k', rule, T0_MS - 60_000)).ok).toBe(false);
    expect((await takeToken(db(), 'k', rule, T0_MS)).ok).toBe(false);
  });

  it('lets concurrent takers spend each token once', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => takeToken(db(), 'k', rule, T0_MS)));
    expect(results.filter((result) => result.ok)).toHaveLength(3);
  });

  it('takes a returned token back, up to `burst`', async () => {
    await takeToken(db(), 'k', rule, T0_MS);
    await returnToken(db(), 'k', rule);
    await returnToken(db(), 'k', rule);
    for (let n = 0; n < 3; n += 1) expect((await takeToken(db(), 'k', rule, T0_MS)).ok).toBe(true);
    expect((await takeToken(db(), 'k', rule, T0_MS)).ok).toBe(false);
  });

  it('gives a token back after exactly its refill time at a rate that is no binary fraction (10 an hour: 360 s)', async () => {
    const tenAnHour = { burst: 10, refillPerMinute: 10 / 60 };
    for (let n = 0; n < 10; n += 1) await takeToken(db(), 'k', tenAnHour, T0_MS);
    expect(await takeToken(db(), 'k', tenAnHour, T0_MS)).toEqual({ ok: false, retryAfterS: 360 });
    expect(await takeToken(db(), 'k', tenAnHour, T0_MS + 359_000)).toEqual({ ok: false, retryAfterS: 1 });
    expect(await takeToken(db(), 'k', tenAnHour, T0_MS + 360_000)).toEqual({ ok: true });
  });

  it('keeps buckets apart by key', async () => {
    for (let n = 0; n < 3; n += 1) await takeToken(db(), 'a', rule, T0_MS);
    expect((await takeToken(db(), 'b', rule, T0_MS)).ok).toBe(true);
  });
});
