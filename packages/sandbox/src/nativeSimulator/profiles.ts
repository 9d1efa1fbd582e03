/**
 * The native wrappers the simulator can play (docs/native-bridge.md): the current wrapper object on
 * both platforms, an iOS one older than native URL handling, and the two legacy transports.
 */

/** The languages of the simulator page: the bank's two. */
export type SimulatorLanguage = 'es-ES' | 'en-GB';

/**
 * How the wrapper and the web app talk: the `bankNativeWrapper` object and its reply event, the
 * legacy Android interface object, or the legacy iOS hidden frames (`bankapp://bridge?message=`).
 */
export type SimulatedTransport = 'wrapper' | 'android-interface' | 'ios-frame';

export interface SimulatorProfile {
  /** What `?native-simulator=` names, e.g. `android-1.7.2`. */
  readonly id: string;
  readonly label: Readonly<Record<SimulatorLanguage, string>>;
  readonly platform: 'android' | 'ios';
  /** `major.minor.patch`: the wrapper's `version`, or what a legacy one answers its start-up with. */
  readonly version: string;
  readonly transport: SimulatedTransport;
  /** The client page the app opens inside this wrapper (`/clients/<client id>/`, shell.md §6). */
  readonly clientId: 'bank-android' | 'bank-ios';
}

/** The query parameter of the shell page that asks for the simulated wrapper. */
export const NATIVE_SIMULATOR_PARAMETER = 'native-simulator';

/** Where the simulator lives on the app host. */
export const NATIVE_SIMULATOR_PATH = '/native-simulator/';

const sameInBoth = (label: string): Readonly<Record<SimulatorLanguage, string>> => ({ 'es-ES': label, 'en-GB': label });

/**
 * Every wrapper the simulator plays, the first being the default. iOS 1.6.9 is older than
 * native URL handling (1.7.0, shell.md §9), so the app opens external links itself there. The
 * legacy versions are what a legacy wrapper answers the start-up with; its iOS mark is
 * `BancoAlbaApp/<version>` in the user agent.
 */
export const NATIVE_SIMULATOR_PROFILES: readonly SimulatorProfile[] = [
  {
    id: 'android-1.7.2',
    label: sameInBoth('Android 1.7.2'),
    platform: 'android',
    version: '1.7.2',
    transport: 'wrapper',
    clientId: 'bank-android',
  },
  { id: 'ios-1.7.4', label: sameInBoth('iOS 1.7.4'), platform: 'ios', version: '1.7.4', transport: 'wrapper', clientId: 'bank-ios' },
  { id: 'ios-1.6.9', label: sameInBoth('iOS 1.6.9'), platform: 'ios', version: '1.6.9', transport: 'wrapper', clientId: 'bank-ios' },
  {
    id: 'legacy-android',
    label: { 'es-ES': 'Android antiguo (1.6.0)', 'en-GB': 'Legacy Android (1.6.0)' },
    platform: 'android',
    version: '1.6.0',
    transport: 'android-interface',
    clientId: 'bank-android',
  },
  {
    id: 'legacy-ios',
    label: { 'es-ES': 'iOS antiguo (1.5.0)', 'en-GB': 'Legacy iOS (1.5.0)' },
    platform: 'ios',
    version: '1.5.0',
    transport: 'ios-frame',
    clientId: 'bank-ios',
  },
];

/** The profile a `?native-simulator=` value names; undefined for anything else. */
export function findSimulatorProfile(id: string | undefined): SimulatorProfile | undefined {
  return NATIVE_SIMULATOR_PROFILES.find((profile) => profile.id === id);
}
