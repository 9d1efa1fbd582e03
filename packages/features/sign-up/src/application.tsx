import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { activateApplication, getApplication } from './api';
import type { Activation, Application } from './api';
import { useSignUpHttp } from './useSignUpHttp';

/** The application of this browser, as the feature last read it. */
export type ApplicationState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'none' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'ready'; readonly application: Application };

export interface ApplicationStore {
  readonly state: ApplicationState;
  /** Reads `GET …/current` again. */
  readonly reload: () => void;
  /** What a call answered: the application as it is now, or none (cancelled). */
  readonly replace: (application: Application | null) => void;
  /**
   * Activates the application once: a second call while the first is under way or after it
   * succeeded answers the same (React's StrictMode runs effects twice; people click twice).
   * After a failure the next call tries again.
   */
  readonly activate: () => Promise<Activation>;
}

const ApplicationContext = createContext<ApplicationStore | null>(null);

export function ApplicationProvider({ children }: { children: ReactNode }) {
  const http = useSignUpHttp();
  const [state, setState] = useState<ApplicationState>({ kind: 'loading' });
  const [reads, setReads] = useState(0);
  const activation = useRef<Promise<Activation> | null>(null);

  useEffect(() => {
    let current = true;
    getApplication(http).then(
      (application) => current && setState(application === null ? { kind: 'none' } : { kind: 'ready', application }),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [http, reads]);

  const reload = useCallback(() => {
    setState({ kind: 'loading' });
    setReads((count) => count + 1);
  }, []);

  const replace = useCallback((application: Application | null) => {
    setState(application === null ? { kind: 'none' } : { kind: 'ready', application });
  }, []);

  const activate = useCallback(() => {
    if (activation.current !== null) return activation.current;
    const started = activateApplication(http);
    activation.current = started;
    started.catch(() => {
      if (activation.current === started) activation.current = null;
    });
    return started;
  }, [http]);

  const store = useMemo(() => ({ state, reload, replace, activate }), [state, reload, replace, activate]);
  return <ApplicationContext.Provider value={store}>{children}</ApplicationContext.Provider>;
}

export function useApplicationStore(): ApplicationStore {
  const store = useContext(ApplicationContext);
  if (store === null) throw new Error('useApplicationStore needs an ApplicationProvider above it');
  return store;
}

/** The application of a page that needs one: only rendered once it is read (see `WithApplication`). */
export function useApplication(): Application {
  const { state } = useApplicationStore();
  if (state.kind !== 'ready') throw new Error('useApplication is for pages shown once the application is read');
  return state.application;
}
