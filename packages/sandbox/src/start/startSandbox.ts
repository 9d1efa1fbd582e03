import { createAdjustableClock } from '../clock';
import { getRequestListener } from '@hono/node-server';
import { createPublishKey, DEMO_TEAM, describeShipOutcome, setTeamKey, shipBuiltFeature } from '../registry';
import { prepareDatabase, SHIPPED_FEATURE_PACKAGES } from '../seed';
import { createApp, createShellIndexLoader, DEFAULT_APP_HOST, httpOrigin, importMapSpecifiersOf } from '../server';
import { listenOnLoopback, type LoopbackServers } from './listenOnLoopback';
import { openSandboxDatabase } from './openSandboxDatabase';

/** The port when none is given (sandbox-api.md, Hosts). */
export const DEFAULT_PORT = 8080;

/** Options of {@link startSandbox}. */
export interface StartSandboxOptions {
  /** 0 picks a free port. @default 8080 */
  port?: number | undefined;
  /** @default 'bank.localhost' */
  appHost?: string | undefined;
  /** PGlite's data folder; `null` keeps the data in memory. Ignored with `databaseUrl`. @default null */
  dataDir?: string | null | undefined;
  /** Use this PostgreSQL server instead of PGlite. */
  databaseUrl?: string | undefined;
  /** Drop every table and seed again. @default false */
  reseed?: boolean | undefined;
  /** Enables the test-only interface. Never set by `npm start`. @default false */
  testMode?: boolean | undefined;
  /** Test mode only: the instant the sandbox's clock starts at, which it then runs on from. @default now */
  clockStartMs?: number | undefined;
  /** The built shell (`index.html`, `assets/`, `vendor/`). */
  shellDist: string;
  /** The folder of feature modules, each built into `<module>/dist/`. */
  featuresDir: string;
  /** A further origin allowed to call the API (a Vite dev server). */
  devOrigin?: string | undefined;
  /** Where log lines go. @default no logging */
  log?: ((line: string) => void) | undefined;
  /** Where one-time passwords are "sent" (the demo bank's phone). @default nowhere */
  phone?: ((line: string) => void) | undefined;
  /** Also return one-time passwords in the response body (`sandboxOtp`). @default false */
  revealOtp?: boolean | undefined;
  /** Lets a developer override a feature with their dev server (issue 40 §3). @default false */
  allowOverrides?: boolean | undefined;
  /**
   * The feature packages whose builds the sandbox publishes to its registry as it starts (issue 41).
   * @default SHIPPED_FEATURE_PACKAGES
   */
  shippedFeatures?: readonly string[] | undefined;
  /** The demo team's key to the feature registry (issue 40 §2). @default a new one each start */
  publishKey?: string | undefined;
}

/** A running sandbox. */
export interface RunningSandbox {
  port: number;
  /** `http://bank.localhost:<port>/` */
  appUrl: string;
  /** `http://api.bank.localhost:<port>/` */
  apiUrl: string;
  /** The demo team's key to the feature registry, which `npm start` prints. */
  publishKey: string;
  /** Stops listening and closes the database. Calling it again does nothing more. */
  close(): Promise<void>;
}

/**
 * Starts the sandbox bank: opens and prepares the database (migrations, seed when empty or asked
 * to reseed), then listens on the loopback addresses.
 */
export async function startSandbox(options: StartSandboxOptions): Promise<RunningSandbox> {
  const log = options.log ?? (() => undefined);
  const appHost = options.appHost ?? DEFAULT_APP_HOST;
  const { db, description } = await openSandboxDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, log });

  let servers: LoopbackServers;
  const publishKey = options.publishKey ?? createPublishKey();
  try {
    // Test runs can move this clock forward (`POST /__sandbox/clock`), or start it on a fixed day
    // (the visual tests' bank, seeded the same every run); `npm start` never does.
    const clockStartMs = options.testMode ? options.clockStartMs : undefined;
    const startedAtMs = Date.now();
    const clock = createAdjustableClock(clockStartMs === undefined ? Date.now : () => clockStartMs + (Date.now() - startedAtMs));
    const prepared = await prepareDatabase(db, { reseed: options.reseed, nowMs: clock.now() });
    const migrated = prepared.migrated.length === 0 ? 'none' : prepared.migrated.join(', ');
    log(`database: ${description}; migrations applied now: ${migrated}; seeded now: ${prepared.seeded ? 'yes' : 'no'}`);
    // Only its hash is kept: the key printed at this start is the one that works.
    await setTeamKey(db, DEMO_TEAM, publishKey, new Date(clock.now()));
    const importMapSpecifiers = await importMapSpecifiersOf(createShellIndexLoader(options.shellDist));
    for (const folder of options.shippedFeatures ?? SHIPPED_FEATURE_PACKAGES) {
      const outcome = await shipBuiltFeature(db, {
        featuresDir: options.featuresDir,
        folder,
        team: DEMO_TEAM,
        importMapSpecifiers,
        now: new Date(clock.now()),
      });
      log(describeShipOutcome(outcome));
    }
    servers = await listenOnLoopback(
      options.port ?? DEFAULT_PORT,
      (port) => {
        const app = createApp({
          db,
          now: clock.now,
          advanceClock: options.testMode ? clock.advanceMs : undefined,
          port,
          appHost,
          shellDist: options.shellDist,
          featuresDir: options.featuresDir,
          devOrigin: options.devOrigin,
          testMode: options.testMode,
          log,
          phone: options.phone,
          revealOtp: options.revealOtp,
          allowOverrides: options.allowOverrides,
        });
        // Hono's Node adapter, as its own `serve` sets it up (it swaps in lighter Request and
        // Response globals; with Node's own, re-reading a size-checked body fails). It answers
        // its own errors, so its promise needs no handler here.
        const listener = getRequestListener(app.fetch);
        return (request, response) => void listener(request, response);
      },
      log,
    );
  } catch (error) {
    await db.close();
    throw error;
  }

  let closing: Promise<void> | undefined;
  const { port } = servers;
  return {
    port,
    publishKey,
    appUrl: `${httpOrigin(appHost, port)}/`,
    apiUrl: `${httpOrigin(`api.${appHost}`, port)}/`,
    close: () => {
      closing ??= servers.close().finally(() => db.close());
      return closing;
    },
  };
}
