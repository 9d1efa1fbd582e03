import { createStore } from '@bank-shell/core';
import type { Clock, ReadableStore } from '@bank-shell/core';
import { payloadText } from './payloadText';

/** How many of the bus's events the inspector keeps: the last ones, the oldest dropped first. */
export const INSPECTED_EVENTS_COUNT = 50;

/** One publish on the bus, as the inspector shows it. */
export interface InspectedEvent {
  /** Unique per recorder, in publishing order: a list key. */
  readonly id: number;
  readonly topic: string;
  /** When it was published, epoch ms. */
  readonly at: number;
  /** Whether the bus delivered it; when not, `reason` is the error its publisher got. */
  readonly accepted: boolean;
  readonly reason?: string;
  /** The payload as delivered (accepted) or as given (refused), as text of limited size. */
  readonly payload: string;
}

export interface EventRecorder {
  /** The last events, newest first. */
  readonly events: ReadableStore<readonly InspectedEvent[]>;
  /**
   * The bus's observer (`EventBusHost.observe`): a third argument, whatever it is, is the refusal.
   * Never throws, as an observer must not.
   */
  readonly record: (topic: string, payload: unknown, ...refusal: unknown[]) => void;
}

export interface EventRecorderOptions {
  clock: Clock;
  /** @default INSPECTED_EVENTS_COUNT */
  capacity?: number;
}

function reasonOf(refusal: unknown): string {
  return refusal instanceof Error ? refusal.message : String(refusal);
}

/**
 * Keeps the bus's last events in a ring of `capacity`. The payload is turned into text as it is
 * published: a later change to the object does not rewrite what the bus carried.
 */
export function createEventRecorder({ clock, capacity = INSPECTED_EVENTS_COUNT }: EventRecorderOptions): EventRecorder {
  const events = createStore<readonly InspectedEvent[]>([]);
  let nextId = 0;
  return {
    events,
    record(topic, payload, ...refusal) {
      try {
        // Counted, not compared with undefined: a publisher's check may throw anything at all.
        const refused = refusal.length > 0;
        const event: InspectedEvent = {
          id: nextId++,
          topic: String(topic),
          at: clock.now(),
          accepted: !refused,
          ...(refused ? { reason: reasonOf(refusal[0]) } : {}),
          payload: payloadText(payload),
        };
        events.update((list) => [event, ...list.slice(0, capacity - 1)]);
      } catch (error) {
        // The publisher must get its own outcome, not the inspector's trouble.
        console.error(error);
      }
    },
  };
}
