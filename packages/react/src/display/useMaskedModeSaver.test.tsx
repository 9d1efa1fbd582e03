import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShellEventBus } from '@bank-shell/core';
import { SIGNED_IN_TOPIC_VALIDATORS, saveClientPreference } from '@bank-shell/core/signed-in';
import { deferred } from '@bank-shell/core/testing';
import { TestShell, createTestServices } from '../testing';
import { useMaskedModeSaver } from './useMaskedModeSaver';

// The bank call is core's, tested there: here it answers as each test tells it.
vi.mock('@bank-shell/core/signed-in', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  saveClientPreference: vi.fn(),
}));
const save = vi.mocked(saveClientPreference);
type Saved = Awaited<ReturnType<typeof saveClientPreference>>;

afterEach(() => {
  cleanup();
  save.mockReset();
  document.documentElement.removeAttribute('data-masked');
});

function Control() {
  const { masked, saving, failed, toggle } = useMaskedModeSaver();
  return (
    <>
      <button type="button" onClick={() => void toggle()}>
        {masked ? 'masked' : 'shown'}
      </button>
      <output aria-label="state">{saving ? 'saving' : failed ? 'failed' : 'idle'}</output>
    </>
  );
}

function renderControl() {
  const events = createShellEventBus();
  events.allow(SIGNED_IN_TOPIC_VALIDATORS);
  const published: unknown[] = [];
  events.subscribe('change-masked-mode', (payload) => published.push(payload));
  const services = createTestServices({ events });
  render(
    <TestShell services={services}>
      <Control />
    </TestShell>,
  );
  return { services, published };
}

const press = () =>
  act(async () => {
    screen.getByRole('button').click();
    await Promise.resolve();
  });
const state = () => screen.getByRole('status', { name: 'state' }).textContent;

describe('useMaskedModeSaver: a show/hide balances control (features.md §4.6)', () => {
  it('saves hidden-balances-discrete as the string "true", then asks the shell to mask', async () => {
    const answer = deferred<Saved>();
    save.mockReturnValueOnce(answer.promise);
    const { services, published } = renderControl();
    await press();
    expect(save).toHaveBeenCalledWith(services.http, 'hidden-balances-discrete', 'true');
    expect(state()).toBe('saving');
    expect(published).toEqual([]);
    await act(async () => {
      answer.resolve({ personId: 'P1', preferences: { 'hidden-balances-discrete': 'true' } });
      await answer.promise;
    });
    expect(published).toEqual([{ enable: true }]);
    expect(state()).toBe('idle');
  });

  it('a second press while saving does nothing', async () => {
    save.mockReturnValueOnce(deferred<Saved>().promise);
    renderControl();
    await press();
    await press();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('a save that fails says so and publishes nothing: the mode stays', async () => {
    save.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { published } = renderControl();
    await press();
    expect(state()).toBe('failed');
    expect(published).toEqual([]);
    expect(screen.getByRole('button').textContent).toBe('shown');
  });
});
