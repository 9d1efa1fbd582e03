import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './eventBus';

type Topics = { ping: { n: number }; pong: string };

describe('event bus', () => {
  it('delivers a payload to the subscribers of its topic only', () => {
    const bus = createEventBus<Topics>();
    const ping = vi.fn();
    const pong = vi.fn();
    bus.subscribe('ping', ping);
    bus.subscribe('pong', pong);
    bus.publish('ping', { n: 1 });
    expect(ping).toHaveBeenCalledWith({ n: 1 });
    expect(pong).not.toHaveBeenCalled();
  });

  it('keeps delivering when one subscriber throws, and reports the error', () => {
    const onError = vi.fn();
    const bus = createEventBus<Topics>(onError);
    const after = vi.fn();
    bus.subscribe('pong', () => {
      throw new Error('boom');
    });
    bus.subscribe('pong', after);
    bus.publish('pong', 'x');
    expect(after).toHaveBeenCalledWith('x');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus<Topics>();
    const handler = vi.fn();
    bus.subscribe('pong', handler)();
    bus.publish('pong', 'x');
    expect(handler).not.toHaveBeenCalled();
  });
});
