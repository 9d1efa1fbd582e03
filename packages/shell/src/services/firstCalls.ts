import type { FeatureDefinition, FirstCallsContext } from '@bank-shell/react';

/**
 * The first signed-in page's feature starts its first calls as soon as its module is in (issue 42
 * §6): once per page, for the first such page only, so that its answers are on their way while the
 * shell's chrome loads and the page renders. Later pages make their calls as they render. A
 * feature whose first calls throw is reported; its screen then makes the calls itself.
 */
export function firstCallsOnce(context: () => FirstCallsContext, logError: (error: unknown) => void): (feature: FeatureDefinition) => void {
  let started = false;
  return (feature) => {
    if (started) return;
    started = true;
    try {
      feature.firstCalls?.(context());
    } catch (error) {
      logError(error);
    }
  };
}
