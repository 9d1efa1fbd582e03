/**
 * What a script has started (servers, browsers, temporary folders), undone in reverse order when
 * it ends, whether it passed, failed or threw. Ctrl-C or a CI time-out ends the process without
 * running `finally` blocks, so each step may also say how to undo it synchronously on exit
 * (killing a child process, deleting a folder); Playwright kills its own browsers then.
 */

import os from 'node:os';

/** A process ended by signal N exits with 128 + N, as a shell reports it. */
const EXIT_CODE_BASE_FOR_SIGNALS = 128;
const ENDING_SIGNALS = ['SIGINT', 'SIGTERM'];

export function createCleanup() {
  /** @type {{ undo: () => unknown, undoAtExit?: () => void }[]} */
  const steps = [];
  const undoAllAtExit = () => {
    for (const step of [...steps].reverse()) step.undoAtExit?.();
  };
  const exitOnSignal = (signal) => process.exit(EXIT_CODE_BASE_FOR_SIGNALS + os.constants.signals[signal]);
  process.on('exit', undoAllAtExit);
  for (const signal of ENDING_SIGNALS) process.on(signal, exitOnSignal);
  return {
    /** Registers `undo` for the normal end and, optionally, `undoAtExit` for a process ending at once. */
    add(undo, undoAtExit) {
      steps.push({ undo, undoAtExit });
    },
    /** Undoes every step, latest first; a step that fails is reported and the others still run. */
    async run() {
      process.off('exit', undoAllAtExit);
      for (const signal of ENDING_SIGNALS) process.off(signal, exitOnSignal);
      for (const { undo } of steps.reverse()) {
        try {
          await undo();
        } catch (error) {
          console.error(`clean-up step failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      steps.length = 0;
    },
  };
}
