import fc from 'fast-check';
import { assertThrowsOnlySpecMessages } from './testing';
import { describe, expect, it } from 'vitest';
import {
  EVENT_MESSAGE,
  EventPayloadError,
  PUBLIC_TOPIC_VALIDATORS,
  isSupportedExternalUrl,
  parseExternalUrlPayload,
  parseNavigationPayload,
} from './payloads';

const refused = (message: string) => new EventPayloadError(message);

describe('external URL event (shell.md §5, §8)', () => {
  it('accepts an absolute http(s) URL, opening a new window unless told otherwise', () => {
    expect(parseExternalUrlPayload({ url: 'https://www.bde.es/' })).toEqual({ url: 'https://www.bde.es/', openNewWindow: true });
    expect(parseExternalUrlPayload({ url: 'http://example.com/a', openNewWindow: false })).toEqual({
      url: 'http://example.com/a',
      openNewWindow: false,
    });
  });

  it.each(['/relative/path', 'not a url', '', 'javascript:alert(1)', 'data:text/html,<script>alert(1)</script>'])(
    'refuses %s: "Unsupported URL"',
    (url) => {
      expect(() => parseExternalUrlPayload({ url })).toThrow(refused('Unsupported URL'));
    },
  );
});

describe('navigation event (shell.md §5)', () => {
  it('accepts an event name and a route, with redirect false and no query by default', () => {
    expect(parseNavigationPayload({ eventName: 'go-cards', route: '/tarjetas' })).toEqual({
      eventName: 'go-cards',
      route: '/tarjetas',
      redirect: false,
      queryParams: {},
    });
  });

  it('eventName is required', () => {
    expect(() => parseNavigationPayload({ route: '/tarjetas' })).toThrow(refused(EVENT_MESSAGE.navigationEventName));
  });

  it('route must be a string', () => {
    expect(() => parseNavigationPayload({ eventName: 'go', route: ['/tarjetas'] })).toThrow(refused(EVENT_MESSAGE.navigationRoute));
  });

  it('query parameters must be strings', () => {
    expect(() => parseNavigationPayload({ eventName: 'go', route: '/a', queryParams: { page: 2 } })).toThrow(
      refused(EVENT_MESSAGE.navigationQuery),
    );
  });
});

describe('every payload check under malformed and hostile input', () => {
  it.each(Object.entries(PUBLIC_TOPIC_VALIDATORS))(
    '%s: returns a payload or throws one of the spec’s messages, nothing else',
    (_topic, parse) => {
      assertThrowsOnlySpecMessages(parse, EVENT_MESSAGE);
    },
  );

  it('an external URL is accepted only when it parses as an absolute http(s) URL', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string(), fc.anything()), (url) => {
        const accepted = isSupportedExternalUrl(url);
        if (accepted) expect(['http:', 'https:']).toContain(new URL(url).protocol);
        if (typeof url !== 'string') expect(accepted).toBe(false);
      }),
    );
  });
});
