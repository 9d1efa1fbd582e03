import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage';
import { UnknownClientIdError, resolveChannel } from './channels';

const channelOf = (clientId: string | null, search = '', storage = createMemoryStorage()) =>
  resolveChannel({ clientId, query: new URLSearchParams(search), storage });

describe('client kinds and channel codes (shell.md §6)', () => {
  it.each([
    ['bank-web', 'web-transactional', 83],
    ['bank-teen-web', 'teen-web', 83],
    ['bank-signups', 'sign-ups', 83],
    ['bank-android', 'android-transactional', 86],
    ['bank-ios', 'ios-transactional', 86],
    ['bank-teen-android', 'teen-android', 86],
    ['bank-teen-ios', 'teen-ios', 86],
  ])('client id %s is the %s client, channel %i', (clientId, kind, code) => {
    expect(channelOf(clientId)).toEqual({ clientId, clientKind: kind, code, assistedApp: null });
  });

  it('a page with no client id is the web client, channel 83', () => {
    expect(channelOf(null)).toMatchObject({ clientKind: 'web-transactional', code: 83 });
  });

  it('an unknown client id is refused with a clear error', () => {
    expect(() => channelOf('bank-fax')).toThrow(UnknownClientIdError);
    expect(() => channelOf('toString')).toThrow('Unknown client id "toString"');
  });
});

describe('the assisted (twin) client: call centre or branch (shell.md §6)', () => {
  it('is the call centre (CC, channel 81) by default', () => {
    expect(channelOf('bank-twin')).toMatchObject({ clientKind: 'assisted', assistedApp: 'CC', code: 81 });
  });

  it('app=COF in the query selects the branch, channel 85, and is kept for later pages', () => {
    const storage = createMemoryStorage();
    expect(channelOf('bank-twin', '?app=COF', storage)).toMatchObject({ assistedApp: 'COF', code: 85 });
    expect(channelOf('bank-twin', '', storage)).toMatchObject({ assistedApp: 'COF', code: 85 });
  });

  it('the query wins over the kept app; an unknown app in the query changes nothing', () => {
    const storage = createMemoryStorage();
    channelOf('bank-twin', '?app=COF', storage);
    expect(channelOf('bank-twin', '?app=CC', storage)).toMatchObject({ assistedApp: 'CC', code: 81 });
    expect(channelOf('bank-twin', '?app=XYZ', storage)).toMatchObject({ assistedApp: 'CC', code: 81 });
  });
});
