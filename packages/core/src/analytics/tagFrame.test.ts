import { describe, expect, it, vi } from 'vitest';
import { fakeTagFrames, recordingLibrary } from './testing';
import { TAG_FRAME_MESSAGE_TYPE, openTagFrame } from './tagFrame';

const LOCATION = 'http://vendors.bank.localhost:8080/tracking/v1/';
const VENDORS = 'http://vendors.bank.localhost:8080';

/** Timers that run only when told, and the page's tag frames. */
function page() {
  const pending: { callback: () => void; ms: number }[] = [];
  const frames = fakeTagFrames();
  const logError = vi.fn();
  const platform = {
    ...frames.platform,
    setTimeout: (callback: () => void, ms: number) => pending.push({ callback, ms }),
    clearTimeout: vi.fn(),
    logError,
  };
  const probes = () => frames.posted.filter(({ message }) => (message as { kind: string }).kind === 'probe').length;
  const nextLook = () =>
    pending
      .filter(({ ms }) => ms === 400)
      .at(-1)
      ?.callback();
  return { frames, platform, pending, logError, probes, nextLook };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the tag manager runs in a frame of its own (issue 38 §6)', () => {
  it('opens frame.html of the tracking location, with the page’s origin and the library’s integrity in the fragment', () => {
    const { frames, platform } = page();
    openTagFrame(platform, { location: LOCATION, libraryIntegrity: 'sha384-pinned' });
    expect(frames.urls).toEqual([`${LOCATION}frame.html#origin=http%3A%2F%2Fbank.localhost%3A8080&integrity=sha384-pinned`]);
  });

  it('posts to the frame’s origin only, never to any ("*")', async () => {
    const { frames, platform } = page();
    const { calls, library } = recordingLibrary();
    frames.libraryArrives(library);
    const frame = openTagFrame(platform, { location: LOCATION });
    (await frame.library)?.view({ page_name: 'posicion-global' });
    expect(new Set(frames.posted.map(({ targetOrigin }) => targetOrigin))).toEqual(new Set([VENDORS]));
    expect(calls).toEqual([{ kind: 'view', variables: { page_name: 'posicion-global' } }]);
  });

  it('opens no frame of a tracking location that is not a web address', async () => {
    const { frames, platform, logError } = page();
    const frame = openTagFrame(platform, { location: 'javascript:alert(1)//' });
    expect(frames.urls).toEqual([]);
    expect(await frame.library).toBeNull();
    expect(logError).toHaveBeenCalledTimes(1);
  });
});

describe('the analytics library is looked for every 400 ms until it is ready (features.md §4.8, §9)', () => {
  it('asks the frame every 400 ms; the library is ready as soon as the frame answers', async () => {
    const { frames, platform, pending, probes, nextLook } = page();
    const { calls, library } = recordingLibrary();
    const frame = openTagFrame(platform, { location: LOCATION });
    expect(probes()).toBe(1);
    expect(pending.map(({ ms }) => ms)).toEqual([400]);
    frames.libraryLoads();
    nextLook();
    expect(probes()).toBe(2);
    frames.libraryArrives(library);
    nextLook();
    (await frame.library)?.link({ event_name: 'x' });
    expect(calls).toEqual([{ kind: 'link', variables: { event_name: 'x' } }]);
    // Ready: nothing is looked for any more.
    expect(probes()).toBe(3);
    for (const { callback } of pending) callback();
    expect(probes()).toBe(3);
  });

  it('gives up after 25 looks, 10 s after the first: a library that loaded and never became ready is said once', async () => {
    const { frames, platform, pending, probes, nextLook, logError } = page();
    const frame = openTagFrame(platform, { location: LOCATION });
    frames.libraryLoads();
    await flush();
    for (let look = 1; look <= 25; look += 1) nextLook();
    expect(await frame.library).toBeNull();
    expect(probes()).toBe(25);
    expect(pending.filter(({ ms }) => ms === 400)).toHaveLength(25);
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError).toHaveBeenCalledWith(new Error(`The analytics library ${LOCATION}utag.js loaded but never became ready`));
  });

  it('a library that failed to load (or that its integrity refused) is said at once, naming it; nothing is looked for after', async () => {
    const { frames, platform, logError, probes, nextLook } = page();
    const frame = openTagFrame(platform, { location: LOCATION, libraryIntegrity: 'sha384-pinned' });
    frames.libraryFails();
    expect(await frame.library).toBeNull();
    expect(logError).toHaveBeenCalledWith(expect.objectContaining({ message: `The outside script ${LOCATION}utag.js failed to load` }));
    nextLook();
    expect(probes()).toBe(1);
  });

  it('a frame that never answers is said once after the 25 looks', async () => {
    const { platform, nextLook, logError } = page();
    const frame = openTagFrame(platform, { location: LOCATION });
    for (let look = 1; look <= 25; look += 1) nextLook();
    expect(await frame.library).toBeNull();
    expect(logError).toHaveBeenCalledWith(new Error(`The tag frame ${VENDORS}/tracking/v1/frame.html never answered`));
  });
});

describe('the page trusts only its frame', () => {
  it('takes no answer from another window or another origin, nor one of another shape', async () => {
    const { frames, platform, nextLook, logError } = page();
    const frame = openTagFrame(platform, { location: LOCATION });
    const ready = { type: TAG_FRAME_MESSAGE_TYPE, kind: 'ready' };
    frames.messageFromElsewhere({ source: {}, origin: VENDORS, data: ready });
    frames.messageFromElsewhere({ source: null, origin: 'http://evil.example', data: ready });
    frames.messageFromElsewhere({ source: {}, origin: VENDORS, data: { type: 'other', kind: 'ready' } });
    for (let look = 1; look <= 25; look += 1) nextLook();
    expect(await frame.library).toBeNull();
    expect(logError).toHaveBeenCalledTimes(1);
  });

  it('close removes the frame, stops looking and says nothing', async () => {
    const { frames, platform, logError, nextLook, probes } = page();
    const frame = openTagFrame(platform, { location: LOCATION });
    expect(frames.open()).toBe(1);
    frame.close();
    expect(frames.open()).toBe(0);
    expect(await frame.library).toBeNull();
    nextLook();
    expect(probes()).toBe(1);
    expect(logError).not.toHaveBeenCalled();
  });
});
