import { createContext, useContext, useEffect } from 'react';

/**
 * Where a feature's page title goes: set by the outlet that shows the feature (the shell passes
 * `FeatureOutlet` its `onPageTitle`), absent elsewhere (a feature's own tests), where naming the
 * page does nothing.
 */
export const PageTitleContext = createContext<((title: string | null) => void) | null>(null);

/**
 * Names the feature's current sub-page while the calling component is mounted (issue 42 §4): the
 * shell then titles the document `<title> - <app name>` instead of the route's title, so that an
 * account's movements and a card's page are told apart in the tab, the history and a screen
 * reader's list of windows. On unmount, or with `null` (the page does not know its name yet), the
 * route's title comes back. One sub-page names itself at a time: the last one mounted wins.
 *
 * @example usePageTitle(alias ? `Movimientos · ${alias}` : null)
 */
export function usePageTitle(title: string | null): void {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    if (setTitle === null || title === null) return undefined;
    setTitle(title);
    return () => setTitle(null);
  }, [setTitle, title]);
}
