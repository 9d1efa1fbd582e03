export { createEventBus } from './eventBus';
export type { EventBus, EventHandler, TopicMap } from './eventBus';
