import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { DEFAULT_APP_HOST } from '../server';
import { DEFAULT_PORT } from '../start';

/** What the command line and the environment ask for. */
export interface CliOptions {
  port: number;
  appHost: string;
  databaseUrl: string | undefined;
  /** `null`: an in-memory database that lives as long as the process (`--in-memory`). */
  dataDir: string | null;
  devOrigin: string | undefined;
  reseed: boolean;
  /** Switches on the test-only interface (`--test-mode`); `npm start` never does. */
  testMode: boolean;
  /** Returns one-time passwords in the response body too (`--reveal-otp`), for demos. */
  revealOtp: boolean;
  /** Lets a developer override a feature with their dev server (`--allow-overrides`); `npm start` never does. */
  allowOverrides: boolean;
  shellDist: string;
  featuresDir: string;
  /** The demo team's publish key (`DEMO_PUBLISH_KEY`); a new one each start without it. */
  publishKey: string | undefined;
  /** Where the sandbox's clock starts (`--clock-start <ISO date>`, test mode only): a bank seeded on a fixed day. */
  clockStartMs: number | undefined;
}

/** The outcome of parsing: options, or every problem found at once. */
export type ParsedCliOptions = { ok: true; options: CliOptions } | { ok: false; problems: string[] };

/** The environment variables the sandbox reads. */
export interface SandboxEnvironment {
  PORT?: string | undefined;
  APP_HOST?: string | undefined;
  DATABASE_URL?: string | undefined;
  DEV_ORIGIN?: string | undefined;
  /** Overrides the PGlite data folder (`<repo>/.data/pglite`). */
  SANDBOX_DATA_DIR?: string | undefined;
  /** The demo team's publish key, for test runs that publish features (issue 40 §2). */
  DEMO_PUBLISH_KEY?: string | undefined;
}

const HIGHEST_PORT = 65_535;

/** `2026-06-15T09:30:00Z`: an instant in UTC, to the second or millisecond. */
const ISO_INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

const portSchema = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must be between 0 and 65535' })
  .max(HIGHEST_PORT, { error: 'must be between 0 and 65535' });

const settingsSchema = z.object({
  port: portSchema,
  appHost: z
    .string()
    .toLowerCase()
    .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, { error: 'must be a host name' }),
  databaseUrl: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres://' })
    .optional(),
  devOrigin: z
    .string()
    .refine((value) => URL.canParse(value) && new URL(value).origin === value, {
      error: 'must be an origin such as http://localhost:5173 (no path, no trailing slash)',
    })
    .optional(),
  dataDir: z.string().min(1, { error: 'must not be empty' }),
  publishKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, { error: 'must be 16 to 128 letters, digits, _ or -' })
    .optional(),
});

/** Reads `--port <n>`, `--reseed`, `--in-memory`, `--test-mode`, `--reveal-otp`, `--allow-overrides` and `--clock-start <instant>`, then `PORT`, `APP_HOST`, `DATABASE_URL`, `DEV_ORIGIN`, `SANDBOX_DATA_DIR`, `DEMO_PUBLISH_KEY`. */
export function parseCliOptions(argv: readonly string[], env: SandboxEnvironment, repoRoot: string): ParsedCliOptions {
  let flags: {
    port?: string | undefined;
    reseed?: boolean | undefined;
    'in-memory'?: boolean | undefined;
    'test-mode'?: boolean | undefined;
    'reveal-otp'?: boolean | undefined;
    'allow-overrides'?: boolean | undefined;
    'clock-start'?: string | undefined;
  };
  try {
    flags = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        reseed: { type: 'boolean' },
        'in-memory': { type: 'boolean' },
        'test-mode': { type: 'boolean' },
        'reveal-otp': { type: 'boolean' },
        'allow-overrides': { type: 'boolean' },
        'clock-start': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    return { ok: false, problems: [error instanceof Error ? error.message : String(error)] };
  }

  const clockStart = flags['clock-start'];
  const clockStartMs = clockStart === undefined ? undefined : Date.parse(clockStart);
  if (clockStart !== undefined && !(flags['test-mode'] ?? false)) return { ok: false, problems: ['--clock-start needs --test-mode'] };
  if (clockStartMs !== undefined && !(ISO_INSTANT_PATTERN.test(clockStart ?? '') && Number.isFinite(clockStartMs))) {
    return { ok: false, problems: ['--clock-start must be an instant such as 2026-06-15T09:30:00Z'] };
  }

  const parsed = settingsSchema.safeParse({
    port: flags.port ?? env.PORT ?? DEFAULT_PORT,
    appHost: env.APP_HOST ?? DEFAULT_APP_HOST,
    databaseUrl: env.DATABASE_URL === '' ? undefined : env.DATABASE_URL,
    devOrigin: env.DEV_ORIGIN === '' ? undefined : env.DEV_ORIGIN,
    dataDir: env.SANDBOX_DATA_DIR ?? join(repoRoot, '.data', 'pglite'),
    publishKey: env.DEMO_PUBLISH_KEY === '' ? undefined : env.DEMO_PUBLISH_KEY,
  });
  if (!parsed.success) {
    const names: Record<string, string> = {
      port: '--port / PORT',
      appHost: 'APP_HOST',
      databaseUrl: 'DATABASE_URL',
      devOrigin: 'DEV_ORIGIN',
      dataDir: 'SANDBOX_DATA_DIR',
      publishKey: 'DEMO_PUBLISH_KEY',
    };
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${names[String(issue.path[0])] ?? String(issue.path[0])} ${issue.message}`),
    };
  }
  return {
    ok: true,
    options: {
      ...parsed.data,
      databaseUrl: parsed.data.databaseUrl,
      publishKey: parsed.data.publishKey,
      devOrigin: parsed.data.devOrigin,
      dataDir: flags['in-memory'] ? null : parsed.data.dataDir,
      reseed: flags.reseed ?? false,
      testMode: flags['test-mode'] ?? false,
      revealOtp: flags['reveal-otp'] ?? false,
      allowOverrides: flags['allow-overrides'] ?? false,
      clockStartMs,
      shellDist: join(repoRoot, 'packages', 'shell', 'dist'),
      featuresDir: join(repoRoot, 'packages', 'features'),
    },
  };
}
