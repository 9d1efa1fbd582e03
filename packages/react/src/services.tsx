import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { FeatureRegistry } from './featureRegistry';
import type {
  AppConfig,
  Channel,
  HttpClient,
  I18n,
  LayoutController,
  NativeService,
  Router,
  Session,
  ShellEventBus,
} from '@bank-shell/core';

/**
 * What the shell hands to every feature. Features reach services only through these typed
 * handles, never by importing shell internals (STYLE.md, example 4).
 */
export interface ShellServices {
  readonly appName: string;
  readonly http: HttpClient;
  readonly session: Session;
  readonly router: Router;
  readonly i18n: I18n;
  /** The page layout (shell.md §2.3); features ask for theirs with `useLayout`. */
  readonly layout: LayoutController;
  /** The event bus: allowed topics only, payloads checked (shell.md §3, §5). */
  readonly events: ShellEventBus;
  /** Which client the page is and the channel code it counts under (shell.md §6). */
  readonly channel: Channel;
  /**
   * The app's native capabilities by method name (features.md §4.5): the wrapper's inside the
   * native app, the browser's stand-ins elsewhere. `wrapper` is null in a plain browser.
   */
  readonly native: NativeService;
  /** The lifecycle of each feature module, by URL: loading, bootstrapping, mounting (issue 15 §3). */
  readonly features: FeatureRegistry;
  /** The bank's `config/appConfig` (features.md §3), or null until it has arrived. */
  readonly config: () => AppConfig | null;
}

const ShellServicesContext = createContext<ShellServices | null>(null);

export function ShellProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <ShellServicesContext.Provider value={services}>{children}</ShellServicesContext.Provider>;
}

/** The shell's services; throws when used outside `ShellProvider`, which is always a wiring bug. */
export function useShell(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShell must be used inside <ShellProvider>');
  return services;
}
