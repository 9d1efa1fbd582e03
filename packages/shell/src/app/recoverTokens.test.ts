import { describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY, createMemoryStorage, createStore } from '@bank-shell/core';
import type { Session } from '@bank-shell/core';
import { recoverTokensAfterReload } from './recoverTokens';

describe('tokens after a reload without Web Storage (SECURITY.md rule 1)', () => {
  it('gets fresh tokens after a reload when the tokens lived in memory and a session existed', async () => {
    const login = vi.fn(() => Promise.resolve());
    const session = { state: createStore({ status: 'unauthenticated' }), login } as unknown as Session;
    const storage = createMemoryStorage();
    await recoverTokensAfterReload(session, storage);
    expect(login).not.toHaveBeenCalled();
    storage.set(SESSION_STORAGE_KEY.loginTracker, '1');
    await recoverTokensAfterReload(session, storage);
    expect(login).toHaveBeenCalledWith({ force: true });
  });
});
