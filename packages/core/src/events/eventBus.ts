/** Topic name → payload type. */
export type TopicMap = Record<string, unknown>;

export type EventHandler<P> = (payload: P) => void;

/**
 * A typed publish/subscribe bus. Publishers and subscribers agree on payloads through the topic
 * map; a throwing subscriber is reported and never stops the others.
 */
export interface EventBus<T extends TopicMap> {
  publish<K extends keyof T & string>(topic: K, payload: T[K]): void;
  subscribe<K extends keyof T & string>(topic: K, handler: EventHandler<T[K]>): () => void;
}

export function createEventBus<T extends TopicMap>(onHandlerError: (error: unknown) => void = () => undefined): EventBus<T> {
  const handlers = new Map<string, Set<EventHandler<never>>>();
  return {
    publish(topic, payload) {
      for (const handler of [...(handlers.get(topic) ?? [])]) {
        try {
          (handler as EventHandler<T[typeof topic]>)(payload);
        } catch (error) {
          onHandlerError(error);
        }
      }
    },
    subscribe(topic, handler) {
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
