import { describe, expect, it, vi } from 'vitest';
import { startFunnelAnalytics, trackingEnvironmentOf, vendorJsonFetcher } from './funnelAnalytics';
import type { AnalyticsPlatform } from './funnelAnalytics';
import { fakeTagFrames } from './testing';
import type { FakeTagFrames } from './testing';

/** A page that records the tag frames added to it, and adds no script. */
function platform(frames: FakeTagFrames = fakeTagFrames()): AnalyticsPlatform {
  return {
    window: {},
    document: {
      createElement: () => {
        throw new Error('the page adds no outside script for analytics');
      },
      head: { append: () => undefined },
    } as never,
    tagFrames: frames.platform,
    setTimeout: () => 0,
    clearTimeout: () => undefined,
    fetchJson: () => Promise.resolve({}),
    now: () => 0,
    nativeApp: false,
    clientKind: 'web-transactional' as const,
    logError: vi.fn(),
  };
}

describe('funnel analytics of a page (features.md §4.8)', () => {
  it('starts nothing when the bank configures no tracking location (urlsConfig "tealium")', () => {
    expect(startFunnelAnalytics({}, platform(), () => null)).toBeNull();
    expect(startFunnelAnalytics({ tealium: '' }, platform(), () => null)).toBeNull();
  });

  it('runs the library in the tag frame of the tracking location, pinned with the configured integrity (issue 38 §6); stop removes it', () => {
    const frames = fakeTagFrames();
    const started = startFunnelAnalytics(
      { tealium: 'https://vendors.example/tracking/', tealiumIntegrity: 'sha384-pinned' },
      platform(frames),
      () => null,
    );
    expect(started).not.toBeNull();
    expect(frames.urls).toEqual([
      'https://vendors.example/tracking/frame.html#origin=http%3A%2F%2Fbank.localhost%3A8080&integrity=sha384-pinned',
    ]);
    expect(frames.open()).toBe(1);
    started?.stop();
    expect(frames.open()).toBe(0);
  });

  it("takes the environment's link expiries from test, acceptance or production, and production's otherwise", () => {
    expect(['test', 'acceptance', 'production', 'staging', undefined].map(trackingEnvironmentOf)).toEqual([
      'test',
      'acceptance',
      'production',
      'production',
      'production',
    ]);
  });
});

describe("a vendor's JSON", () => {
  it("is fetched without the bank's cookies, across origins", async () => {
    const fetchFn = vi.fn(() => Promise.resolve(new Response('{"a":1}', { headers: { 'content-type': 'application/json' } })));
    await expect(vendorJsonFetcher(fetchFn)('https://vendors.example/cfg/signups.json')).resolves.toEqual({ a: 1 });
    expect(fetchFn).toHaveBeenCalledWith('https://vendors.example/cfg/signups.json', { credentials: 'omit', mode: 'cors' });
  });

  it('fails on an answer that is not OK, naming the address and the status', async () => {
    const fetchFn = () => Promise.resolve(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(vendorJsonFetcher(fetchFn)('https://vendors.example/cfg/x.json')).rejects.toThrow(
      'Fetch request to https://vendors.example/cfg/x.json failed with status 503 Service Unavailable',
    );
  });
});
