import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '@bank-shell/core';
import { TestShell, createTestServices } from '../testing';
import { useApiQuery } from './useApiQuery';
import { deferred } from '@bank-shell/core/testing';

afterEach(cleanup);

/** Resolves a deferred and waits for what was waiting on it. */
async function settle<T>(pending: ReturnType<typeof deferred<T>>, value: T): Promise<void> {
  pending.resolve(value);
  await pending.promise;
}

function Balance({ load, profile }: { load: (http: HttpClient) => Promise<string>; profile: string }) {
  const query = useApiQuery(load, [profile]);
  if (query.status === 'loading') return <p role="status">Cargando</p>;
  if (query.status === 'failed') return <button onClick={query.retry}>Reintentar</button>;
  return <p>{query.data}</p>;
}

function renderBalance(load: (http: HttpClient) => Promise<string>, profile = 'p1') {
  const services = createTestServices();
  const view = render(
    <TestShell services={services}>
      <Balance load={load} profile={profile} />
    </TestShell>,
  );
  const rerender = (next: string) =>
    view.rerender(
      <TestShell services={services}>
        <Balance load={load} profile={next} />
      </TestShell>,
    );
  return { services, rerender };
}

describe('useApiQuery', () => {
  it('shows loading, then the answer; the call gets the shell’s API client', async () => {
    const answer = deferred<string>();
    const load = vi.fn(() => answer.promise);
    const { services } = renderBalance(load);
    expect(screen.getByRole('status').textContent).toBe('Cargando');
    expect(load).toHaveBeenCalledWith(services.http);
    await act(() => settle(answer, '1.234,56 €'));
    expect(screen.getByText('1.234,56 €')).toBeTruthy();
  });

  it('shows a failure, and retry runs the call again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce('10 €');
    renderBalance(load);
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    act(() => retry.click());
    expect(await screen.findByText('10 €')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('runs again for new keys and shows loading at once, not the old keys’ data', async () => {
    const second = deferred<string>();
    const load = vi.fn().mockResolvedValueOnce('data of p1').mockReturnValueOnce(second.promise);
    const { rerender } = renderBalance(load, 'p1');
    expect(await screen.findByText('data of p1')).toBeTruthy();
    rerender('p2');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText('data of p1')).toBeNull();
    await act(() => settle(second, 'data of p2'));
    expect(screen.getByText('data of p2')).toBeTruthy();
  });

  it('asks again when the customer switches language, keeping what it shows until the answer in the new language comes (issue 42 §2)', async () => {
    const english = deferred<string>();
    const load = vi.fn().mockResolvedValueOnce('Cuenta NÓMINA').mockReturnValueOnce(english.promise);
    const { services } = renderBalance(load);
    expect(await screen.findByText('Cuenta NÓMINA')).toBeTruthy();
    await act(() => services.i18n.setLocale('en-GB'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Cuenta NÓMINA')).toBeTruthy();
    await act(() => settle(english, 'NÓMINA account'));
    expect(screen.getByText('NÓMINA account')).toBeTruthy();
  });

  it('drops an answer for keys that are no longer asked for', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const load = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { rerender } = renderBalance(load, 'p1');
    rerender('p2');
    await act(() => settle(first, 'data of p1'));
    expect(screen.queryByText('data of p1')).toBeNull();
    await act(() => settle(second, 'data of p2'));
    expect(screen.getByText('data of p2')).toBeTruthy();
  });
});

describe('useApiQuery with an answer already in (issue 42 §6: the first calls)', () => {
  function Started({
    load,
    initial,
    profile,
  }: {
    load: (http: HttpClient) => Promise<string>;
    initial: () => string | undefined;
    profile: string;
  }) {
    const query = useApiQuery(load, [profile], { initialData: initial });
    return query.status === 'ready' ? <p>{query.data}</p> : <p role="status">Cargando</p>;
  }

  function renderStarted(load: (http: HttpClient) => Promise<string>, initial: () => string | undefined) {
    const services = createTestServices();
    const tree = (profile: string) => (
      <TestShell services={services}>
        <Started load={load} initial={initial} profile={profile} />
      </TestShell>
    );
    const view = render(tree('p1'));
    return { services, rerender: (profile: string) => view.rerender(tree(profile)) };
  }

  it('shows it in its first render, asks the bank nothing for those keys, and asks once for new keys', async () => {
    const load = vi.fn(() => Promise.resolve('20 €'));
    const initial = vi.fn(() => '10 €');
    const { rerender } = renderStarted(load, initial);
    expect(screen.getByText('10 €')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalled();
    rerender('p2');
    expect(await screen.findByText('20 €')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(initial).toHaveBeenCalledTimes(1);
  });

  it('asks the bank when there is no answer in yet', async () => {
    const load = vi.fn(() => Promise.resolve('20 €'));
    renderStarted(load, () => undefined);
    expect(screen.getByRole('status').textContent).toBe('Cargando');
    expect(await screen.findByText('20 €')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again in the new language when the customer switches, as for any answer', async () => {
    const load = vi.fn(() => Promise.resolve('€20.00'));
    const { services } = renderStarted(load, () => '10 €');
    await act(() => services.i18n.setLocale('en-GB'));
    expect(await screen.findByText('€20.00')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
