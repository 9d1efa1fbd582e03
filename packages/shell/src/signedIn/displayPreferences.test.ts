import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShellEventBus } from '@bank-shell/core';
import type { NativeService, ShellEventBusHost } from '@bank-shell/core';
import { SIGNED_IN_TOPIC_VALIDATORS } from '@bank-shell/core/signed-in';
import { flushPromises } from '@bank-shell/core/testing';
import { createTestServices } from '@bank-shell/react/testing';
import { startDisplayPreferences } from './displayPreferences';
import type { DisplayPlatform } from './displayPreferences';

// The spec's values, written out rather than imported.
/** The sandbox's client preferences (docs/sandbox-api.md), features.md §3's body. */
const PREFERENCES_PATH = '/genoma_api/rest/client/preferences';
/** features.md §9 storage keys. */
const CHOICE_KEY = 'user-color-scheme';
const APPLIED_KEY = 'pref-color-scheme';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A bank whose preferences call answers `answer` (or fails with 503 when it is null). */
function fakeBank(answer: unknown) {
  const calls: Request[] = [];
  const fetch = (request: Request) => {
    calls.push(request);
    if (new URL(request.url).pathname !== PREFERENCES_PATH) return Promise.resolve(new Response(null, { status: 404 }));
    return Promise.resolve(answer === null ? new Response(null, { status: 503 }) : json(answer));
  };
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function setup({
  preference = 'false',
  signedIn = true,
  native,
}: { preference?: string | null; signedIn?: boolean; native?: NativeService } = {}) {
  const bank = fakeBank(preference === null ? null : { personId: 'P1', preferences: { 'hidden-balances-discrete': preference } });
  const events: ShellEventBusHost = createShellEventBus();
  events.allow(SIGNED_IN_TOPIC_VALIDATORS);
  const services = createTestServices({ fetch: bank.fetch, events, ...(native ? { native } : {}) });
  const adopt = () =>
    services.session.adopt('P1', [
      {
        profileId: 'personal',
        setId: 'S1',
        accessToken: 'at-personal',
        refreshToken: 'rt-personal',
        accessTokenTimeToLive: 600,
        personId: 'P1',
        default: true,
        identifyeeType: 'CUSTOMER',
      },
    ]);
  if (signedIn) adopt();
  const root = document.createElement('html');
  const stored = new Map<string, string>();
  const platform: DisplayPlatform = {
    root,
    storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
    matchMedia: () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }),
    decodeBase64: (value) => atob(value),
    logError: vi.fn(),
    warn: vi.fn(),
  };
  const stop = startDisplayPreferences(services, platform);
  stops.push(stop);
  return { services, events, root, stored, platform, bank, adopt, stop };
}

describe('a signed-in customer’s display (features.md §4.6, §5, §8)', () => {
  it("masks balances after login when hidden-balances-discrete is the string 'true'", async () => {
    const { root } = setup({ preference: 'true' });
    await vi.waitFor(() => expect(root.hasAttribute('data-masked')).toBe(true));
  });

  it("shows balances when the preference is 'false'", async () => {
    const { root, bank } = setup({ preference: 'false' });
    await vi.waitFor(() => expect(bank.calls).toHaveLength(1));
    await flushPromises();
    expect(root.hasAttribute('data-masked')).toBe(false);
  });

  it('asks for the preferences only once a login completes', async () => {
    const { root, bank, adopt } = setup({ preference: 'true', signedIn: false });
    await flushPromises();
    expect(bank.calls).toHaveLength(0);
    adopt();
    await vi.waitFor(() => expect(root.hasAttribute('data-masked')).toBe(true));
  });

  it('keeps masked mode off with a warning only when the preferences cannot be loaded', async () => {
    const { root, platform } = setup({ preference: null });
    await vi.waitFor(() => expect(platform.warn).toHaveBeenCalledTimes(1));
    expect(root.hasAttribute('data-masked')).toBe(false);
  });

  it('turns masked mode on and off with the change-masked-mode event', async () => {
    const { root, events, bank } = setup();
    await vi.waitFor(() => expect(bank.calls).toHaveLength(1));
    events.publish('change-masked-mode', { enable: true });
    expect(root.hasAttribute('data-masked')).toBe(true);
    events.publish('change-masked-mode', { enable: false });
    expect(root.hasAttribute('data-masked')).toBe(false);
  });

  it('refuses a masked-mode value that is not a boolean with the spec’s message', () => {
    const { events, root } = setup();
    expect(() => events.publish('change-masked-mode', { enable: 'yes' } as never)).toThrow('Masked mode value must be a boolean!');
    expect(root.hasAttribute('data-masked')).toBe(false);
  });

  it('applies the change-theme event and keeps it under user-color-scheme and pref-color-scheme', () => {
    const { events, root, stored } = setup();
    events.publish('change-theme', { theme: 'dark' });
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(stored.get(CHOICE_KEY)).toBe('dark');
    expect(stored.get(APPLIED_KEY)).toBe('dark');
  });

  it('inside the native app, also calls the app’s setTheme', () => {
    const call = vi.fn(() => Promise.resolve(undefined));
    const { events } = setup({ native: { wrapper: { platform: 'android', version: '5.0.0' }, call: call as NativeService['call'] } });
    events.publish('change-theme', { theme: 'light' });
    expect(call).toHaveBeenCalledWith('setTheme', { theme: 'light' });
  });

  it('takes a new affluent level from the change-affluent-mark event, decoded from the second segment: AFLNT_LOW is 10', async () => {
    const { events, services } = setup();
    events.publish('change-affluent-mark', { affluentMark: `x.${btoa('AFLNT_LOW')}.y` });
    await vi.waitFor(() => expect(services.session.state.getSnapshot().affluentLevel).toBe(10));
    expect(services.session.getSessionContext()).toEqual({ affluentLevel: 10 });
    events.publish('change-affluent-mark', { affluentMark: null });
    await vi.waitFor(() => expect(services.session.state.getSnapshot().affluentLevel).toBe(0));
  });

  it("logs 'Error decoding affluent flag' for a mark it cannot decode, and the level is none", async () => {
    const { events, services, platform } = setup();
    events.publish('change-affluent-mark', { affluentMark: 'not-dotted' });
    await vi.waitFor(() => expect(platform.logError).toHaveBeenCalledWith(new Error('Error decoding affluent flag')));
    expect(services.session.state.getSnapshot().affluentLevel).toBe(0);
  });

  it('ends masked mode with the customer’s session', async () => {
    const { root, stop } = setup({ preference: 'true' });
    await vi.waitFor(() => expect(root.hasAttribute('data-masked')).toBe(true));
    stop();
    expect(root.hasAttribute('data-masked')).toBe(false);
  });
});
