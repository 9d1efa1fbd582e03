import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { AssistedBanner } from './AssistedBanner';

afterEach(cleanup);

const ASSISTED = { clientId: 'bank-twin', clientKind: 'assisted', code: 81, assistedApp: 'CC' } as const;
const PREFIX = ")]}',\n";

function bankAnswering(body: unknown, status = 200) {
  const requests: string[] = [];
  const fetch = (input: RequestInfo | URL) => {
    requests.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
    return Promise.resolve(new Response(`${PREFIX}${JSON.stringify(body)}`, { status, headers: { 'content-type': 'application/json' } }));
  };
  return { fetch, requests };
}

async function renderBanner(
  channel: typeof ASSISTED | undefined,
  bank: ReturnType<typeof bankAnswering>,
  locale: 'es-ES' | 'en-GB' = 'es-ES',
) {
  const services = createTestServices({ fetch: bank.fetch, ...(channel ? { channel } : {}) });
  await services.i18n.setLocale(locale);
  render(
    <TestShell services={services}>
      <AssistedBanner />
    </TestShell>,
  );
}

const WHO = { agent: { staffId: '90000001', name: 'Agente Centro de Llamadas' }, customer: { name: 'Javier Ortega Ruiz' } };

describe('the assisted client’s banner (issue 38 §3)', () => {
  it('says on the assisted client who is being assisted and by whom, and that only the customer signs', async () => {
    const bank = bankAnswering(WHO);
    await renderBanner(ASSISTED, bank);
    expect(await screen.findByText('Atendiendo a Javier Ortega Ruiz · agente 90000001')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain(
      'Solo el cliente puede firmar operaciones: pídele que las haga desde su app o su banca online.',
    );
    expect(bank.requests).toEqual(['/assisted_channels/session']);
  });

  it('speaks English on an English page', async () => {
    await renderBanner(ASSISTED, bankAnswering(WHO), 'en-GB');
    expect(await screen.findByText('Assisting Javier Ortega Ruiz · agent 90000001')).toBeTruthy();
  });

  it('still says it is the assisted channel when the bank answers something else, and says why on the console', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderBanner(ASSISTED, bankAnswering({ agent: { staffId: '' } }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('The assisted session could not be read', expect.any(Error)));
    expect(screen.getByRole('note').querySelector('.assisted-banner__who')?.textContent).toBe('Canal asistido');
    logged.mockRestore();
  });

  it('shows nothing, and asks nothing, on a customer’s own client', async () => {
    const bank = bankAnswering(WHO);
    await renderBanner(undefined, bank);
    expect(screen.queryByRole('note')).toBeNull();
    expect(bank.requests).toEqual([]);
  });
});
