import { LEGACY_APP_GLOBAL } from './legacyApp';

export interface LegacyContentPayload {
  /** The page's `.legacy-content` element: the legacy app's from then on. */
  container: HTMLElement;
  /** The page the legacy app renders: the route's id. */
  page: string;
  /** Its title, in the page's language. */
  title: string;
}

/**
 * The request a marked container makes: a page wants the legacy app's content in an element with
 * the class `legacy-content` inside a `grid-12`, marked `data-legacy-page` and
 * `data-legacy-title`, which it renders empty. Null for an element that is not one.
 */
export function legacyContentRequestOf(container: HTMLElement): LegacyContentPayload | null {
  const page = container.dataset['legacyPage'];
  const title = container.dataset['legacyTitle'];
  return page && title ? { container, page, title } : null;
}

/** Said when the loaded legacy app cannot render a page's content. */
export const LEGACY_APP_HAS_NO_CONTENT = 'The legacy app cannot render page content';

/** The legacy app's content call (the sandbox's `genoma.js` stand-in has it). */
interface LegacyContentUi {
  renderContent(options: { container: HTMLElement; page: string; title: string; language: string }): void;
}

export interface LegacyContentDeps {
  /** Loads the legacy app on demand, or waits for the load under way (`legacyAppInBrowser().onDemand()`). */
  loadLegacyApp: () => Promise<unknown>;
  /** Where the legacy app registers itself. */
  window: object;
  language: () => string;
}

/**
 * Has the legacy app render a page into its container (shell.md §2.7: the legacy app's content sits
 * in the page's 12-column grid, 10 columns centred with offset 1 from 840 px). The app loads on
 * demand, whatever `block-genoma-autoload` says (the flag blocks the autoload only), and a load
 * under way is awaited. A page left in the meantime gets nothing.
 */
export async function showLegacyContent(payload: LegacyContentPayload, deps: LegacyContentDeps): Promise<void> {
  await deps.loadLegacyApp();
  if (!payload.container.isConnected) return;
  const app = (deps.window as Record<string, unknown>)[LEGACY_APP_GLOBAL] as Partial<LegacyContentUi> | undefined;
  if (typeof app?.renderContent !== 'function') throw new Error(LEGACY_APP_HAS_NO_CONTENT);
  app.renderContent({ container: payload.container, page: payload.page, title: payload.title, language: deps.language() });
}
