import { describe, expect, it, vi } from 'vitest';
import type { AppConfig, NativeWrapper, Session } from '@bank-shell/core';
import { LEGACY_ANDROID_INTERFACE, LEGACY_IOS_USER_AGENT_MARK, mayHaveLegacyWrapper } from '@bank-shell/core/native';
import { createNativeService } from './nativeService';
import type { NativeServiceParts } from './nativeService';

type ChunkLoader = NonNullable<NativeServiceParts['loadChunk']>;
type Chunk = Awaited<ReturnType<ChunkLoader>>;
type BridgeHost = Parameters<Chunk['connectNativeBridge']>[0];

/** Lets the promise chains started by the service run to their end; no timers involved. */
async function flushPromises(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

interface SetupOptions {
  wrapper?: NativeWrapper | null;
  config?: AppConfig | null;
  /** The first load of the chunk fails with this error. */
  loadFailure?: Error;
  /** What the page's window holds beside the basics (a legacy Android interface object). */
  windowExtras?: Record<string, unknown>;
  userAgent?: string;
  /** The wrapper the started bridge reports (a legacy one, once its start-up answered). */
  bridgeWrapper?: { platform: 'android' | 'ios'; version: string } | null;
}

function setup({
  wrapper = null,
  config = null,
  loadFailure,
  windowExtras = {},
  userAgent = 'Mozilla/5.0 Chrome/140',
  bridgeWrapper = null,
}: SetupOptions = {}) {
  const call = vi.fn((method: string) => Promise.resolve(`${method}-result`));
  const bridge = { call, wrapper: bridgeWrapper };
  const connectNativeBridge = vi.fn((_host: BridgeHost) => Promise.resolve(bridge));
  const chunk = { connectNativeBridge, requestNativeLogin: vi.fn() } as unknown as Chunk;
  const loadChunk = vi.fn<ChunkLoader>(() => Promise.resolve(chunk));
  if (loadFailure) loadChunk.mockRejectedValueOnce(loadFailure);
  const logError = vi.fn();
  const win = { crypto: { randomUUID: () => 'id-1' }, navigator: { userAgent }, ...windowExtras } as unknown as Window;
  const timers = { setTimeout: () => 0, clearTimeout: () => undefined };
  const session = {} as Session;
  const service = createNativeService({ window: win, wrapper, timers, config: () => config, session, loadChunk, logError });
  return { ...service, call, connectNativeBridge, loadChunk, logError };
}

const iosWrapper = (): NativeWrapper => ({ platform: 'ios', version: '2.0.0', postMessage: vi.fn() });

describe('native bridge in a browser: loaded only by a native call (features.md §4.5)', () => {
  it('loads nothing at start-up', async () => {
    const { loadChunk } = setup();
    await flushPromises();
    expect(loadChunk).not.toHaveBeenCalled();
  });

  it("loads the chunk on the first native call, once for several calls, and answers with the bridge's result", async () => {
    const { native, loadChunk, call } = setup();
    const answers = await Promise.all([native.call('getDeviceInfo'), native.call('share', { text: 'hola' })]);
    expect(answers).toEqual(['getDeviceInfo-result', 'share-result']);
    await native.call('openSettings');
    expect(loadChunk).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledTimes(3);
    expect(call).toHaveBeenCalledWith('share', { text: 'hola' }, undefined);
  });

  it('has no wrapper to show features', () => {
    expect(setup().native.wrapper).toBeNull();
  });

  it('starts the bridge with no wrapper, and no configuration before it arrives', async () => {
    const { native, connectNativeBridge } = setup();
    await native.call('getDeviceInfo');
    const host = connectNativeBridge.mock.calls[0]?.[0];
    expect(host?.wrapper).toBeNull();
    expect(host?.config()).toBeNull();
    expect(host?.createId).toBeUndefined();
  });
});

describe('native bridge inside the wrapper: loaded at start-up', () => {
  it('loads the chunk at once, and only once for later calls', async () => {
    const { native, loadChunk } = setup({ wrapper: iosWrapper() });
    expect(loadChunk).toHaveBeenCalledTimes(1);
    await native.call('getDeviceInfo');
    expect(loadChunk).toHaveBeenCalledTimes(1);
  });

  it("shows features the wrapper's platform and version only, not its message channel", () => {
    const { native } = setup({ wrapper: iosWrapper() });
    expect(native.wrapper).toStrictEqual({ platform: 'ios', version: '2.0.0' });
  });

  it("starts the bridge on the wrapper, with the app's configuration", async () => {
    const wrapper = iosWrapper();
    const config: AppConfig = { urlsConfig: { logout: 'https://bank.example/salir' }, propsConfig: { means: [] } };
    const { connectNativeBridge } = setup({ wrapper, config });
    await flushPromises();
    const host = connectNativeBridge.mock.calls[0]?.[0];
    expect(host?.wrapper).toBe(wrapper);
    expect(host?.config()).toBe(config);
  });

  it('reports a chunk that fails to load, and loads it again on the next native call', async () => {
    const { native, loadChunk, logError } = setup({ wrapper: iosWrapper(), loadFailure: new Error('chunk offline') });
    await flushPromises();
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError).toHaveBeenCalledWith(new Error('chunk offline'));
    await expect(native.call('getDeviceInfo')).resolves.toBe('getDeviceInfo-result');
    expect(loadChunk).toHaveBeenCalledTimes(2);
  });
});

describe('native bridge in what may be a legacy wrapper: loaded at start-up (features.md §4.5)', () => {
  it('loads the chunk at once beside a legacy Android interface object', () => {
    const { loadChunk } = setup({ windowExtras: { BankAndroidBridge: { postMessage: vi.fn() } } });
    expect(loadChunk).toHaveBeenCalledTimes(1);
  });

  it('loads the chunk at once when the user agent carries a legacy iOS app’s mark', () => {
    const { loadChunk } = setup({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0) BancoAlbaApp/1.5.3' });
    expect(loadChunk).toHaveBeenCalledTimes(1);
  });

  it('asks with the same two marks as the native chunk, so both agree on what may be a legacy wrapper', () => {
    const android = { [LEGACY_ANDROID_INTERFACE]: { postMessage: vi.fn() } };
    expect(mayHaveLegacyWrapper(android, 'Mozilla/5.0')).toBe(true);
    expect(setup({ windowExtras: android }).loadChunk).toHaveBeenCalledTimes(1);
    const iosAgent = `Mozilla/5.0 (iPhone) ${LEGACY_IOS_USER_AGENT_MARK}1.5.3`;
    expect(mayHaveLegacyWrapper({}, iosAgent)).toBe(true);
    expect(setup({ userAgent: iosAgent }).loadChunk).toHaveBeenCalledTimes(1);
    expect(setup().loadChunk).not.toHaveBeenCalled();
  });

  it('shows features the legacy wrapper once its start-up answered, and none before', async () => {
    const { native } = setup({
      windowExtras: { BankAndroidBridge: { postMessage: vi.fn() } },
      bridgeWrapper: { platform: 'android', version: '1.6.0' },
    });
    expect(native.wrapper).toBeNull();
    await flushPromises();
    expect(native.wrapper).toEqual({ platform: 'android', version: '1.6.0' });
  });
});
