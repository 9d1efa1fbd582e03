import { describe, expect, it } from 'vitest';
import { createShellEventBus } from '@bank-shell/core';
import type { ShellEventBusHost } from '@bank-shell/core';
import { createEventRecorder } from './eventRecorder';

const START_MS = Date.UTC(2026, 4, 1, 9, 30);

function setUp(capacity?: number) {
  let now = START_MS;
  const clock = { now: () => now };
  const recorder = createEventRecorder({ clock, ...(capacity === undefined ? {} : { capacity }) });
  return { recorder, later: (ms: number) => (now += ms) };
}

describe('the inspector’s record of the bus (issue 40 §4)', () => {
  it('keeps an accepted event with its topic, time and payload as delivered, newest first', () => {
    const { recorder, later } = setUp();
    const bus: ShellEventBusHost = createShellEventBus();
    bus.observe(recorder.record);
    bus.publish('post-login', { target: '/posicion-global' });
    later(250);
    bus.publish('login-history-back', { enabled: true });
    expect(recorder.events.getSnapshot()).toEqual([
      { id: 1, topic: 'login-history-back', at: START_MS + 250, accepted: true, payload: '{\n  "enabled": true\n}' },
      { id: 0, topic: 'post-login', at: START_MS, accepted: true, payload: '{\n  "target": "/posicion-global"\n}' },
    ]);
  });

  it('keeps a refused event with the reason its publisher got: a topic off the list, a payload that breaks its rules', () => {
    const { recorder } = setUp();
    const bus = createShellEventBus() as ShellEventBusHost & { publish(topic: string, payload: unknown): void };
    bus.observe(recorder.record);
    expect(() => bus.publish('post-login', { target: 7 })).toThrow('The "post-login" payload needs target as a string');
    expect(() => bus.publish('not-a-topic', { any: 'thing' })).toThrow('not in the allowed list');
    const [offTheList, badPayload] = recorder.events.getSnapshot();
    expect(offTheList).toMatchObject({
      topic: 'not-a-topic',
      accepted: false,
      reason: 'Event topic "not-a-topic" is not in the allowed list',
      payload: '{\n  "any": "thing"\n}',
    });
    expect(badPayload).toMatchObject({ topic: 'post-login', accepted: false, reason: 'The "post-login" payload needs target as a string' });
  });

  it('counts anything thrown as a refusal, even undefined', () => {
    const { recorder } = setUp();
    recorder.record('odd', {}, undefined);
    recorder.record('odder', {}, 'just a string');
    expect(recorder.events.getSnapshot().map(({ accepted, reason }) => ({ accepted, reason }))).toEqual([
      { accepted: false, reason: 'just a string' },
      { accepted: false, reason: 'undefined' },
    ]);
  });

  it('keeps the last 50 by default, dropping the oldest first', () => {
    const { recorder } = setUp();
    for (let n = 0; n < 51; n += 1) recorder.record('post-login', { target: `/${n}` });
    const events = recorder.events.getSnapshot();
    expect(events).toHaveLength(50);
    expect(events[0]?.payload).toContain('"/50"');
    expect(events.at(-1)?.payload).toContain('"/1"');
  });

  it('keeps as many as it is told to', () => {
    const { recorder } = setUp(2);
    for (const topic of ['a', 'b', 'c']) recorder.record(topic, null);
    expect(recorder.events.getSnapshot().map((event) => event.topic)).toEqual(['c', 'b']);
  });

  it('shows a payload as it was published, whatever happens to the object later', () => {
    const { recorder } = setUp();
    const payload = { target: '/before' };
    recorder.record('post-login', payload);
    payload.target = '/after';
    expect(recorder.events.getSnapshot()[0]?.payload).toContain('/before');
  });
});
