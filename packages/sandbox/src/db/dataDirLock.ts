import { open, readFile, rm } from 'node:fs/promises';

/** A held lock; `release` gives it back. */
export interface DataDirLock {
  release(): Promise<void>;
}

/** Whether a process with this id is running (signal 0 only checks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dataDir>.lock` for this process. PGlite has no lock of its own, and two processes
 * opening one data folder corrupt it (a second `npm start`, or a reseed while the first runs).
 * A lock left by a process that no longer runs is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const lockPath = `${dataDir}.lock`;
  for (;;) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return { release: () => rm(lockPath, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
    if (Number.isSafeInteger(holder) && holder > 0 && isRunning(holder)) {
      throw new Error(`The data folder ${dataDir} is in use by process ${holder}; stop it first`);
    }
    await rm(lockPath, { force: true });
  }
}
