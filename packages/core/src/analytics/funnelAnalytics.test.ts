import { describe, expect, it, vi } from 'vitest';
import { startFunnelAnalytics, trackingEnvironmentOf, vendorJsonFetcher } from './funnelAnalytics';
import type { AnalyticsPlatform } from './funnelAnalytics';

/** A page whose `<head>` records the scripts added to it. */
function platform(added: { src: string }[] = []): AnalyticsPlatform {
  return {
    window: {},
    document: {
      createElement: () => ({ src: '', addEventListener: () => undefined }),
      head: { append: (script: { src: string }) => void added.push(script) },
    } as never,
    setTimeout: () => 0,
    clearTimeout: () => undefined,
    fetchJson: () => Promise.resolve({}),
    now: () => 0,
    nativeApp: false,
    logError: vi.fn(),
  };
}

describe('funnel analytics of a page (features.md §4.8)', () => {
  it('starts nothing when the bank configures no tracking location (urlsConfig "tealium")', () => {
    expect(startFunnelAnalytics({}, platform(), () => null)).toBeNull();
    expect(startFunnelAnalytics({ tealium: '' }, platform(), () => null)).toBeNull();
  });

  it('loads the library "utag.js" from the tracking location', () => {
    const added: { src: string }[] = [];
    const started = startFunnelAnalytics({ tealium: 'https://vendors.example/tracking/' }, platform(added), () => null);
    expect(started).not.toBeNull();
    expect(added.map((script) => script.src)).toEqual(['https://vendors.example/tracking/utag.js']);
    started?.stop();
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
