/**
 * Puts a fresh clone in working order: npm dependencies, and the Debian packages the tests use.
 * Uses Node built-ins only, because it runs before `node_modules` exists.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where Debian's Chromium lives; Playwright drives it instead of downloading a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Installs npm dependencies when `node_modules` is missing or older than the lockfile. */
export function ensureDependencies(log = console.log) {
  const installed = path.join(repoRoot, 'node_modules/.package-lock.json');
  const lock = path.join(repoRoot, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  log('Installing npm dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

let aptUpdated = false;

/** Installs Debian packages with apt-get when running as root; otherwise fails with one line. */
function aptInstall(packages, why) {
  if (!isRoot()) {
    throw new Error(`${why} is missing: run "sudo apt-get install -y ${packages.join(' ')}" and try again.`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    run('apt-get', ['update', '-qq'], { env });
    aptUpdated = true;
  }
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env });
}

/** Debian's Chromium for the end-to-end tests and benchmarks. */
export function ensureChromium(log = console.log) {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  log('Installing Debian chromium…');
  aptInstall(['chromium', 'fonts-noto-core'], 'Chromium');
  return CHROMIUM_PATH;
}

/** Finds PostgreSQL's server binaries (`initdb`, `pg_ctl`), installing Debian's postgresql if absent. */
export function ensurePostgres(log = console.log) {
  const find = () => {
    const candidates = [];
    const debianRoot = '/usr/lib/postgresql';
    if (existsSync(debianRoot)) {
      for (const version of readdirSync(debianRoot).sort().reverse()) candidates.push(path.join(debianRoot, version, 'bin'));
    }
    for (const dir of (process.env.PATH ?? '').split(':')) candidates.push(dir);
    return candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')));
  };
  let binDir = find();
  if (!binDir) {
    log('Installing Debian postgresql…');
    aptInstall(['postgresql'], 'PostgreSQL');
    binDir = find();
  }
  if (!binDir) throw new Error('PostgreSQL was installed but initdb/pg_ctl were not found.');
  return binDir;
}
