/**
 * A throwaway PostgreSQL server for the sandbox's tests: a fresh cluster in a temporary folder,
 * on a free loopback port, stopped and deleted afterwards. As root it runs as the `postgres`
 * system user, because the server refuses to run as root.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { freePort } from './freePort.mjs';
import os from 'node:os';
import path from 'node:path';

function systemUser(name) {
  const result = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  if (result.status !== 0) return null;
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  return { uid: Number(result.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Starts a server; resolves to its connection string and a `stop()`. */
export async function startTemporaryPostgres(binDir) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bank-shell-pg-'));
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? systemUser('postgres') : null;
  if (asRoot && !owner) throw new Error('Running as root but there is no "postgres" user to run the server as.');
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const runAs = (command, args) => {
    const [cmd, argv] = owner ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    const result = spawnSync(cmd, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  runAs(path.join(binDir, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  runAs(path.join(binDir, 'pg_ctl'), [
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        runAs(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
