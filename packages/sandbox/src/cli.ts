/**
 * `node --import tsx packages/sandbox/src/cli.ts [--port <n>] [--reseed] [--reveal-otp] [--allow-overrides]`: runs
 * the sandbox bank until SIGINT or SIGTERM. One-time passwords go to the demo phone
 * (`<api>/phone/`), never to the console. Environment: PORT, APP_HOST, DATABASE_URL, DEV_ORIGIN,
 * SANDBOX_DATA_DIR (default `<repo>/.data/pglite`), DEMO_PUBLISH_KEY (the demo team's key to the
 * feature registry; a new one each start without it).
 */
import { fileURLToPath } from 'node:url';
import { parseCliOptions, startupBanner } from './commandLine';
import { DEMO_LOGINS } from './seed';
import { startSandbox } from './start';

const EXIT_FAILURE = 1;
const EXIT_USAGE = 2;

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const parsed = parseCliOptions(process.argv.slice(2), process.env, repoRoot);
if (!parsed.ok) {
  console.error(`Cannot start the sandbox bank:\n${parsed.problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(EXIT_USAGE);
}

const log = (line: string): void => console.log(`[sandbox] ${line}`);

try {
  const sandbox = await startSandbox({ ...parsed.options, log });
  console.log(startupBanner({ appUrl: sandbox.appUrl, apiUrl: sandbox.apiUrl, logins: DEMO_LOGINS, publishKey: sandbox.publishKey }));

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: closing the server and the database`);
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`[sandbox] error while closing: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(EXIT_FAILURE);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`Cannot start the sandbox bank: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(EXIT_FAILURE);
}
