import { schema as v } from '@bank-shell/core';
import { OutsideScriptError } from '@bank-shell/core/outside-scripts';
import { ANALYTICS_READINESS_MAX_POLLS, ANALYTICS_READINESS_POLL_MS } from './tracker';
import type { AnalyticsLibrary } from './tracker';
import { TRACKING_FILES } from './trackingConfig';

/**
 * The tag manager runs in a frame of its own (docs/decisions/0011-tag-manager-in-a-sandboxed-frame.md,
 * issue 38 §6): the bank's frame document on the vendors origin, which loads `utag.js` with the
 * integrity the configuration gives and hands it what the page posts. The page never runs the tag
 * manager's code, so a tag manager that is compromised cannot read the page's storage, where the
 * profiles' tokens are; it gets only the tracking variables the page chooses to post.
 */

/** Every message between the page and the frame carries this `type`. */
export const TAG_FRAME_MESSAGE_TYPE = 'bank-tag-frame';
/**
 * The frame's `sandbox`: scripts, and its own (vendors) origin, so that the tag manager keeps its
 * storage and its collector sees where it posts from. Nothing else: no popups, no navigating the
 * page, no forms. Being of another origin than the page is what keeps the page's storage out of reach.
 */
export const TAG_FRAME_SANDBOX = 'allow-scripts allow-same-origin';
/** What the frame is called to assistive technology, were it ever exposed: it is hidden. */
export const TAG_FRAME_TITLE = 'Analytics';

/** A message the page received: who sent it, from which origin, and what. */
export interface ReceivedMessage {
  source: unknown;
  origin: string;
  data: unknown;
}

/** The frame in the page. */
export interface TagFrameElement {
  /** Posts to the frame's window, for `targetOrigin` only: a frame navigated elsewhere gets nothing. */
  post(message: unknown, targetOrigin: string): void;
  /** Whether a message's `source` is this frame's window. */
  isSourceOf(source: unknown): boolean;
  remove(): void;
}

/** What the tag frame needs from the page. */
export interface TagFramePlatform {
  /** The page's own origin: the frame answers it alone. */
  pageOrigin: string;
  /** Adds a hidden, sandboxed frame of `url` to the page. */
  addFrame(url: string): TagFrameElement;
  /** Listens to the messages the page receives; returns how to stop. */
  listen(listener: (message: ReceivedMessage) => void): () => void;
}

export interface PollingTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** What the frame says: its library's script `loaded` (or `failed`), then, asked, that it is `ready`. */
const frameMessageSchema = v.object({
  type: v.picklist([TAG_FRAME_MESSAGE_TYPE]),
  kind: v.picklist(['loaded', 'failed', 'ready']),
});

/** The tag manager in its frame: the library once it is ready (null if it never is), and how to close it. */
export interface TagFrame {
  library: Promise<AnalyticsLibrary | null>;
  close(): void;
}

const closedFrame: TagFrame = { library: Promise.resolve(null), close: () => undefined };

/** Only web addresses: a `javascript:` or `data:` tracking location is never a frame to open. */
function webUrlOf(location: string, file: string): URL | null {
  try {
    const url = new URL(file, location);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Opens the tag frame of `location` (the tracking location, features.md §3) and looks for its
 * library every 400 ms, at most 25 times (features.md §4.8, §9), by asking the frame, which
 * answers `ready` once `utag.js` has set itself up. The page passes its origin and the library's
 * integrity in the frame's fragment, which no server sees. Messages are taken from that frame's
 * window and origin only, and posted to that origin only. A library that fails to load, or
 * loads and never becomes ready, is said once (not after `close`); the page goes on untracked.
 */
export function openTagFrame(
  platform: TagFramePlatform & PollingTimers & { logError: (error: unknown) => void },
  source: { location: string; libraryIntegrity?: string | undefined },
): TagFrame {
  const frameUrl = webUrlOf(source.location, TRACKING_FILES.frame);
  const libraryUrl = webUrlOf(source.location, TRACKING_FILES.library)?.href ?? source.location;
  if (frameUrl === null) {
    platform.logError(new OutsideScriptError(source.location, 'refused'));
    return closedFrame;
  }
  const frameOrigin = frameUrl.origin;
  const fragment = new URLSearchParams({ origin: platform.pageOrigin });
  if (source.libraryIntegrity) fragment.set('integrity', source.libraryIntegrity);
  frameUrl.hash = fragment.toString();
  const frame = platform.addFrame(frameUrl.href);

  let libraryState: 'unheard' | 'loaded' | 'ready' | 'failed' = 'unheard';
  let settled = false;
  let closed = false;
  let timer: unknown = null;
  let settle: (library: AnalyticsLibrary | null) => void = () => undefined;
  const library = new Promise<AnalyticsLibrary | null>((resolve) => {
    settle = resolve;
  });
  const post = (kind: 'probe' | 'view' | 'link', data?: Record<string, string>) =>
    frame.post(data === undefined ? { type: TAG_FRAME_MESSAGE_TYPE, kind } : { type: TAG_FRAME_MESSAGE_TYPE, kind, data }, frameOrigin);
  const framed: AnalyticsLibrary = {
    view: (variables) => post('view', variables),
    link: (variables) => post('link', variables),
  };
  const finish = (found: AnalyticsLibrary | null) => {
    if (settled) return;
    settled = true;
    if (timer !== null) platform.clearTimeout(timer);
    if (found === null && !closed) {
      platform.logError(
        libraryState === 'failed'
          ? new OutsideScriptError(libraryUrl, 'failed')
          : libraryState === 'loaded'
            ? new Error(`The analytics library ${libraryUrl} loaded but never became ready`)
            : new Error(`The tag frame ${frameOrigin}${frameUrl.pathname} never answered`),
      );
    }
    settle(found);
  };
  // Asks the frame every 400 ms whether its library is ready, 25 times; gives up 10 s after the first.
  const look = (polls: number) => {
    if (settled) return;
    if (polls >= ANALYTICS_READINESS_MAX_POLLS) {
      finish(null);
      return;
    }
    post('probe');
    timer = platform.setTimeout(() => {
      timer = null;
      look(polls + 1);
    }, ANALYTICS_READINESS_POLL_MS);
  };
  const stopListening = platform.listen((message) => {
    if (settled || !frame.isSourceOf(message.source) || message.origin !== frameOrigin) return;
    const parsed = v.safeParse(frameMessageSchema, message.data);
    if (!parsed.success) return;
    libraryState = parsed.output.kind;
    if (libraryState === 'ready') finish(framed);
    else if (libraryState === 'failed') finish(null);
  });
  look(0);
  return {
    library,
    close() {
      if (closed) return;
      closed = true;
      finish(null);
      stopListening();
      frame.remove();
    },
  };
}

/** The browser's page as the tag frame uses it: a hidden `<iframe>` in the body, and the window's messages. */
export function browserTagFrames(win: Window): TagFramePlatform {
  return {
    pageOrigin: win.location.origin,
    addFrame(url) {
      const iframe = win.document.createElement('iframe');
      iframe.setAttribute('sandbox', TAG_FRAME_SANDBOX);
      iframe.referrerPolicy = 'no-referrer';
      iframe.title = TAG_FRAME_TITLE;
      iframe.hidden = true;
      iframe.tabIndex = -1;
      iframe.setAttribute('aria-hidden', 'true');
      iframe.src = url;
      win.document.body.append(iframe);
      return {
        post: (message, targetOrigin) => iframe.contentWindow?.postMessage(message, targetOrigin),
        isSourceOf: (source) => source !== null && source === iframe.contentWindow,
        remove: () => iframe.remove(),
      };
    },
    listen(listener) {
      const onMessage = (event: MessageEvent) => listener({ source: event.source, origin: event.origin, data: event.data });
      win.addEventListener('message', onMessage);
      return () => win.removeEventListener('message', onMessage);
    },
  };
}
