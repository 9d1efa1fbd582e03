import { describe, expect, it, vi } from 'vitest';
import { assertThrowsOnlySpecMessages } from '../events/testing';
import { EventPayloadError, EventTopicError, createEventBus } from '../events';
import { PENDING_EVENT_MESSAGE, PENDING_TOPIC_VALIDATORS, parseLoginAcceptPayload, parseLoginCancelPayload } from './topics';
import type { PendingTopics } from './topics';

const refused = (message: string) => new EventPayloadError(message);

describe('pending-operation topics (features.md §4.1, issue 17 §2)', () => {
  it('are exactly login-accept and login-cancel', () => {
    expect(Object.keys(PENDING_TOPIC_VALIDATORS).sort()).toEqual(['login-accept', 'login-cancel']);
  });

  it('login-accept carries the operation’s secProcessId, and nothing else reaches subscribers', () => {
    expect(parseLoginAcceptPayload({ secProcessId: '3f0c9a52-1b7e-4d2a-9c41-6a8e2f5d7b10', extra: true })).toEqual({
      secProcessId: '3f0c9a52-1b7e-4d2a-9c41-6a8e2f5d7b10',
    });
  });

  it('login-cancel carries the operation’s secProcessId', () => {
    expect(parseLoginCancelPayload({ secProcessId: 'op-75' })).toEqual({ secProcessId: 'op-75' });
  });

  it.each([undefined, '', 75, null])(
    'login-accept refuses secProcessId %s: "Login accept secProcessId must be a non-empty string!"',
    (secProcessId) => {
      expect(() => parseLoginAcceptPayload({ secProcessId })).toThrow(refused('Login accept secProcessId must be a non-empty string!'));
    },
  );

  it.each([undefined, '', 75, null])(
    'login-cancel refuses secProcessId %s: "Login cancel secProcessId must be a non-empty string!"',
    (secProcessId) => {
      expect(() => parseLoginCancelPayload({ secProcessId })).toThrow(refused('Login cancel secProcessId must be a non-empty string!'));
    },
  );

  it('a bus is closed to both topics until its owner allows them, and then delivers them', () => {
    const bus = createEventBus<PendingTopics>({ validators: {} });
    expect(() => bus.publish('login-accept', { secProcessId: 'op-75' })).toThrow(EventTopicError);
    bus.allow(PENDING_TOPIC_VALIDATORS);
    const accepted = vi.fn();
    const cancelled = vi.fn();
    bus.subscribe('login-accept', accepted);
    bus.subscribe('login-cancel', cancelled);
    bus.publish('login-accept', { secProcessId: 'op-75' });
    bus.publish('login-cancel', { secProcessId: 'op-76' });
    expect(accepted).toHaveBeenCalledWith({ secProcessId: 'op-75' });
    expect(cancelled).toHaveBeenCalledWith({ secProcessId: 'op-76' });
  });

  it.each(Object.entries(PENDING_TOPIC_VALIDATORS))(
    '%s: under hostile input returns a payload or throws its message, nothing else',
    (_topic, parse) => {
      assertThrowsOnlySpecMessages(parse, PENDING_EVENT_MESSAGE);
    },
  );
});
