import { describe, expect, it, vi } from 'vitest';
import { EventTopicError, createEventBus, objectPayload } from './eventBus';
import { EventPayloadError } from './payloads';
import type { TopicValidators } from './payloads';
import type { EventBusHost } from './eventBus';

interface Topics {
  ping: { n: number };
  pong: { text: string; loud: boolean };
}

const VALIDATORS: TopicValidators<Topics> = {
  ping: (payload) => {
    const n = (payload as { n?: unknown }).n;
    if (typeof n !== 'number') throw new EventPayloadError('ping needs n');
    return { n };
  },
  // A check may fill in defaults: subscribers see what it returns.
  pong: (payload) => ({ loud: false, ...objectPayload<{ text: string }>('pong', { text: 'string' })(payload) }),
};

const bus = (onHandlerError?: (error: unknown) => void) =>
  createEventBus<Topics>({ validators: VALIDATORS, ...(onHandlerError ? { onHandlerError } : {}) });

describe('event bus (features.md §5: allowed topics only)', () => {
  it('delivers a payload to the subscribers of its topic only', () => {
    const events = bus();
    const ping = vi.fn();
    const pong = vi.fn();
    events.subscribe('ping', ping);
    events.subscribe('pong', pong);
    events.publish('ping', { n: 1 });
    expect(ping).toHaveBeenCalledWith({ n: 1 });
    expect(pong).not.toHaveBeenCalled();
  });

  it('delivers the checked payload, defaults filled in', () => {
    const events = bus();
    const pong = vi.fn();
    events.subscribe('pong', pong);
    events.publish('pong', { text: 'hola' } as Topics['pong']);
    expect(pong).toHaveBeenCalledWith({ text: 'hola', loud: false });
  });

  it('refuses a payload that breaks its rules: the publisher gets the error, no subscriber a call', () => {
    const events = bus();
    const ping = vi.fn();
    events.subscribe('ping', ping);
    expect(() => events.publish('ping', { n: 'one' } as unknown as Topics['ping'])).toThrow(new EventPayloadError('ping needs n'));
    expect(ping).not.toHaveBeenCalled();
  });

  it('refuses to publish or subscribe to a topic off the allowed list', () => {
    const events = bus() as unknown as {
      publish(topic: string, payload: unknown): void;
      subscribe(topic: string, handler: () => void): void;
    };
    expect(() => events.publish('toString', {})).toThrow(new EventTopicError('toString'));
    expect(() => events.subscribe('unknown-topic', () => undefined)).toThrow('Event topic "unknown-topic" is not in the allowed list');
  });

  it('keeps delivering when one subscriber throws, and reports the error', () => {
    const onError = vi.fn();
    const events = bus(onError);
    const after = vi.fn();
    events.subscribe('ping', () => {
      throw new Error('boom');
    });
    events.subscribe('ping', after);
    events.publish('ping', { n: 2 });
    expect(after).toHaveBeenCalledWith({ n: 2 });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('stops delivering after unsubscribe', () => {
    const events = bus();
    const handler = vi.fn();
    events.subscribe('ping', handler)();
    events.publish('ping', { n: 3 });
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('objectPayload: checks for the shell’s own topics', () => {
  const check = objectPayload<{ path: string; match: object; error: unknown }>('route', {
    path: 'string',
    match: 'object',
    error: 'unknown',
  });

  it('passes a payload with every field of its kind', () => {
    const payload = { path: '/a', match: {}, error: undefined };
    expect(check(payload)).toBe(payload);
  });

  it('names the topic and the field that is wrong', () => {
    expect(() => check(null)).toThrow('The "route" payload must be an object');
    expect(() => check({ path: 1, match: {} })).toThrow('The "route" payload needs path as a string');
    expect(() => check({ path: '/a', match: null })).toThrow('The "route" payload needs match as an object');
  });
});

describe('widening the allowed list (issue 12: topics of a signed-in customer)', () => {
  it('refuses a topic until its owner allows it, then checks its payloads', () => {
    const events = createEventBus<Topics>({ validators: { ping: VALIDATORS.ping } });
    expect(() => events.publish('pong', { text: 'hola', loud: true })).toThrow(EventTopicError);
    expect(() => events.subscribe('pong', vi.fn())).toThrow(EventTopicError);
    events.allow({ pong: VALIDATORS.pong });
    const pong = vi.fn();
    events.subscribe('pong', pong);
    events.publish('pong', { text: 'hola' } as Topics['pong']);
    expect(pong).toHaveBeenCalledWith({ text: 'hola', loud: false });
    expect(() => events.publish('pong', { text: 7 } as unknown as Topics['pong'])).toThrow(EventPayloadError);
  });

  it('keeps the check a topic already has', () => {
    const events = createEventBus<Topics>({ validators: VALIDATORS });
    events.allow({ ping: (payload) => payload as Topics['ping'] });
    expect(() => events.publish('ping', { n: 'one' } as unknown as Topics['ping'])).toThrow(new EventPayloadError('ping needs n'));
  });
});

describe('observing the bus (issue 40 §4: the developer inspector)', () => {
  it('tells the observer of an accepted publish with the payload as delivered, before the subscribers get it', () => {
    const events = bus();
    const seen: string[] = [];
    events.observe((topic, payload, refusal) => seen.push(`observer ${topic} ${JSON.stringify(payload)} ${String(refusal)}`));
    events.subscribe('pong', () => seen.push('subscriber'));
    events.publish('pong', { text: 'hola' } as Topics['pong']);
    expect(seen).toEqual(['observer pong {"loud":false,"text":"hola"} undefined', 'subscriber']);
  });

  it('tells the observer of a refused publish with the payload as given and the error the publisher still gets', () => {
    const events = bus() as unknown as EventBusHost<Topics> & { publish(topic: string, payload: unknown): void };
    const observer = vi.fn();
    events.observe(observer);
    expect(() => events.publish('ping', { n: 'one' })).toThrow(new EventPayloadError('ping needs n'));
    expect(() => events.publish('unknown-topic', { n: 1 })).toThrow(new EventTopicError('unknown-topic'));
    expect(observer.mock.calls).toEqual([
      ['ping', { n: 'one' }, new EventPayloadError('ping needs n')],
      ['unknown-topic', { n: 1 }, new EventTopicError('unknown-topic')],
    ]);
  });

  it('has one observer at a time: a later one replaces the first', () => {
    const events = bus();
    const first = vi.fn();
    const second = vi.fn();
    events.observe(first);
    events.observe(second);
    events.publish('ping', { n: 1 });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('ping', { n: 1 });
  });
});
