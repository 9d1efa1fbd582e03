import { describe, expect, it, vi } from 'vitest';
import { EventTopicError } from '../events';
import { SIGNED_IN_TOPIC_VALIDATORS } from '../signedInTopics';
import { createShellEventBus } from '.';

describe("the shell's event bus (features.md §5)", () => {
  it('allows the navigation and external URL topics on every page', () => {
    const events = createShellEventBus();
    const opened = vi.fn();
    events.subscribe('open-external-url', opened);
    events.publish('open-external-url', { url: 'https://www.bde.es/', openNewWindow: true });
    expect(opened).toHaveBeenCalledWith({ url: 'https://www.bde.es/', openNewWindow: true });
    expect(() => events.publish('navigate', { eventName: 'go', route: '/tarjetas', redirect: false, queryParams: {} })).not.toThrow();
  });

  it.each(['change-theme', 'change-affluent-mark', 'change-masked-mode', 'download-document', 'start-security-process'] as const)(
    'allows %s only once the signed-in topics are added',
    (topic) => {
      const events = createShellEventBus();
      expect(() => events.subscribe(topic, vi.fn())).toThrow(EventTopicError);
      events.allow(SIGNED_IN_TOPIC_VALIDATORS);
      expect(() => events.subscribe(topic, vi.fn())).not.toThrow();
    },
  );

  it("checks a signed-in topic's payload with the spec's message once allowed", () => {
    const events = createShellEventBus();
    events.allow(SIGNED_IN_TOPIC_VALIDATORS);
    expect(() => events.publish('change-masked-mode', { enable: 'yes' as unknown as boolean })).toThrow(
      'Masked mode value must be a boolean!',
    );
  });
});
