import { createElement, lazy } from 'react';
import type { ComponentType } from 'react';
import { loadOnce } from '@bank-shell/core';
import type * as SignedInScreens from './screens';

type Screens = typeof SignedInScreens;

let loaded: Screens | null = null;

/** Starts loading the signed-in chunk once; later calls share it, a failed load is tried again. */
export const loadSignedInScreens: () => Promise<Screens> = loadOnce(() =>
  import('./screens').then((screens) => {
    loaded = screens;
    return screens;
  }),
);

/**
 * One screen of the chunk. Once the chunk is in, it renders at once; before that it suspends
 * (render it inside a `<Suspense>` boundary) while the chunk loads. Signed-in routes wait for the
 * chunk before they show, so their chrome never appears after their content.
 */
function signedInScreen<Props extends object>(name: string, pick: (screens: Screens) => ComponentType<Props>): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: pick(await loadSignedInScreens()) }));
  function SignedInScreen(props: Props) {
    return createElement(loaded ? pick(loaded) : Lazy, props);
  }
  SignedInScreen.displayName = name;
  return SignedInScreen;
}

export const MainNavigation = signedInScreen('MainNavigation', (screens) => screens.MainNavigation);
export const ProfileSwitcher = signedInScreen('ProfileSwitcher', (screens) => screens.ProfileSwitcher);
export const LogoutScreen = signedInScreen('LogoutScreen', (screens) => screens.LogoutScreen);
export const ModalScreen = signedInScreen('ModalScreen', (screens) => screens.ModalScreen);
