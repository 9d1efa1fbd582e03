import type { Timers } from '@bank-shell/core';
import type { FeatureDefinition, FirstCallsContext } from '@bank-shell/react';

/**
 * How long the first page waits for its first answers before it replaces the page painted from the
 * HTML: past it, the page shows its own loading state and takes the answers when they come.
 */
export const FIRST_ANSWERS_WAIT_MS = 3_000;

/**
 * The first signed-in page's feature starts its first calls as soon as its module is in (issue 42
 * §6): once per page, for the first such page only, so that its answers are on their way while the
 * shell's chrome loads and the page renders. Later pages make their calls as they render. A
 * feature whose first calls throw is reported; its screen then makes the calls itself.
 *
 * @param showsPaintedPage whether a page painted from the HTML shows (docs/first-paint.md): only
 *   then does the first page wait for its answers, to replace it with the same page filled in. A
 *   page reached from the login shows at once, with its own loading state.
 * @returns a function giving what the first page waits for: the answers the feature's first calls
 *   say are on their way (their promise), for at most {@link FIRST_ANSWERS_WAIT_MS}; nothing else.
 *   It never rejects: a failed call is the screen's to show.
 */
export function firstCallsOnce(
  context: () => FirstCallsContext,
  logError: (error: unknown) => void,
  timers: Pick<Timers, 'setTimeout' | 'clearTimeout'>,
  showsPaintedPage: () => boolean,
): (feature: FeatureDefinition) => Promise<void> | undefined {
  let started = false;
  return (feature) => {
    if (started) return undefined;
    started = true;
    let answers: unknown;
    try {
      answers = feature.firstCalls?.(context());
    } catch (error) {
      logError(error);
      return undefined;
    }
    if (!(answers instanceof Promise) || !showsPaintedPage()) return undefined;
    return new Promise<void>((resolve) => {
      const timer = timers.setTimeout(resolve, FIRST_ANSWERS_WAIT_MS);
      const done = () => {
        timers.clearTimeout(timer);
        resolve();
      };
      answers.then(done, done);
    });
  };
}
