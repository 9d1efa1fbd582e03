#!/usr/bin/env node
/**
 * `npm start`: installs what is missing, builds, and serves the app with the sandbox bank.
 * Flags after `--` go to the sandbox, e.g. `npm start -- --reseed`.
 */
import { spawn } from 'node:child_process';
import { ensureDependencies, repoRoot } from './lib/setup.mjs';

ensureDependencies();
const { build } = await import('./build.mjs');
await build();

const sandbox = spawn(process.execPath, ['--import', 'tsx', 'packages/sandbox/src/cli.ts', ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => sandbox.kill(signal));
}
sandbox.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
