import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { MS_PER_S } from '../src/clock';
import type { Database } from '../src/db';
import { prepareDatabase } from '../src/seed';
import { createApp } from '../src/server';
import { createFixtures, type Fixtures } from './fixtures';
import { createTestClock, type TestClock } from './testClock';
import { openTestDatabase } from './testDatabase';
import { DATABASE_SETUP_TIMEOUT_MS } from './timeouts';

/** The port the test apps believe they run on (no socket is opened). */
export const TEST_PORT = 8080;
export const TEST_APP_HOST = 'bank.localhost';
export const TEST_APP_ORIGIN = `http://${TEST_APP_HOST}:${TEST_PORT}`;
export const TEST_API_HOST = `api.${TEST_APP_HOST}:${TEST_PORT}`;
export const TEST_VENDORS_HOST = `vendors.${TEST_APP_HOST}:${TEST_PORT}`;
export const TEST_VENDORS_ORIGIN = `http://${TEST_VENDORS_HOST}`;
export const TEST_DEV_ORIGIN = 'http://localhost:5173';
/** The key the test apps sign and check the customer's identity for the vendors with (issue 38 §6). */
export const TEST_VENDOR_IDENTITY_KEY = Buffer.alloc(32, 7);

/** What {@link TestSandbox.appWith} can change. */
export interface AppOverrides {
  testMode?: boolean;
  shellDist?: string;
  revealOtp?: boolean;
  /** Lets a developer's dev server stand in for a feature (issue 40 §3). */
  allowOverrides?: boolean;
  /** The same database seen through a wrapper, e.g. one that records the statements run. */
  db?: Database;
}

/** A seeded sandbox app with a fake clock and captured logs, served through `app.request()`. */
export interface TestSandbox {
  app: Hono;
  db: Database;
  clock: TestClock;
  fixtures: Fixtures;
  logs: string[];
  /** What the sandbox "sent" to the customers' phones (one-time passwords). */
  phone: string[];
  /** Another app on the same database and fixtures, e.g. without test mode or an unbuilt shell. */
  appWith(overrides: AppOverrides): Hono;
  dispose(): Promise<void>;
}

/** Opens a test database, migrates and seeds it, and builds an app over temporary fixtures. */
export async function createTestSandbox(options: { testMode?: boolean } = {}): Promise<TestSandbox> {
  const database = await openTestDatabase();
  const fixtures = await createFixtures();
  const clock = createTestClock();
  await prepareDatabase(database.db, { nowMs: clock.now() });
  const logs: string[] = [];
  const phone: string[] = [];

  const appWith = (overrides: AppOverrides): Hono =>
    createApp({
      db: overrides.db ?? database.db,
      port: TEST_PORT,
      appHost: TEST_APP_HOST,
      shellDist: overrides.shellDist ?? fixtures.shellDist,
      featuresDir: fixtures.featuresDir,
      devOrigin: TEST_DEV_ORIGIN,
      testMode: overrides.testMode ?? options.testMode ?? false,
      now: clock.now,
      advanceClock: (ms) => clock.advanceS(ms / MS_PER_S),
      log: (line) => logs.push(line),
      phone: (line) => phone.push(line),
      revealOtp: overrides.revealOtp ?? false,
      allowOverrides: overrides.allowOverrides ?? false,
      vendorIdentityKey: TEST_VENDOR_IDENTITY_KEY,
    });

  return {
    app: appWith({}),
    db: database.db,
    clock,
    fixtures,
    logs,
    phone,
    appWith,
    dispose: async () => {
      await database.dispose();
      await fixtures.dispose();
    },
  };
}

/**
 * A seeded sandbox for the surrounding `describe` (or file): created before its tests, disposed
 * after them. Its fields are read when a test runs, so use them inside tests and hooks only.
 */
export function useTestSandbox(options: { testMode?: boolean } = {}): Omit<TestSandbox, 'dispose'> {
  let current: TestSandbox | undefined;
  beforeAll(async () => {
    current = await createTestSandbox(options);
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await current?.dispose();
  });
  const sandbox = (): TestSandbox => {
    if (current === undefined) throw new Error('useTestSandbox: the sandbox exists only while the tests of its describe run');
    return current;
  };
  return {
    get app() {
      return sandbox().app;
    },
    get db() {
      return sandbox().db;
    },
    get clock() {
      return sandbox().clock;
    },
    get fixtures() {
      return sandbox().fixtures;
    },
    get logs() {
      return sandbox().logs;
    },
    get phone() {
      return sandbox().phone;
    },
    appWith: (overrides) => sandbox().appWith(overrides),
  };
}
