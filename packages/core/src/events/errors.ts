/** A payload that breaks its topic's rules; the message is the spec's where it has one. */
export class EventPayloadError extends Error {
  override readonly name = 'EventPayloadError';
}
