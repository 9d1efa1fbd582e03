import type { HttpClient, Session } from '@bank-shell/core';
import { useEffect } from 'react';
import { useHttp, useShell } from '@bank-shell/react';
import { createAnonymousAccess, withAnonymousToken } from './anonymousAccess';

/** One sign-up client per shell client, so every page shares its anonymous token and its request. */
const clients = new WeakMap<HttpClient, HttpClient>();

/** The browser's clock, for the anonymous profile's expiry. */
const wallClock = (): number => Date.now();

function signUpClientOf(http: HttpClient, session: Session): HttpClient {
  let client = clients.get(http);
  if (client === undefined) {
    client = withAnonymousToken(http, createAnonymousAccess(http, session, wallClock));
    clients.set(http, client);
  }
  return client;
}

/**
 * The API client of the sign-up's calls: the shell's, with the prospect's anonymous token as the
 * bearer of each (shell.md §4; `anonymousAccess.ts`). The same object on every render.
 */
export function useSignUpHttp(): HttpClient {
  return signUpClientOf(useHttp(), useShell().session);
}

/**
 * Keeps the anonymous profile to the sign-up: when the prospect leaves it, the session's anonymous
 * profile goes, so its token reaches no other page's calls (shell.md §4: it would go first). A
 * reload keeps it: it is stored, and used again while it lives.
 */
export function useAnonymousProfileOnlyHere(): void {
  const { session } = useShell();
  useEffect(
    () => () => {
      if (session.state.getSnapshot().anonymousProfile !== null) session.setAnonymousProfile(null);
    },
    [session],
  );
}
