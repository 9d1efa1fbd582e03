import { EventPayloadError } from './errors';
import type { TopicValidators } from './payloads';

/** Topic name → payload type. */
export type TopicMap = object;

export type EventHandler<P> = (payload: P) => void;

/**
 * A typed publish/subscribe bus over an allowed list of topics (features.md §5): each topic has a
 * payload check, and a payload is delivered only once it passed, with its defaults filled in. A
 * throwing subscriber is reported and never stops the others.
 */
export interface EventBus<T extends TopicMap> {
  /** @throws EventTopicError for a topic off the list, EventPayloadError for a payload that breaks its rules */
  publish<K extends keyof T & string>(topic: K, payload: T[K]): void;
  /** @throws EventTopicError for a topic off the list */
  subscribe<K extends keyof T & string>(topic: K, handler: EventHandler<T[K]>): () => void;
}

/** A topic that is not on the bus's allowed list. */
export class EventTopicError extends Error {
  override readonly name = 'EventTopicError';
  constructor(readonly topic: string) {
    super(`Event topic "${topic}" is not in the allowed list`);
  }
}

export interface EventBusOptions<T extends TopicMap> {
  /** The topics allowed from the start, each with its payload check. */
  validators: Partial<TopicValidators<T>>;
  onHandlerError?: (error: unknown) => void;
}

/**
 * Told of each publish before any delivery (the sandbox's developer inspector, issue 40 §4): the
 * payload as delivered, or, with `refusal`, as given with the error the publisher gets (a topic off
 * the list, a payload that breaks its rules). It must not throw: the publisher would get its error.
 */
export type PublishObserver = (topic: string, payload: unknown, refusal?: unknown) => void;

/** The bus as its owner holds it: it may widen the allowed list; those it hands the bus to may not. */
export interface EventBusHost<T extends TopicMap> extends EventBus<T> {
  /** Allows more topics, each with its payload check; a topic already allowed keeps its check. */
  allow(validators: Partial<TopicValidators<T>>): void;
  /**
   * Tells `observer` of every publish from now on. One observer at a time, a later one replaces
   * it: the inspector is the only one, and a list would cost the login page bytes for nothing.
   */
  observe(observer: PublishObserver): void;
}

type PayloadCheck = (payload: unknown) => unknown;

export function createEventBus<T extends TopicMap>({ validators, onHandlerError = () => undefined }: EventBusOptions<T>): EventBusHost<T> {
  const handlers = new Map<string, Set<EventHandler<never>>>();
  const checks = new Map<string, PayloadCheck>(Object.entries(validators) as [string, PayloadCheck][]);
  let observer: PublishObserver | undefined;
  const validatorOf = (topic: string): PayloadCheck => {
    const check = checks.get(topic);
    if (!check) throw new EventTopicError(topic);
    return check;
  };
  return {
    allow(more) {
      for (const [topic, check] of Object.entries(more) as [string, PayloadCheck][]) if (!checks.has(topic)) checks.set(topic, check);
    },
    observe(next) {
      observer = next;
    },
    publish(topic, payload) {
      let parsed: T[typeof topic];
      try {
        parsed = validatorOf(topic)(payload) as T[typeof topic];
      } catch (refusal) {
        observer?.(topic, payload, refusal);
        throw refusal;
      }
      observer?.(topic, parsed);
      for (const handler of [...(handlers.get(topic) ?? [])]) {
        try {
          (handler as EventHandler<T[typeof topic]>)(parsed);
        } catch (error) {
          onHandlerError(error);
        }
      }
    },
    subscribe(topic, handler) {
      validatorOf(topic);
      let set = handlers.get(topic);
      if (!set) {
        set = new Set();
        handlers.set(topic, set);
      }
      set.add(handler);
      return () => set.delete(handler);
    },
  };
}

type FieldKind = 'string' | 'boolean' | 'object' | 'unknown';

/**
 * A payload check for the shell's own topics: a plain object with the listed fields, of the listed
 * kinds (`unknown` fields may hold anything, even nothing).
 */
export function objectPayload<P>(topic: string, fields: { readonly [K in keyof P]: FieldKind }): (payload: unknown) => P {
  return (payload) => {
    if (typeof payload !== 'object' || payload === null) throw new EventPayloadError(`The "${topic}" payload must be an object`);
    for (const [field, kind] of Object.entries<FieldKind>(fields)) {
      const value = (payload as Record<string, unknown>)[field];
      const fits = kind === 'unknown' || (kind === 'object' ? typeof value === 'object' && value !== null : typeof value === kind);
      if (!fits) throw new EventPayloadError(`The "${topic}" payload needs ${field} as ${kind === 'object' ? 'an' : 'a'} ${kind}`);
    }
    return payload as P;
  };
}
