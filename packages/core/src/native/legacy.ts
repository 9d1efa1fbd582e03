// A later entry of core: it reaches the main entry by name, so the page holds one copy of it.
import { schema as v } from '@bank-shell/core';
import { NATIVE_METHOD, NATIVE_REPLY_EVENT, WEB_APP_STATUS_BRIDGE_READY } from './constants';
import type { NativeWrapper } from './detect';

/**
 * The legacy transports (features.md §4.5): wrappers older than the `bankNativeWrapper` object
 * talk through a URL scheme loaded in a hidden frame (iOS) or a JavaScript interface object
 * (Android), and answer by calling a function the page defines. Behind them the bridge is the same
 * as with the new wrapper: the same messages, the same replies, the same method table.
 */

/** Legacy bridge start-up time-out (features.md §9), when it is enabled. */
export const LEGACY_BRIDGE_STARTUP_TIMEOUT_MS = 1_500;

/** The interface object a legacy Android wrapper adds to `window` (`addJavascriptInterface`). */
export const LEGACY_ANDROID_INTERFACE = 'BankAndroidBridge';
/** What a legacy iOS wrapper adds to the user agent: it puts nothing on `window` to find. */
export const LEGACY_IOS_USER_AGENT_MARK = 'BancoAlbaApp/';

/**
 * Whether the page may run in a legacy wrapper: only its start-up, with its 1500 ms time-out, can
 * tell for sure. The shell's first page asks the same with the same two marks (`nativeService.ts`,
 * where a test holds the two together), without loading this module in a plain browser.
 */
export const mayHaveLegacyWrapper = (win: object, userAgent: string): boolean =>
  Reflect.has(win, LEGACY_ANDROID_INTERFACE) || userAgent.includes(LEGACY_IOS_USER_AGENT_MARK);

/** The scheme a legacy iOS wrapper intercepts: `bankapp://bridge?message=<JSON>`. */
export const LEGACY_IOS_SCHEME = 'bankapp';
/** The function on `window` a legacy wrapper calls with each reply, a JSON string. */
export const LEGACY_REPLY_FUNCTION = 'bankNativeLegacyReply';

/** Said in the console when no legacy wrapper answered in time. */
export const LEGACY_BRIDGE_MESSAGE = {
  notStarted: `The legacy native bridge did not answer within ${LEGACY_BRIDGE_STARTUP_TIMEOUT_MS} ms: the browser versions are used`,
} as const;

export type LegacyTransportKind = 'ios-frame' | 'android-interface';

/** Sends one JSON message to a legacy wrapper. */
export type LegacySend = (message: string) => void;

export interface LegacyPage {
  readonly window: object;
  readonly document: Pick<Document, 'createElement' | 'documentElement'>;
  readonly userAgent: string;
  /** Removes the iOS frame once its navigation has been handed to the app. */
  readonly defer: (callback: () => void) => void;
}

/**
 * Which legacy transport the page can use: Android's interface object when it is there, the iOS
 * frame when the user agent carries the app's mark, none in a browser.
 */
export function findLegacyTransport(page: LegacyPage): { kind: LegacyTransportKind; send: LegacySend } | null {
  const androidInterface: unknown = Reflect.get(page.window, LEGACY_ANDROID_INTERFACE);
  if (typeof androidInterface === 'object' && androidInterface !== null) {
    const postMessage: unknown = Reflect.get(androidInterface, 'postMessage');
    if (typeof postMessage === 'function') {
      return { kind: 'android-interface', send: (message) => void postMessage.call(androidInterface, message) };
    }
  }
  if (page.userAgent.includes(LEGACY_IOS_USER_AGENT_MARK)) return { kind: 'ios-frame', send: iosFrameSend(page) };
  return null;
}

/** Each message is a navigation of a new hidden frame, which the app intercepts and cancels. */
function iosFrameSend({ document: doc, defer }: LegacyPage): LegacySend {
  return (message) => {
    const frame = doc.createElement('iframe');
    frame.hidden = true;
    frame.tabIndex = -1;
    frame.setAttribute('aria-hidden', 'true');
    frame.src = `${LEGACY_IOS_SCHEME}://bridge?message=${encodeURIComponent(message)}`;
    doc.documentElement.appendChild(frame);
    defer(() => frame.remove());
  };
}

/**
 * Defines the function the legacy wrapper answers through, and hands each answer to `replies` as
 * the new wrapper's reply event, so one reply handler serves both. Anyone on the page can call it,
 * as anyone can dispatch the event: only an answer naming an open call's unguessable id counts.
 */
export function installLegacyReplyPath(win: object, replies: EventTarget): void {
  Object.defineProperty(win, LEGACY_REPLY_FUNCTION, {
    value: (message: unknown) => void replies.dispatchEvent(new CustomEvent(NATIVE_REPLY_EVENT, { detail: message })),
    configurable: false,
    writable: false,
  });
}

const handshakeReplySchema = v.object({
  id: v.string(),
  result: v.object({ platform: v.picklist(['android', 'ios']), version: v.pipe(v.string(), v.regex(/^\d+\.\d+\.\d+$/)) }),
});

export interface LegacyStartOptions {
  send: LegacySend;
  replies: EventTarget;
  timers: { setTimeout: (callback: () => void, ms: number) => unknown; clearTimeout: (handle: unknown) => void };
  createId: () => string;
}

/**
 * The legacy start-up (features.md §4.5): the web app tells the app it is ready, as a call the app
 * answers with its platform and version, within 1500 ms. The answer makes the legacy transport a
 * wrapper like the new one; no answer (or a malformed one) means the browser versions: null.
 */
export function startLegacyTransport({ send, replies, timers, createId }: LegacyStartOptions): Promise<NativeWrapper | null> {
  return new Promise((resolve) => {
    const id = createId();
    const onReply = (event: Event) => {
      const detail: unknown = 'detail' in event ? event.detail : undefined;
      const reply = v.safeParse(handshakeReplySchema, typeof detail === 'string' ? parseJson(detail) : detail);
      if (!reply.success || reply.output.id !== id) return;
      finish({ ...reply.output.result, postMessage: send });
    };
    const timer = timers.setTimeout(() => finish(null), LEGACY_BRIDGE_STARTUP_TIMEOUT_MS);
    const finish = (wrapper: NativeWrapper | null) => {
      timers.clearTimeout(timer);
      replies.removeEventListener(NATIVE_REPLY_EVENT, onReply);
      resolve(wrapper);
    };
    replies.addEventListener(NATIVE_REPLY_EVENT, onReply);
    try {
      send(JSON.stringify({ id, method: NATIVE_METHOD.setWebAppStatus, params: { status: WEB_APP_STATUS_BRIDGE_READY } }));
    } catch {
      finish(null);
    }
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
