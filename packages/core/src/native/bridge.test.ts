import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { schema as v } from '../schema';
import { createNativeBridge, requestNativeLogin, startNativeBridge } from './bridge';
import { NATIVE_BRIDGE_TIMEOUT_MS, NATIVE_METHOD, NATIVE_REPLY_EVENT, WEB_APP_STATUS_BRIDGE_READY } from './constants';
import type { NativeWrapper } from './detect';
import { NativeBridgeError } from './errors';
import { manualTimers } from './testing';

function setup(wrapperFields: Partial<NativeWrapper> | null = {}) {
  const sent: { id?: string; method: string; params: Record<string, unknown> }[] = [];
  const wrapper: NativeWrapper | null =
    wrapperFields === null
      ? null
      : {
          platform: 'android',
          version: '1.7.2',
          postMessage: (message) => sent.push(JSON.parse(message) as (typeof sent)[number]),
          ...wrapperFields,
        };
  const replies = new EventTarget();
  const timers = manualTimers();
  const web = { call: vi.fn(() => Promise.resolve('from the browser')) };
  const logError = vi.fn();
  let lastId = 0;
  const createId = () => String((lastId += 1));
  const bridge = createNativeBridge({ wrapper, replies, timers, createId, web, logError });
  const reply = (detail: unknown) => replies.dispatchEvent(new CustomEvent(NATIVE_REPLY_EVENT, { detail }));
  return { bridge, sent, reply, timers, web, logError };
}

describe('native bridge (features.md §4.5, shell.md §7–§9)', () => {
  it('sends a call to the app as { id, method, params } and resolves with its reply', async () => {
    const { bridge, sent, reply } = setup();
    const result = bridge.call('getContacts', {});
    expect(sent).toEqual([{ id: '1', method: 'getContacts', params: {} }]);
    reply({ id: '1', result: [{ name: 'Ana', phones: ['600000000'] }] });
    await expect(result).resolves.toEqual([{ name: 'Ana', phones: ['600000000'] }]);
  });

  it('accepts a reply sent as a JSON string', async () => {
    const { bridge, reply } = setup();
    const result = bridge.call('share', { text: 'hola' });
    reply('{"id":"1","result":true}');
    await expect(result).resolves.toBe(true);
  });

  it('gives a quick call the bridge time-out, 2000 ms, then fails with a time-out (shell.md §9)', async () => {
    const { bridge, timers, logError } = setup();
    const result = bridge.call('openChat', { topic: 'cards' });
    expect(NATIVE_BRIDGE_TIMEOUT_MS).toBe(2_000);
    expect(timers.delays()).toEqual([2_000]);
    timers.fireAll();
    await expect(result).rejects.toMatchObject({
      code: 'TIMEOUT',
      message: 'The native app did not answer within 2000 ms',
    });
    expect(logError).toHaveBeenCalledOnce();
  });

  it('gives a call that waits for a person its own limit: a fingerprint answered after 10 s still succeeds', async () => {
    const { bridge, timers, reply } = setup();
    const result = bridge.call('fingerprint', { reason: 'Confirm the transfer' });
    expect(timers.delays()).toEqual([300_000]);
    // Ten seconds pass: no timer is due before five minutes, so the call is still open.
    reply({ id: '1', result: { authenticated: true } });
    await expect(result).resolves.toEqual({ authenticated: true });
  });

  it('refuses a method the table does not know before it reaches the app: "Capability not available"', async () => {
    const { bridge, sent, web } = setup();
    await expect(bridge.call('formatPhone', {})).rejects.toThrow('Capability not available');
    expect(sent).toEqual([]);
    expect(web.call).not.toHaveBeenCalled();
  });

  it('refuses parameters of another shape before they reach the app: "Parameter value not valid"', async () => {
    const { bridge, sent } = setup();
    await expect(bridge.call('setTheme', { theme: 'sepia' })).rejects.toMatchObject({
      code: 'INVALID_PARAMETERS',
      message: 'Parameter value not valid',
    });
    await expect(bridge.call('isMobileValidationRegistered', {})).rejects.toThrow('Parameter value not valid');
    expect(sent).toEqual([]);
  });

  it('sends only the parameters the table names', () => {
    const { bridge, sent } = setup();
    void bridge.call('openChat', { skill: 'cards', topic: 'limit', botId: 'b1', lastSearchedTerm: 'límite', accessToken: 'secret' });
    expect(sent).toEqual([
      { id: '1', method: 'openChat', params: { skill: 'cards', topic: 'limit', botId: 'b1', lastSearchedTerm: 'límite' } },
    ]);
  });

  it('checks the app’s answer against the table’s result shape (SECURITY.md rule 11)', async () => {
    const { bridge, reply } = setup();
    const position = bridge.call('getGeolocation', {});
    reply({ id: '1', result: { latitude: '40.4', longitude: -3.7 } });
    await expect(position).rejects.toMatchObject({ code: 'INVALID_RESULT' });
  });

  it('logs and rethrows a native error with its code, description and detail (shell.md §8)', async () => {
    const { bridge, reply, logError } = setup();
    const result = bridge.call('fingerprint', {});
    reply({ id: '1', error: { code: 16, description: 'Cancelled by the customer', detail: { step: 2 } } });
    await expect(result).rejects.toEqual(new NativeBridgeError(16, 'Cancelled by the customer', { step: 2 }));
    await expect(result).rejects.toMatchObject({ code: 16, detail: { step: 2 } });
    expect(logError).toHaveBeenCalledWith(expect.objectContaining({ code: 16 }));
  });

  it('falls back to the browser version when the app lacks the method', async () => {
    const { bridge, reply, web, logError } = setup();
    const result = bridge.call('adjustEvent', { token: 'x' });
    reply({ id: '1', error: { code: 'NOT_IMPLEMENTED', description: 'no such method' } });
    await expect(result).resolves.toBe('from the browser');
    expect(web.call).toHaveBeenCalledWith('adjustEvent', { token: 'x' });
    expect(logError).not.toHaveBeenCalled();
  });

  it('uses the web fallback for everything in a plain browser', async () => {
    const { bridge, web } = setup(null);
    await expect(bridge.call('share', { text: 'hola' })).resolves.toBe('from the browser');
    expect(web.call).toHaveBeenCalledWith('share', { text: 'hola' });
  });

  it('opens external links natively only where the wrapper handles URLs (iOS from 1.7.0)', async () => {
    const old = setup({ platform: 'ios', version: '1.6.0' });
    await old.bridge.call(NATIVE_METHOD.openExternalLink, { url: 'https://example.org' });
    expect(old.sent).toEqual([]);
    expect(old.web.call).toHaveBeenCalledOnce();

    const current = setup({ platform: 'ios', version: '1.7.0' });
    void current.bridge.call(NATIVE_METHOD.openExternalLink, { url: 'https://example.org' });
    expect(current.sent).toEqual([{ id: '1', method: NATIVE_METHOD.openExternalLink, params: { url: 'https://example.org' } }]);
  });

  it('rejects a data retrieval with both a single key and a list of keys: "Parameter value not valid"', async () => {
    const { bridge, sent } = setup();
    await expect(bridge.call(NATIVE_METHOD.retrieveData, { key: 'a', keys: ['b'] })).rejects.toThrow('Parameter value not valid');
    expect(sent).toEqual([]);
  });

  it('reads the app’s numeric error codes, with or without a description (features.md §8)', async () => {
    const { bridge, reply } = setup();
    const denied = bridge.call('takePicture', { source: 'camera' });
    reply({ id: '1', error: { code: 2, detail: 'settings' } });
    await expect(denied).rejects.toMatchObject({ code: 2, message: 'Permission denied', detail: 'settings' });
    const unnamed = bridge.call('takePicture', {});
    reply({ id: '2', error: { code: 74 } });
    await expect(unnamed).rejects.toMatchObject({ code: 74, message: 'Native error 74' });
  });

  it.each([75, -2, 3.5, 'USER_CANCELLED'])('takes a code outside -1 to 74 (%j) as unknown, -1, keeping what was sent', async (code) => {
    const { bridge, reply } = setup();
    const call = bridge.call('share', {});
    reply({ id: '1', error: { code, description: 'odd' } });
    await expect(call).rejects.toMatchObject({ code: -1, message: 'Unknown', detail: { code, description: 'odd' } });
  });

  it('takes error code 200 as no error (features.md §8)', async () => {
    const { bridge, reply } = setup();
    const call = bridge.call('share', {});
    reply({ id: '1', result: 'shared', error: { code: 200, description: 'OK' } });
    await expect(call).resolves.toBe('shared');
  });

  it('checks the app’s result against the caller’s schema (SECURITY.md rule 11)', async () => {
    const { bridge, reply } = setup();
    const contacts = v.array(v.object({ name: v.string() }));
    const good = bridge.call('getContacts', {}, contacts);
    reply({ id: '1', result: [{ name: 'Ana', phones: ['600'] }] });
    await expect(good).resolves.toEqual([{ name: 'Ana' }]);
    const bad = bridge.call('getContacts', {}, contacts);
    reply({ id: '2', result: 'not a list' });
    await expect(bad).rejects.toMatchObject({ code: 'INVALID_RESULT' });
  });

  it('fails at once when the wrapper’s channel throws, and leaves no timer behind', async () => {
    const { bridge, timers } = setup({
      postMessage: () => {
        throw new Error('channel closed');
      },
    });
    await expect(bridge.call('share', {})).rejects.toMatchObject({ code: 'UNREACHABLE' });
    expect(timers.delays()).toEqual([]);
  });

  it('names each call with the id it was given, so a reply cannot be guessed', () => {
    const sent: { id?: string }[] = [];
    const bridge = createNativeBridge({
      wrapper: { platform: 'android', version: '1.7.2', postMessage: (message) => void sent.push(JSON.parse(message) as { id?: string }) },
      replies: new EventTarget(),
      timers: manualTimers(),
      createId: () => '6f1c2d4e-unguessable',
      web: { call: () => Promise.resolve() },
      logError: () => undefined,
    });
    void bridge.call('share', {}).catch(() => undefined);
    expect(sent[0]?.id).toBe('6f1c2d4e-unguessable');
  });

  it('shows features which app and version, not the wrapper’s message channel', () => {
    const { bridge } = setup({ platform: 'ios', version: '1.7.4' });
    expect(bridge.wrapper).toEqual({ platform: 'ios', version: '1.7.4' });
  });

  it('matches replies to calls by id, whatever their order', async () => {
    const { bridge, reply } = setup();
    const first = bridge.call('openChat', {});
    const second = bridge.call('copyToClipboard', { text: 'ES12' });
    reply({ id: '2', result: 'second' });
    reply({ id: '1', result: 'first' });
    await expect(Promise.all([first, second])).resolves.toEqual(['first', 'second']);
  });

  it('ignores a reply to no open call, and a late reply after the time-out', async () => {
    const { bridge, reply, timers } = setup();
    const result = bridge.call('openChat', {});
    reply({ id: '99', result: 'stray' });
    timers.fireAll();
    reply({ id: '1', result: 'late' });
    await expect(result).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  it('never trusts a malformed reply: it is logged, nothing throws, the call stays open', async () => {
    const { bridge, reply, logError } = setup();
    const result = bridge.call('openChat', {});
    const hostile = fc.oneof(
      fc.anything(),
      fc.record({ id: fc.oneof(fc.integer(), fc.constant(null), fc.object()), result: fc.anything() }),
      fc.record({
        id: fc.constant('1'),
        error: fc.oneof(fc.string(), fc.constant(null), fc.record({ code: fc.oneof(fc.boolean(), fc.object()) })),
      }),
    );
    fc.assert(
      fc.property(hostile, (detail) => {
        expect(() => reply(detail)).not.toThrow();
      }),
    );
    expect(logError).toHaveBeenCalled();
    reply({ id: '1', result: 'still answered' });
    await expect(result).resolves.toBe('still answered');
  });
});

describe('bridge start-up and the native login', () => {
  it('tells the app the web app is ready: status BRIDGE_READY', () => {
    const sent: unknown[] = [];
    startNativeBridge({
      wrapper: { platform: 'ios', version: '1.7.4', postMessage: (message) => sent.push(JSON.parse(message)) },
      replies: new EventTarget(),
      timers: manualTimers(),
      createId: () => 'id',
      web: { call: () => Promise.resolve() },
      logError: () => undefined,
    });
    expect(sent).toEqual([{ method: NATIVE_METHOD.setWebAppStatus, params: { status: WEB_APP_STATUS_BRIDGE_READY } }]);
    expect(WEB_APP_STATUS_BRIDGE_READY).toBe('BRIDGE_READY');
  });

  it('asks for the native login with reason default and the post-navigation target (shell.md §2.6)', () => {
    const { bridge, sent } = setup();
    requestNativeLogin(bridge, { reason: 'default', postNavigation: '/tarjetas?origen=push' });
    expect(sent).toEqual([{ method: NATIVE_METHOD.login, params: { reason: 'default', postNavigation: '/tarjetas?origen=push' } }]);
  });
});
