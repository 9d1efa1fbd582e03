// A later entry of core: it reaches the main entry by name, so the page holds one copy of it.
import { schema as v } from '@bank-shell/core';
import type { Schema } from '../schema';
import {
  NATIVE_ERROR_CODE,
  NATIVE_MESSAGE,
  NATIVE_METHOD,
  NATIVE_NO_ERROR_CODE,
  NATIVE_REPLY_EVENT,
  WEB_APP_STATUS_BRIDGE_READY,
} from './constants';
import type { NativeWrapper } from './detect';
import { NativeBridgeError } from './errors';
import { describeNativeErrorCode, isNativeErrorCode, NATIVE_BRIDGE_ERROR } from './errorCodes';
import { nativeMethodSpec } from './methods';
import type { NativeCapabilities, NativeParams, NativeService } from './types';
import { supportsNativeUrlHandling } from './versions';

export interface NativeBridgeTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface NativeBridgeOptions {
  /** The wrapper (`findNativeWrapper`); null in a plain browser, where the web fallback answers. */
  wrapper: NativeWrapper | null;
  /** Where the wrapper dispatches its replies: the window. */
  replies: Pick<EventTarget, 'addEventListener'>;
  timers: NativeBridgeTimers;
  /** An id no other script can guess (`crypto.randomUUID`), so a reply cannot be forged for a call. */
  createId: () => string;
  /** The browser versions (`createWebCapabilities`). */
  web: NativeCapabilities;
  logError: (error: unknown) => void;
}

export interface NativeBridge extends NativeService {
  /** A message that expects no reply (a status, the native login). Nothing happens in a browser. */
  notify(method: string, params?: NativeParams): void;
}

const codeSchema = v.pipe(v.unknown(), (code) =>
  typeof code === 'string' || typeof code === 'number' ? null : 'Expected a string or number code',
);

/**
 * What the app sends back: the request's id and a result, or an error with a code (a number from
 * -1 to 74 in the app; 200 is no error), a description and a detail (features.md §7, §8).
 */
const replySchema = v.object({
  id: v.string(),
  result: v.optional(v.unknown()),
  error: v.optional(v.object({ code: codeSchema, description: v.optional(v.string()), detail: v.optional(v.unknown()) })),
});

function readReply(event: Event): unknown {
  const detail: unknown = 'detail' in event ? event.detail : undefined;
  if (typeof detail !== 'string') return detail;
  try {
    return JSON.parse(detail) as unknown;
  } catch {
    return undefined;
  }
}

/** The time-out message of a call that waited `timeoutMs`. */
export const nativeTimeoutMessage = (timeoutMs: number): string => `The native app did not answer within ${timeoutMs} ms`;

/**
 * The error of a reply: the app's own code (-1 to 74) with its description, or the table's meaning
 * when it sent none; `NOT_IMPLEMENTED` for a method the app lacks; any other code is unknown (-1),
 * with what was sent kept in the detail.
 */
function toBridgeError(code: string | number, description: string | undefined, detail: unknown): NativeBridgeError {
  if (code === NATIVE_ERROR_CODE.notImplemented) return new NativeBridgeError(code, description ?? NATIVE_MESSAGE.notImplemented, detail);
  if (typeof code === 'number' && isNativeErrorCode(code))
    return new NativeBridgeError(code, description ?? describeNativeErrorCode(code), detail);
  const unknown = NATIVE_BRIDGE_ERROR.unknown;
  return new NativeBridgeError(unknown, describeNativeErrorCode(unknown), { code, description, detail });
}

interface PendingCall {
  resolve: (result: unknown) => void;
  reject: (error: NativeBridgeError) => void;
  timer: unknown;
}

/**
 * The bridge from the web app to the app's native capabilities (features.md §4.5). A call is a
 * JSON message `{ id, method, params }` to the wrapper, answered by a `bank-native-reply` event
 * within the 2 s bridge time-out. A method the app lacks falls back to the browser version;
 * native errors are logged and rethrown (shell.md §8).
 */
export function createNativeBridge({ wrapper, replies, timers, createId, web, logError }: NativeBridgeOptions): NativeBridge {
  const pending = new Map<string, PendingCall>();

  replies.addEventListener(NATIVE_REPLY_EVENT, (event) => {
    const reply = v.safeParse(replySchema, readReply(event));
    // Anyone on the page can dispatch this event: only a well-formed reply to an open call counts.
    if (!reply.success) {
      logError(new Error('Ignored a malformed native reply'));
      return;
    }
    const call = pending.get(reply.output.id);
    if (!call) return;
    pending.delete(reply.output.id);
    timers.clearTimeout(call.timer);
    const { error, result } = reply.output;
    if (error && error.code !== NATIVE_NO_ERROR_CODE)
      call.reject(toBridgeError(error.code as string | number, error.description, error.detail));
    else call.resolve(result);
  });

  const send = (app: NativeWrapper, method: string, params: unknown, timeoutMs: number): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const id = createId();
      const timer = timers.setTimeout(() => {
        pending.delete(id);
        reject(new NativeBridgeError(NATIVE_ERROR_CODE.timeout, nativeTimeoutMessage(timeoutMs), { method }));
      }, timeoutMs);
      pending.set(id, { resolve, reject, timer });
      try {
        app.postMessage(JSON.stringify({ id, method, params }));
      } catch (error) {
        pending.delete(id);
        timers.clearTimeout(timer);
        reject(new NativeBridgeError(NATIVE_ERROR_CODE.unreachable, NATIVE_MESSAGE.unreachable, error));
      }
    });

  const usesWeb = (app: NativeWrapper | null, method: string): app is null =>
    app === null || (method === NATIVE_METHOD.openExternalLink && !supportsNativeUrlHandling(app));

  const callApp = async (method: string, params: NativeParams): Promise<unknown> => {
    // Only the table's methods, with the parameters it names, reach the app (features.md §5, §7).
    const spec = nativeMethodSpec(method);
    if (!spec) throw new NativeBridgeError(NATIVE_ERROR_CODE.capabilityNotAvailable, NATIVE_MESSAGE.capabilityNotAvailable, { method });
    const checked = v.safeParse(spec.params, params);
    if (!checked.success)
      throw new NativeBridgeError(NATIVE_ERROR_CODE.invalidParameters, NATIVE_MESSAGE.parameterNotValid, checked.issues);
    if (usesWeb(wrapper, method)) return web.call(method, checked.output as NativeParams);
    try {
      const answer = await send(wrapper, method, checked.output, spec.timeoutMs);
      // What the app answers is input like any other (SECURITY.md rule 11).
      const result = v.safeParse(spec.result, answer);
      if (!result.success) throw new NativeBridgeError(NATIVE_ERROR_CODE.invalidResult, NATIVE_MESSAGE.invalidResult, { method });
      return result.output;
    } catch (error) {
      if (error instanceof NativeBridgeError && error.code === NATIVE_ERROR_CODE.notImplemented)
        return web.call(method, checked.output as NativeParams);
      logError(error);
      throw error;
    }
  };

  return {
    wrapper: wrapper && { platform: wrapper.platform, version: wrapper.version },
    call: async <T>(method: string, params: NativeParams = {}, result?: Schema<T>): Promise<T> => {
      const answer = await callApp(method, params);
      if (!result) return answer as T;
      // A feature may narrow the table's result further.
      const checked = v.safeParse(result, answer);
      if (!checked.success) throw new NativeBridgeError(NATIVE_ERROR_CODE.invalidResult, NATIVE_MESSAGE.invalidResult, { method });
      return checked.output;
    },
    notify: (method, params = {}) => wrapper?.postMessage(JSON.stringify({ method, params })),
  };
}

/** Sets the bridge up and tells the app the web app is ready for it (features.md §4.5). */
export function startNativeBridge(options: NativeBridgeOptions): NativeBridge {
  const bridge = createNativeBridge(options);
  bridge.notify(NATIVE_METHOD.setWebAppStatus, { status: WEB_APP_STATUS_BRIDGE_READY });
  return bridge;
}

/** The native login (shell.md §2.6): why it is asked for, and the path to show after it. */
export function requestNativeLogin(bridge: NativeBridge, { reason, postNavigation }: { reason: 'default'; postNavigation: string }): void {
  bridge.notify(NATIVE_METHOD.login, { reason, postNavigation });
}
