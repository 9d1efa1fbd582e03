import { describe, expect, it } from 'vitest';
import {
  EXTENDED_INACTIVITY_RULE_S,
  SESSION_ABSOLUTE_LIFETIME_S,
  SESSION_INACTIVITY_TIMEOUT_S,
  STANDARD_INACTIVITY_RULE_S,
} from './constants';
import { profileState, sessionState, type SessionRecord } from './sessionStore';

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
    inactivityLimitS: STANDARD_INACTIVITY_RULE_S,
    longestIdleS: 0,
    assistedPersonId: null,
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

  it('keeps a session with a 900 s profile live until 900 s without activity', () => {
    const extended = session({ inactivityLimitS: EXTENDED_INACTIVITY_RULE_S });
    expect(sessionState(extended, LOGIN_MS + (EXTENDED_INACTIVITY_RULE_S - 1) * S)).toBe('live');
    expect(sessionState(extended, LOGIN_MS + EXTENDED_INACTIVITY_RULE_S * S)).toBe('expired');
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

describe('profile state (per-profile inactivity rule)', () => {
  const extended = session({ inactivityLimitS: EXTENDED_INACTIVITY_RULE_S });

  it('cuts a 300 s profile off at 300 s of inactivity while a 900 s one of the same session lives on', () => {
    const at = LOGIN_MS + STANDARD_INACTIVITY_RULE_S * S;
    expect(profileState(extended, STANDARD_INACTIVITY_RULE_S, at - S)).toBe('live');
    expect(profileState(extended, STANDARD_INACTIVITY_RULE_S, at)).toBe('expired');
    expect(profileState(extended, EXTENDED_INACTIVITY_RULE_S, at)).toBe('live');
  });

  it('keeps a profile cut off after later activity, once any stretch reached its rule', () => {
    const back = session({
      inactivityLimitS: EXTENDED_INACTIVITY_RULE_S,
      lastSeenAt: new Date(LOGIN_MS + 400 * S),
      longestIdleS: 400,
    });
    expect(profileState(back, STANDARD_INACTIVITY_RULE_S, LOGIN_MS + 401 * S)).toBe('expired');
    expect(profileState(back, EXTENDED_INACTIVITY_RULE_S, LOGIN_MS + 401 * S)).toBe('live');
  });

  it('passes on the session state when the session itself is over', () => {
    expect(profileState(session({ endedAt: new Date(LOGIN_MS) }), EXTENDED_INACTIVITY_RULE_S, LOGIN_MS + S)).toBe('ended');
  });
});
