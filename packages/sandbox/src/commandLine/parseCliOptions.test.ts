import { describe, expect, it } from 'vitest';
import { parseCliOptions } from './parseCliOptions';

const REPO = '/repo';

describe('command line and environment', () => {
  it('defaults to port 8080, bank.localhost and PGlite under .data/pglite', () => {
    expect(parseCliOptions([], {}, REPO)).toEqual({
      ok: true,
      options: {
        port: 8080,
        appHost: 'bank.localhost',
        databaseUrl: undefined,
        dataDir: '/repo/.data/pglite',
        devOrigin: undefined,
        reseed: false,
        testMode: false,
        revealOtp: false,
        allowOverrides: false,
        shellDist: '/repo/packages/shell/dist',
        featuresDir: '/repo/packages/features',
        publishKey: undefined,
        clockStartMs: undefined,
      },
    });
  });

  it('starts the clock on a fixed instant with --clock-start, in test mode only (the visual tests’ bank)', () => {
    const parsed = parseCliOptions(['--test-mode', '--clock-start', '2026-06-15T09:30:00Z'], {}, REPO);
    expect(parsed.ok && parsed.options.clockStartMs).toBe(Date.UTC(2026, 5, 15, 9, 30, 0));
    expect(parseCliOptions(['--clock-start', '2026-06-15T09:30:00Z'], {}, REPO)).toEqual({
      ok: false,
      problems: ['--clock-start needs --test-mode'],
    });
    for (const bad of ['15/06/2026', '2026-06-15', '2026-13-45T99:99:99Z', 'now']) {
      expect(parseCliOptions(['--test-mode', '--clock-start', bad], {}, REPO), bad).toEqual({
        ok: false,
        problems: ['--clock-start must be an instant such as 2026-06-15T09:30:00Z'],
      });
    }
  });

  it("takes the demo team's publish key from DEMO_PUBLISH_KEY, and refuses one that is too short or has other characters (issue 40 §2)", () => {
    const parsed = parseCliOptions([], { DEMO_PUBLISH_KEY: 'bsk_e2e-0123456789abcdef' }, REPO);
    expect(parsed.ok && parsed.options.publishKey).toBe('bsk_e2e-0123456789abcdef');
    expect(parseCliOptions([], { DEMO_PUBLISH_KEY: 'short' }, REPO)).toEqual({
      ok: false,
      problems: ['DEMO_PUBLISH_KEY must be 16 to 128 letters, digits, _ or -'],
    });
    expect(parseCliOptions([], { DEMO_PUBLISH_KEY: 'bsk_with spaces and more' }, REPO).ok).toBe(false);
  });

  it('runs on an in-memory database with the test-only interface when asked', () => {
    const parsed = parseCliOptions(['--in-memory', '--test-mode'], {}, REPO);
    expect(parsed.ok && parsed.options.dataDir).toBeNull();
    expect(parsed.ok && parsed.options.testMode).toBe(true);
  });

  it('reveals one-time passwords in responses only with --reveal-otp', () => {
    const parsed = parseCliOptions(['--reveal-otp'], {}, REPO);
    expect(parsed.ok && parsed.options.revealOtp).toBe(true);
    expect(parseCliOptions([], {}, REPO)).toMatchObject({ ok: true, options: { revealOtp: false } });
  });

  it('keeps the test-only interface off by default', () => {
    const parsed = parseCliOptions([], {}, REPO);
    expect(parsed.ok && parsed.options.testMode).toBe(false);
  });

  it('reads --port and --reseed, the flag winning over PORT', () => {
    const parsed = parseCliOptions(['--port', '9090', '--reseed'], { PORT: '7070' }, REPO);
    expect(parsed.ok && parsed.options.port).toBe(9090);
    expect(parsed.ok && parsed.options.reseed).toBe(true);
    const fromEnv = parseCliOptions([], { PORT: '7070' }, REPO);
    expect(fromEnv.ok && fromEnv.options.port).toBe(7070);
  });

  it('reads APP_HOST, DATABASE_URL, DEV_ORIGIN and SANDBOX_DATA_DIR', () => {
    const parsed = parseCliOptions(
      [],
      {
        APP_HOST: 'Bank.Test',
        DATABASE_URL: 'postgres://u@127.0.0.1:5432/bank',
        DEV_ORIGIN: 'http://localhost:5173',
        SANDBOX_DATA_DIR: '/tmp/data',
      },
      REPO,
    );
    expect(parsed).toMatchObject({
      ok: true,
      options: {
        appHost: 'bank.test',
        databaseUrl: 'postgres://u@127.0.0.1:5432/bank',
        devOrigin: 'http://localhost:5173',
        dataDir: '/tmp/data',
      },
    });
  });

  it('lists every problem at once', () => {
    const parsed = parseCliOptions(['--port', 'abc'], { APP_HOST: 'bad host', DEV_ORIGIN: 'http://x/path' }, REPO);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems).toHaveLength(3);
    expect(parsed.problems.join('\n')).toMatch(/--port \/ PORT/);
    expect(parsed.problems.join('\n')).toMatch(/APP_HOST/);
    expect(parsed.problems.join('\n')).toMatch(/DEV_ORIGIN/);
  });

  it('refuses unknown flags', () => {
    expect(parseCliOptions(['--prot', '1'], {}, REPO).ok).toBe(false);
  });
});
