/**
 * Test helpers for payload checks: hostile payloads, and the property that a check either returns
 * or throws one of the spec's messages. Used by the tests of `events/` and `signedInTopics/`.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { EventPayloadError } from './errors';

/** Anything at all, plus objects shaped like payloads and prototype tricks. */
export const hostilePayload = fc.oneof(
  fc.anything(),
  fc.record({ theme: fc.anything(), url: fc.anything(), enable: fc.anything(), method: fc.anything(), route: fc.anything() }),
  fc.constant(Object.create(null) as unknown),
  fc.constant({ ['__proto__']: { theme: 'dark' } }),
);

/** Asserts, for many hostile payloads, that `parse` returns or throws one of `messages`, nothing else. */
export function assertThrowsOnlySpecMessages(parse: (payload: unknown) => unknown, messages: Readonly<Record<string, string>>): void {
  const specMessages = new Set<string>(Object.values(messages));
  fc.assert(
    fc.property(hostilePayload, (payload) => {
      try {
        parse(payload);
      } catch (error) {
        expect(error).toBeInstanceOf(EventPayloadError);
        expect(specMessages.has((error as Error).message)).toBe(true);
      }
    }),
  );
}
