import { describe, expect, it, vi } from 'vitest';
import { EventTopicError, createEventBus, objectPayload } from './eventBus';
import { EventPayloadError, parseExternalUrlPayload, parseNavigationPayload } from './payloads';

describe('object payload checks', () => {
  const check = objectPayload<{ path: string; match: object; extra: unknown }>('route-changed', {
    path: 'string',
    match: 'object',
    extra: 'unknown',
  });

  it('accepts a payload whose fields are of their kinds, anything in an unknown field', () => {
    const payload = { path: '/a', match: {} };
    expect(check(payload)).toBe(payload);
  });

  it('refuses anything but an object, null included, with the topic named', () => {
    for (const payload of [null, 5, 'text']) {
      expect(() => check(payload)).toThrow(new EventPayloadError('The "route-changed" payload must be an object'));
    }
  });

  it('names the field and the kind it needs, with the right article', () => {
    expect(() => check({ path: 1, match: {} })).toThrow('The "route-changed" payload needs path as a string');
    expect(() => check({ path: '/a', match: null })).toThrow('The "route-changed" payload needs match as an object');
  });
});

describe('the event bus', () => {
  it('reports nothing when a topic has no subscriber', () => {
    const onHandlerError = vi.fn();
    const bus = createEventBus<{ ping: { n: number } }>({ validators: { ping: (p) => p as { n: number } }, onHandlerError });
    bus.publish('ping', { n: 1 });
    expect(onHandlerError).not.toHaveBeenCalled();
  });

  it('names its errors, for the logs', () => {
    expect(new EventTopicError('x').name).toBe('EventTopicError');
    expect(new EventPayloadError('x').name).toBe('EventPayloadError');
  });
});

describe('navigation and external URL payloads (shell.md §3, §5)', () => {
  it('accepts query parameters that are all strings, and refuses any that is not', () => {
    const queryParams = { tab: 'movimientos', page: '2' };
    expect(parseNavigationPayload({ eventName: 'go', route: '/a', queryParams })).toMatchObject({ queryParams });
    expect(() => parseNavigationPayload({ eventName: 'go', route: '/a', queryParams: { page: 2 } })).toThrow(
      'Navigation queryParams must be an object of strings!',
    );
  });

  it('refuses an external URL given as a URL object rather than a string', () => {
    expect(() => parseExternalUrlPayload({ url: new URL('https://www.example.com/') })).toThrow('Unsupported URL');
  });
});
