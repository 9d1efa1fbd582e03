// A later entry of core: it reaches the main entry by name, so the page holds one copy of it.
import { schema as v } from '@bank-shell/core';
import type { Session, SessionSnapshot } from '../session';
import type { NativeBridge } from './bridge';
import type { NativeWrapperInfo } from './types';
import { NATIVE_METHODS } from './methods';
import type { NativeMethodResult } from './methods';
import { isVersionAtLeast } from './versions';

/**
 * The session bridge (shell.md §4, §7, §9): from Android 1.7.2 and iOS 1.7.4 the app owns the
 * customer's session. The web asks it for the active profile id and the profiles (2 s each) and
 * takes them over; the app tells the web when its session changed, and the web tells the app when
 * the customer switches profile or logs out here.
 *
 * Who refreshes tokens: the app, and only the app. The web never sends a refresh token to the bank
 * while the app owns the session; where it would refresh, it asks the app for its profiles again
 * ({@link SessionBridge.refresh}). Two owners would spend the same refresh token twice, and the
 * bank rotates it on each use.
 */

/** The first versions whose app owns the session (shell.md §9, features.md §4.5). */
export const SESSION_BRIDGE_MIN_VERSION = { android: '1.7.2', ios: '1.7.4' } as const;

/** The event the app dispatches on `window` when its session changed: `{ name: 'sessionChanged' }`. */
export const NATIVE_NOTIFICATION_EVENT = 'bank-native-notification';
export const NATIVE_SESSION_CHANGED = 'sessionChanged';

/** What the web tells the app: no reply expected. */
export const SESSION_BRIDGE_NOTICE = {
  /** The customer switched profile in the web: `{ profileId }`. */
  setActiveProfile: 'setActiveProfile',
  /** The customer logged out in the web. */
  logout: 'logout',
} as const;

/** Whether the wrapper's app owns the session (Android 1.7.2+, iOS 1.7.4+). */
export const supportsSessionBridge = (wrapper: NativeWrapperInfo): boolean =>
  isVersionAtLeast(wrapper.version, SESSION_BRIDGE_MIN_VERSION[wrapper.platform]);

/**
 * What the web stores in place of the refresh token the app keeps: never a token the bank knows,
 * so a refresh the web sent by mistake could only fail, not spend the app's token.
 */
export const APP_HELD_REFRESH_TOKEN = 'held-by-the-native-app';

const notificationSchema = v.object({ name: v.picklist([NATIVE_SESSION_CHANGED]) });

export interface SessionBridgeOptions {
  bridge: Pick<NativeBridge, 'call' | 'notify'>;
  session: Session;
  /** Where the app's notifications arrive: the window. */
  notifications: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  logError: (error: unknown) => void;
}

/** The token a refresh through the app gives, as the token keeper reads a refresh. */
export type AppRefreshOutcome =
  { kind: 'refreshed'; accessToken: string; refreshToken: undefined; expiresInSeconds: number } | { kind: 'expired' } | { kind: 'failed' };

export interface SessionBridge {
  /** Reads the app's session into the web's; with no active profile (or `bootstrap`), the web has none. */
  pull(): Promise<void>;
  /** The web's refresh of a profile: the app's current token for it (the app refreshes its own). */
  refresh(profileId: string): Promise<AppRefreshOutcome>;
  stop(): void;
}

interface AppSession {
  activeProfileId: string | null;
  profiles: NativeMethodResult<'getProfiles'>;
}

export function startSessionBridge({ bridge, session, notifications, logError }: SessionBridgeOptions): SessionBridge {
  /** What the app said last: a change the web makes to match it is not told back to the app. */
  let told: { activeProfileId: string | null; signedIn: boolean } = { activeProfileId: null, signedIn: false };
  /** True while the web takes the app's session over: those changes are the app's own. */
  let applying = false;

  const readApp = async (): Promise<AppSession> => {
    const [active, profiles] = await Promise.all([
      // The table's own result shapes, already checked by the bridge: here they give the types.
      bridge.call('getActiveProfileId', {}, NATIVE_METHODS.getActiveProfileId.result),
      bridge.call('getProfiles', {}, NATIVE_METHODS.getProfiles.result),
    ]);
    return { activeProfileId: active.profileId, profiles };
  };

  const apply = ({ activeProfileId, profiles }: AppSession): void => {
    const active = profiles.find((profile) => profile.profileId === activeProfileId);
    applying = true;
    try {
      // The bootstrap id, or none, names no listed profile: the app has no customer signed in.
      if (!active) {
        told = { activeProfileId: null, signedIn: false };
        if (session.state.getSnapshot().status !== 'unauthenticated') session.logoutProfiles(() => undefined);
        return;
      }
      told = { activeProfileId: active.profileId, signedIn: true };
      const held = profiles.map((profile) => ({ ...profile, refreshToken: APP_HELD_REFRESH_TOKEN }));
      if (session.adopt(active.personId, held)) session.activateProfile(active.profileId);
    } finally {
      applying = false;
    }
  };

  const pull = async (): Promise<void> => {
    try {
      apply(await readApp());
    } catch (error) {
      // The bridge logged it; the web keeps what it has.
      logError(error);
    }
  };

  const onNotification = (event: Event): void => {
    const detail: unknown = 'detail' in event ? event.detail : undefined;
    if (!v.safeParse(notificationSchema, detail).success) {
      logError(new Error('Ignored a malformed native notification'));
      return;
    }
    void pull();
  };
  notifications.addEventListener(NATIVE_NOTIFICATION_EVENT, onNotification);

  // The web's own changes go to the app: a profile switch, a logout.
  const tellApp = (snapshot: SessionSnapshot): void => {
    if (applying) return;
    const signedIn = snapshot.status === 'completed';
    if (told.signedIn && !signedIn) {
      told = { activeProfileId: null, signedIn: false };
      bridge.notify(SESSION_BRIDGE_NOTICE.logout);
    } else if (signedIn && snapshot.activeProfileId !== null && snapshot.activeProfileId !== told.activeProfileId) {
      told = { activeProfileId: snapshot.activeProfileId, signedIn: true };
      bridge.notify(SESSION_BRIDGE_NOTICE.setActiveProfile, { profileId: snapshot.activeProfileId });
    }
  };
  const stopTelling = session.state.subscribe(() => tellApp(session.state.getSnapshot()));

  return {
    pull,
    async refresh(profileId) {
      try {
        const { profiles } = await readApp();
        const profile = profiles.find((candidate) => candidate.profileId === profileId);
        if (!profile) return { kind: 'expired' };
        return {
          kind: 'refreshed',
          accessToken: profile.accessToken,
          refreshToken: undefined,
          expiresInSeconds: profile.accessTokenTimeToLive,
        };
      } catch (error) {
        logError(error);
        return { kind: 'failed' };
      }
    },
    stop() {
      notifications.removeEventListener(NATIVE_NOTIFICATION_EVENT, onNotification);
      stopTelling();
    },
  };
}
