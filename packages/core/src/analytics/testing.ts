import { TAG_FRAME_MESSAGE_TYPE } from './tagFrame';
import type { ReceivedMessage, TagFramePlatform } from './tagFrame';
import type { AnalyticsLibrary } from './tracker';

/**
 * A page whose tag frames behave as the bank's frame does (`frame.js` on the vendors host): the
 * frame says its library's script `loaded` or `failed`, answers a probe with `ready` once the
 * library has set itself up, and hands the library what the page posts. For the tests of core and
 * of the packages above it; not part of a build.
 */
export interface FakeTagFrames {
  platform: TagFramePlatform;
  /** The URL of each frame added, in order. */
  readonly urls: string[];
  /** How many frames are in the page now. */
  open(): number;
  /** The latest frame's library script has run: the frame says `loaded`. */
  libraryLoads(): void;
  /** The library has set itself up (in the frames open and any opened later): the next probe is answered `ready`. */
  libraryArrives(library: AnalyticsLibrary): void;
  /** The library's script failed to load (or its integrity refused it): the frame says `failed`. */
  libraryFails(): void;
  /** A message from somewhere else than a frame of the page, as a hostile page or extension would send it. */
  messageFromElsewhere(message: ReceivedMessage): void;
  /** The messages the page posted to its frames, with their target origin. */
  readonly posted: { message: unknown; targetOrigin: string }[];
}

export function fakeTagFrames(pageOrigin = 'http://bank.localhost:8080'): FakeTagFrames {
  const listeners = new Set<(message: ReceivedMessage) => void>();
  const urls: string[] = [];
  const posted: { message: unknown; targetOrigin: string }[] = [];
  let frames: { window: object; origin: string; removed: boolean; library: AnalyticsLibrary | null }[] = [];
  let arrived: AnalyticsLibrary | null = null;
  const latest = () => {
    const frame = frames.at(-1);
    if (frame === undefined) throw new Error('No tag frame was added');
    return frame;
  };
  // The frame's messages arrive later, as postMessage's do.
  const say = (frame: (typeof frames)[number], kind: 'loaded' | 'failed' | 'ready') =>
    queueMicrotask(() => {
      if (frame.removed) return;
      for (const listener of listeners)
        listener({ source: frame.window, origin: frame.origin, data: { type: TAG_FRAME_MESSAGE_TYPE, kind } });
    });
  return {
    urls,
    posted,
    platform: {
      pageOrigin,
      addFrame(url) {
        urls.push(url);
        const frame = { window: {}, origin: new URL(url).origin, removed: false, library: arrived };
        frames.push(frame);
        return {
          post(message, targetOrigin) {
            posted.push({ message, targetOrigin });
            if (frame.removed || targetOrigin !== frame.origin) return;
            const { kind, data } = message as { kind: string; data: Record<string, string> };
            if (kind === 'probe' && frame.library !== null) say(frame, 'ready');
            else if (kind === 'view') frame.library?.view(data);
            else if (kind === 'link') frame.library?.link(data);
          },
          isSourceOf: (source) => source === frame.window,
          remove() {
            frame.removed = true;
            frames = frames.filter((candidate) => candidate !== frame);
          },
        };
      },
      listen(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    open: () => frames.length,
    libraryLoads: () => say(latest(), 'loaded'),
    libraryArrives(library) {
      arrived = library;
      for (const frame of frames) frame.library = library;
    },
    libraryFails: () => say(latest(), 'failed'),
    messageFromElsewhere(message) {
      for (const listener of listeners) listener(message);
    },
  };
}

/** A library that records each call, in order. */
export function recordingLibrary() {
  const calls: { kind: 'view' | 'link'; variables: Record<string, string> }[] = [];
  const library: AnalyticsLibrary = {
    view: (variables) => void calls.push({ kind: 'view', variables }),
    link: (variables) => void calls.push({ kind: 'link', variables }),
  };
  return { calls, library };
}
