import { describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_LIFETIME_S, SESSION_INACTIVITY_TIMEOUT_S } from './constants';
import { sessionState, type SessionRecord } from './sessionStore';

const LOGIN_MS = Date.UTC(2026, 0, 15, 9, 0, 0);
const S = 1000;

function session(overrides: Partial<SessionRecord> = {}): SessionRecord {
  return {
    sessionHash: 'h',
    personId: 'p',
    xsrfHash: 'x',
    createdAt: new Date(LOGIN_MS),
    lastSeenAt: new Date(LOGIN_MS),
    endedAt: null,
    ...overrides,
  };
}

describe('session state', () => {
  it('keeps a session live while requests come less than 5 minutes apart', () => {
    expect(sessionState(session(), LOGIN_MS + (SESSION_INACTIVITY_TIMEOUT_S - 1) * S)).toBe('live');
  });

  it('expires a session after 5 minutes without a request', () => {
    expect(sessionState(session(), LOGIN_MS + SESSION_INACTIVITY_TIMEOUT_S * S)).toBe('expired');
  });

  it('expires a session 12 hours after login, however active', () => {
    const end = LOGIN_MS + SESSION_ABSOLUTE_LIFETIME_S * S;
    const active = session({ lastSeenAt: new Date(end - S) });
    expect(sessionState(active, end - S)).toBe('live');
    expect(sessionState(active, end)).toBe('expired');
  });

  it('tells an ended session from an expired one', () => {
    expect(sessionState(session({ endedAt: new Date(LOGIN_MS + S) }), LOGIN_MS + 2 * S)).toBe('ended');
  });
});
