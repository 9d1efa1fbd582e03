import { loadOnce } from '@bank-shell/core';
import type { Clock, ResponseCache, Session } from '@bank-shell/core';

/** The GET cache of shell.md §7, which exists while a customer is logged in. */
export interface ResponseCacheHolder {
  /** The cache, once its module has loaded; undefined before (every call then goes to the bank). */
  current(): ResponseCache | undefined;
  /** Loads the cache's module once; a failed load is reported, and the next login tries again. */
  ensure(): Promise<void>;
  /** Creates the cache at login, and empties it at logout: nothing of one customer stays for the next. */
  followSession(session: Pick<Session, 'state'>): () => void;
}

export function createResponseCacheHolder(
  clock: Clock,
  /** Core's `@bank-shell/core/cache` entry. */
  loadModule: () => Promise<{ createResponseCache: (options: { now: () => number }) => ResponseCache }>,
  logError: (error: unknown) => void,
): ResponseCacheHolder {
  let cache: ResponseCache | undefined;
  const load = loadOnce(() =>
    loadModule().then(({ createResponseCache }) => {
      cache ??= createResponseCache({ now: () => clock.now() });
    }),
  );
  const ensure = (): Promise<void> => load().catch(logError);
  return {
    current: () => cache,
    ensure,
    followSession(session) {
      const follow = () => {
        const { status } = session.state.getSnapshot();
        if (status === 'unauthenticated') cache?.clear();
        if (status === 'completed') void ensure();
      };
      follow();
      return session.state.subscribe(follow);
    },
  };
}
