import type { AppConfig } from '../config';
import type { KeyValueStorage } from '../storage';
import { loadOutsideScript } from './loadScript';
import type { ScriptLoadingPlatform } from './loadScript';

/**
 * The device-risk script (features.md §4.9): a fraud-prevention vendor's script that profiles the
 * device once per login under a process id the shell makes up. Later security steps hand that id
 * to the bank, which asks the vendor how risky the device looked.
 */

/** `urlsConfig` keys of the script and of its integrity (docs/sandbox-api.md, Device risk). */
export const DEVICE_RISK_URL_KEY = 'deviceRisk';
export const DEVICE_RISK_INTEGRITY_KEY = 'deviceRiskIntegrity';

/** Local storage: the process id of this login's profiling (features.md §3). */
export const DEVICE_RISK_PROCESS_ID_KEY = 'device-risk-process-id';

/** The global the script defines once it has started profiling. */
export const DEVICE_RISK_GLOBAL = 'bankDeviceRisk';

/** What the device-risk step says when it has no process id to hand over (features.md §5, §8). */
export const PROCESS_ID_NOT_PRESENT = 'processId is not present';

/** What the console says when the script fails to load or to start (features.md §8). */
export const FRAUD_DETECTION_NOT_INITIALISED = 'The fraud-detection component could not be initialised';

/** What the script is told the device is: the browser, or the bank's app on one of its platforms. */
export type DeviceRiskDeviceType = 'web' | 'android' | 'ios';

/** The script's query parameters: process id, device type, and a random value against caches. */
const PARAMETER = { processId: 'processId', deviceType: 'deviceType', random: 'r' } as const;

/** The id of a page whose browser blocks storage. */
let processIdOnThisPage: string | null = null;

function storeProcessId(storage: KeyValueStorage | null, processId: string | null): void {
  processIdOnThisPage = processId;
  if (processId === null) storage?.remove(DEVICE_RISK_PROCESS_ID_KEY);
  else storage?.set(DEVICE_RISK_PROCESS_ID_KEY, processId);
}

function storedProcessId(storage: KeyValueStorage | null): string | null {
  return (storage ? storage.get(DEVICE_RISK_PROCESS_ID_KEY) : processIdOnThisPage) || null;
}

/**
 * The device-risk step (features.md §5): the process id this login's profiling ran under, to go
 * with a security operation. Without one it says {@link PROCESS_ID_NOT_PRESENT} on the console and
 * answers null: the operation goes on, and the bank judges it without the device's profile.
 */
export function deviceRiskProcessId(storage: KeyValueStorage | null, logError: (error: unknown) => void): string | null {
  const processId = storedProcessId(storage);
  if (processId === null) logError(new Error(PROCESS_ID_NOT_PRESENT));
  return processId;
}

/** Forgets the process id (logout): the next customer on this device gets a profiling of their own. */
export function forgetDeviceRiskProcessId(storage: KeyValueStorage | null): void {
  storeProcessId(storage, null);
}

export interface DeviceRiskPlatform extends ScriptLoadingPlatform {
  /** Where the script defines its global. */
  window: object;
  /** The shell's local storage; null where the browser blocks it (then this page remembers). */
  storage: KeyValueStorage | null;
  /** A new random id (`crypto.randomUUID`). */
  randomId: () => string;
  logError: (error: unknown) => void;
}

export interface DeviceProfiling {
  deviceType: DeviceRiskDeviceType;
  /** Inside the bank's app: hands the process id to the app's fraud-detection SDK. */
  sendToNativeSdk?: ((processId: string) => Promise<unknown>) | undefined;
  timeoutMs: number;
}

function startedFor(win: object, processId: string): boolean {
  const started: unknown = (win as Record<string, unknown>)[DEVICE_RISK_GLOBAL];
  return typeof started === 'object' && started !== null && (started as { processId?: unknown }).processId === processId;
}

/**
 * Profiles the device for this login (features.md §4.9): a new process id, kept in local storage
 * before anything else so that a security step finds it at once, the script loaded with it, the
 * device type and a random value, and inside the app the id handed to its SDK. A script that fails
 * to load or to start is said once on the console ({@link FRAUD_DETECTION_NOT_INITIALISED}); the
 * customer goes on. Resolves with the process id; null when the bank configures no script.
 */
export async function profileDevice(config: AppConfig, profiling: DeviceProfiling, platform: DeviceRiskPlatform): Promise<string | null> {
  const configured = config.urlsConfig[DEVICE_RISK_URL_KEY];
  if (!configured || !URL.canParse(configured)) return null;
  const processId = platform.randomId();
  storeProcessId(platform.storage, processId);

  const url = new URL(configured);
  url.searchParams.set(PARAMETER.processId, processId);
  url.searchParams.set(PARAMETER.deviceType, profiling.deviceType);
  url.searchParams.set(PARAMETER.random, platform.randomId());
  const integrity = config.urlsConfig[DEVICE_RISK_INTEGRITY_KEY] || undefined;

  const sentToSdk = profiling.sendToNativeSdk?.(processId).catch(platform.logError);
  try {
    await loadOutsideScript(platform, { url: url.href, integrity }, profiling.timeoutMs);
    if (!startedFor(platform.window, processId))
      throw new Error(`${url.origin}${url.pathname} did not define window.${DEVICE_RISK_GLOBAL}`);
  } catch (cause) {
    platform.logError(new Error(FRAUD_DETECTION_NOT_INITIALISED, { cause }));
  }
  await sentToSdk;
  return processId;
}
