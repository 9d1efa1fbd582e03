import type { Schema } from '../schema';
import type { NativePlatform } from './detect';

export type NativeParams = Readonly<Record<string, unknown>>;

/** Native capabilities by method name: the app's, or the browser's stand-ins. */
export interface NativeCapabilities {
  call(method: string, params?: NativeParams): Promise<unknown>;
}

/** What features see of the wrapper: which app and which version, not its message channel. */
export interface NativeWrapperInfo {
  readonly platform: NativePlatform;
  readonly version: string;
}

/** The bridge as the shell hands it to features (`useShell().native`). */
export interface NativeService {
  /** The wrapper around the page; null in a plain browser. */
  readonly wrapper: NativeWrapperInfo | null;
  /** Calls a native method; with a schema, the app's result is checked before it is returned. */
  call<T = unknown>(method: string, params?: NativeParams, result?: Schema<T>): Promise<T>;
}
