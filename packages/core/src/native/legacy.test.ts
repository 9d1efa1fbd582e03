import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { NATIVE_REPLY_EVENT } from './constants';
import {
  LEGACY_BRIDGE_MESSAGE,
  LEGACY_BRIDGE_STARTUP_TIMEOUT_MS,
  findLegacyTransport,
  installLegacyReplyPath,
  startLegacyTransport,
} from './legacy';
import type { LegacyPage } from './legacy';
import { manualTimers } from './testing';

/** A document that records the frames appended to it. */
function fakeDocument() {
  const frames: { src: string; hidden: boolean; tabIndex: number; attributes: Record<string, string>; removed: boolean }[] = [];
  const document = {
    createElement: () => {
      const frame = {
        src: '',
        hidden: false,
        tabIndex: 0,
        attributes: {} as Record<string, string>,
        removed: false,
        setAttribute(name: string, value: string) {
          this.attributes[name] = value;
        },
        remove() {
          this.removed = true;
        },
      };
      return frame;
    },
    documentElement: { appendChild: (frame: (typeof frames)[number]) => frames.push(frame) },
  } as unknown as LegacyPage['document'];
  return { document, frames };
}

describe('legacy transports (features.md §4.5)', () => {
  it('uses a legacy Android wrapper’s JavaScript interface object when there is one', () => {
    const received: string[] = [];
    const win = { BankAndroidBridge: { postMessage: (message: string) => void received.push(message) } };
    const transport = findLegacyTransport({
      window: win,
      document: fakeDocument().document,
      userAgent: 'Mozilla/5.0 (Linux; Android 9)',
      defer: () => undefined,
    });
    expect(transport?.kind).toBe('android-interface');
    transport?.send('{"method":"share"}');
    expect(received).toEqual(['{"method":"share"}']);
  });

  it('sends through a hidden frame loading bankapp://bridge?message=… in a legacy iOS wrapper, then removes the frame', () => {
    const { document, frames } = fakeDocument();
    const deferred: (() => void)[] = [];
    const transport = findLegacyTransport({
      window: {},
      document,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0) BancoAlbaApp/1.5.3',
      defer: (callback) => void deferred.push(callback),
    });
    expect(transport?.kind).toBe('ios-frame');
    transport?.send('{"id":"1","method":"share","params":{"text":"a&b"}}');
    expect(frames).toHaveLength(1);
    expect(frames[0]).toMatchObject({ hidden: true, tabIndex: -1, attributes: { 'aria-hidden': 'true' }, removed: false });
    expect(frames[0]?.src).toBe(`bankapp://bridge?message=${encodeURIComponent('{"id":"1","method":"share","params":{"text":"a&b"}}')}`);
    for (const callback of deferred) callback();
    expect(frames[0]?.removed).toBe(true);
  });

  it.each([{}, { BankAndroidBridge: null }, { BankAndroidBridge: { postMessage: 'no' } }])(
    'finds no legacy wrapper in a plain browser (%j)',
    (win) => {
      expect(
        findLegacyTransport({
          window: win,
          document: fakeDocument().document,
          userAgent: 'Mozilla/5.0 Chrome/140',
          defer: () => undefined,
        }),
      ).toBeNull();
    },
  );
});

describe('legacy start-up (features.md §4.5, §9)', () => {
  function setup() {
    const replies = new EventTarget();
    const win = {} as Record<string, unknown>;
    installLegacyReplyPath(win, replies);
    const sent: string[] = [];
    const timers = manualTimers();
    const started = startLegacyTransport({
      send: (message) => void sent.push(message),
      replies,
      timers,
      createId: () => 'c0ffee-unguessable',
    });
    const answer = (message: unknown) => (win['bankNativeLegacyReply'] as (message: unknown) => void)(message);
    return { started, sent, timers, answer, win };
  }

  it('tells the app BRIDGE_READY as a call and waits 1500 ms for its answer', () => {
    const { sent, timers } = setup();
    expect(sent.map((message) => JSON.parse(message) as unknown)).toEqual([
      { id: 'c0ffee-unguessable', method: 'setWebAppStatus', params: { status: 'BRIDGE_READY' } },
    ]);
    expect(LEGACY_BRIDGE_STARTUP_TIMEOUT_MS).toBe(1_500);
    expect(timers.delays()).toEqual([1_500]);
  });

  it('becomes a wrapper with the platform and version the app answers, through the reply function', async () => {
    const { started, answer, timers } = setup();
    answer(JSON.stringify({ id: 'c0ffee-unguessable', result: { platform: 'ios', version: '1.5.3' } }));
    const wrapper = await started;
    expect(wrapper).toMatchObject({ platform: 'ios', version: '1.5.3' });
    expect(timers.delays()).toEqual([]);
  });

  it('gives up after 1500 ms without an answer: the browser versions are used', async () => {
    const { started, timers, answer } = setup();
    timers.fireAll();
    await expect(started).resolves.toBeNull();
    // A late answer changes nothing.
    answer(JSON.stringify({ id: 'c0ffee-unguessable', result: { platform: 'ios', version: '1.5.3' } }));
    await expect(started).resolves.toBeNull();
    expect(LEGACY_BRIDGE_MESSAGE.notStarted).toBe('The legacy native bridge did not answer within 1500 ms: the browser versions are used');
  });

  it('the reply function cannot be replaced by a page script', () => {
    const { win } = setup();
    expect(() => {
      win['bankNativeLegacyReply'] = vi.fn();
    }).toThrow(TypeError);
  });

  it('never trusts a malformed or misaddressed answer: nothing throws and the start-up still waits (property)', async () => {
    const { started, answer, timers } = setup();
    const hostile = fc.oneof(
      fc.anything(),
      fc.string(),
      fc.record({ id: fc.string(), result: fc.record({ platform: fc.constantFrom('android', 'ios'), version: fc.constant('1.5.3') }) }),
      fc.record({
        id: fc.constant('c0ffee-unguessable'),
        result: fc.oneof(fc.anything(), fc.record({ platform: fc.string(), version: fc.string() })),
      }),
    );
    fc.assert(
      fc.property(hostile, (message) => {
        const forged = typeof message === 'object' && message !== null && (message as { id?: unknown }).id === 'c0ffee-unguessable';
        fc.pre(!forged || !isWellFormedHandshake(message));
        expect(() => answer(message)).not.toThrow();
      }),
    );
    expect(timers.delays()).toEqual([1_500]);
    answer({ id: 'c0ffee-unguessable', result: { platform: 'android', version: '1.6.0' } });
    await expect(started).resolves.toMatchObject({ platform: 'android', version: '1.6.0' });
  });

  it('hands every reply to the new wrapper’s reply event, so one handler serves both transports', () => {
    const replies = new EventTarget();
    const win = {};
    installLegacyReplyPath(win, replies);
    const seen: unknown[] = [];
    replies.addEventListener(NATIVE_REPLY_EVENT, (event) => seen.push((event as CustomEvent).detail));
    (Reflect.get(win, 'bankNativeLegacyReply') as (message: unknown) => void)('{"id":"9","result":true}');
    expect(seen).toEqual(['{"id":"9","result":true}']);
  });
});

function isWellFormedHandshake(message: unknown): boolean {
  const result = (message as { result?: { platform?: unknown; version?: unknown } }).result;
  return (
    (result?.platform === 'android' || result?.platform === 'ios') &&
    typeof result.version === 'string' &&
    /^\d+\.\d+\.\d+$/.test(result.version)
  );
}
