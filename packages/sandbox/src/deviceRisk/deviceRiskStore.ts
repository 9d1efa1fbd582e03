import type { Database, Queryable } from '../db';

/**
 * A process id as the device-risk script takes it (features.md §4.9): 8 to 64 letters, digits and
 * hyphens. The shell makes up a `crypto.randomUUID()` per login.
 */
export const DEVICE_RISK_PROCESS_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** What the page tells the script the device is: the browser, or the bank's app on one of its platforms. */
export const DEVICE_RISK_DEVICE_TYPES = ['web', 'android', 'ios'] as const;
export type DeviceRiskDeviceType = (typeof DEVICE_RISK_DEVICE_TYPES)[number];

/** Characters (UTF-16 code units) of a text signal: the user agent, the longest, is cut to this. @default 256 */
export const MAX_DEVICE_SIGNAL_CHARACTERS = 256;
/** The largest number signal: no screen side, pixel ratio or core count comes near it. @default 100_000 */
export const MAX_DEVICE_SIGNAL_NUMBER = 100_000;

/** What the script reads of the device (sandbox-api.md, Device risk): every field, always. */
export interface DeviceRiskSignals {
  /** `WIDTHxHEIGHT` in CSS pixels; `''` when the browser did not say. */
  screen: string;
  pixelRatio: number;
  colorDepth: number;
  /** The IANA time zone: `Europe/Madrid`. */
  timeZone: string;
  language: string;
  /** The first five preferred languages, comma-separated. */
  languages: string;
  hardwareConcurrency: number;
  touchPoints: number;
  cookiesEnabled: boolean;
  userAgent: string;
}

/** One post of the script: the device's signals under this login's process id. */
export interface DeviceRiskProfile {
  processId: string;
  deviceType: DeviceRiskDeviceType;
  signals: DeviceRiskSignals;
}

/** A profile as the sandbox keeps it. */
export interface StoredDeviceRiskProfile extends DeviceRiskProfile {
  /** ISO 8601, by the sandbox's clock. */
  profiledAt: string;
}

/**
 * Rows kept: the newest ones. A profile per login, so a day of testing is a few hundred; the table
 * stays small however long the sandbox runs.
 * @default 10_000
 */
export const DEVICE_RISK_PROFILES_KEPT = 10_000;

const INSERT_PROFILE = `INSERT INTO device_risk_profiles (process_id, device_type, signals, profiled_at)
  VALUES ($1, $2, $3::jsonb, $4)
  ON CONFLICT (process_id) DO NOTHING
  RETURNING process_id`;

// Counted by arrival, not by subtracting from the new row's number as tracking does: a post the
// conflict drops still uses up a number of the sequence.
const DROP_OLDER = `DELETE FROM device_risk_profiles
  WHERE arrival IN (SELECT arrival FROM device_risk_profiles ORDER BY arrival DESC OFFSET $1)`;

/**
 * Posts that prune take turns (a transaction-scoped advisory lock): each one's DELETE then sees the
 * rows the posts before it committed, so of posts that arrive together over a full table none
 * leaves its surplus behind. Skipping the rows another post was deleting did exactly that on
 * PostgreSQL: each saw only its own new row above the limit, and those it skipped stayed.
 */
const TAKE_PRUNING_TURN = `SELECT pg_advisory_xact_lock(hashtext('device-risk-profiles:prune'))`;

/**
 * Stores a profile unless its process id has one already: the first wins, as the vendor profiles
 * a login once, and a later post (a retry, a copy of the script loaded again) changes nothing. One
 * `INSERT … ON CONFLICT DO NOTHING`, atomic in PostgreSQL, so concurrent posts of one id leave
 * exactly one row and none fails. In the same transaction, a stored profile drops the rows that
 * fall out of the newest {@link DEVICE_RISK_PROFILES_KEPT}.
 *
 * @returns whether this post was stored
 */
export async function recordDeviceRiskProfile(db: Database, profile: DeviceRiskProfile, nowMs: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ process_id: string }>(INSERT_PROFILE, [
      profile.processId,
      profile.deviceType,
      JSON.stringify(profile.signals),
      new Date(nowMs),
    ]);
    if (rows.length === 0) return false;
    await tx.query(TAKE_PRUNING_TURN);
    await tx.query(DROP_OLDER, [DEVICE_RISK_PROFILES_KEPT]);
    return true;
  });
}

interface ProfileRow {
  processId: string;
  deviceType: DeviceRiskDeviceType;
  signals: DeviceRiskSignals;
  profiledAt: Date;
}

/** The profile stored under a process id, or `undefined` when none arrived. */
export async function findDeviceRiskProfile(db: Queryable, processId: string): Promise<StoredDeviceRiskProfile | undefined> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT process_id AS "processId", device_type AS "deviceType", signals, profiled_at AS "profiledAt"
       FROM device_risk_profiles WHERE process_id = $1`,
    [processId],
  );
  const row = rows[0];
  return row === undefined ? undefined : { ...row, profiledAt: row.profiledAt.toISOString() };
}
