import { lazy } from 'react';
import type * as SignedInScreens from './screens';

type Screens = typeof SignedInScreens;

let loading: Promise<Screens> | null = null;

/** Starts loading the signed-in chunk once; later calls share the same promise. */
export function loadSignedInScreens(): Promise<Screens> {
  loading ??= import('./screens').catch((error: unknown) => {
    // A failed load (network down) may be retried on the next render.
    loading = null;
    throw error;
  });
  return loading;
}

/* Lazy versions of `./screens`: render them inside a `<Suspense>` boundary. */
export const MainNavigation = lazy(async () => ({ default: (await loadSignedInScreens()).MainNavigation }));
export const ProfileSwitcher = lazy(async () => ({ default: (await loadSignedInScreens()).ProfileSwitcher }));
export const LogoutScreen = lazy(async () => ({ default: (await loadSignedInScreens()).LogoutScreen }));
export const ModalScreen = lazy(async () => ({ default: (await loadSignedInScreens()).ModalScreen }));
