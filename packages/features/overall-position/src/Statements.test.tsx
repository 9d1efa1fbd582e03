import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EVENT_TOPIC, createShellEventBus } from '@bank-shell/core';
import { SIGNED_IN_TOPIC_VALIDATORS } from '@bank-shell/core/signed-in';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { FEATURE_ID } from './featureId';
import { messages } from './messages';
import { Statements, statementMonths } from './Statements';
import { useTexts } from './texts';

afterEach(cleanup);

function Page({ today, openedOn, productId }: { today: Date; openedOn: string; productId: string }) {
  const { t, locale } = useTexts();
  return <Statements productId={productId} since={openedOn} t={t} locale={locale} today={today} />;
}

async function renderStatements({
  locale = 'es-ES',
  openedOn = '2014-03-10',
  productId = 'ACC-0001',
}: { locale?: 'es-ES' | 'en-GB'; openedOn?: string; productId?: string } = {}) {
  const events = createShellEventBus();
  events.allow(SIGNED_IN_TOPIC_VALIDATORS);
  const published: { url: string; document: object; openNewWindow: boolean; reportUnexistentFileCallback: () => void }[] = [];
  events.subscribe(EVENT_TOPIC.documentDownload, (payload) => published.push(payload));
  const services = createTestServices({ events });
  services.i18n.addNamespace(FEATURE_ID, messages);
  await services.i18n.setLocale(locale);
  render(
    <TestShell services={services}>
      <Page today={new Date(2026, 11, 6)} openedOn={openedOn} productId={productId} />
    </TestShell>,
  );
  return { published };
}

// shell.md §3 document download (issue 39 §5: a statement, through the shell's download-document).
describe('an account’s statements (shell.md §3 document download)', () => {
  it('offers this month and the eleven before it, none before the account opened', () => {
    expect(statementMonths(new Date(2026, 11, 6), '2014-03-10')).toEqual([
      '2026-12',
      '2026-11',
      '2026-10',
      '2026-09',
      '2026-08',
      '2026-07',
      '2026-06',
      '2026-05',
      '2026-04',
      '2026-03',
      '2026-02',
      '2026-01',
    ]);
    expect(statementMonths(new Date(2026, 1, 6), '2025-12-20')).toEqual(['2026-02', '2026-01', '2025-12']);
  });

  it('downloads the last whole month by default through the shell, saved, not in a new tab', async () => {
    const { published } = await renderStatements();
    expect(screen.getByLabelText<HTMLSelectElement>('Mes').value).toBe('2026-11');
    expect(screen.getByRole('option', { name: 'noviembre de 2026' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Descargar extracto' }));
    expect(published).toEqual([
      expect.objectContaining({
        url: '/genoma_api/rest/products/ACC-0001/statements/2026-11',
        document: { mimeType: 'text/html' },
        openNewWindow: false,
      }),
    ]);
  });

  it('asks for the month chosen, and says so when the bank has no statement for it', async () => {
    const { published } = await renderStatements({ locale: 'en-GB' });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-03' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download statement' }));
    expect(published[0]?.url).toBe('/genoma_api/rest/products/ACC-0001/statements/2026-03');
    published[0]?.reportUnexistentFileCallback();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'We do not have the statement for that month. Choose another.');
  });
});

describe('a card’s statements (issue 42 §4): the same, from the month the card was issued', () => {
  it('offers the months from the card’s issuedOn month to this one, and downloads …/products/{cardId}/statements/{month}', async () => {
    expect(statementMonths(new Date(2026, 11, 6), '2026-09-30')).toEqual(['2026-12', '2026-11', '2026-10', '2026-09']);
    const { published } = await renderStatements({ productId: 'CRD-0002', openedOn: '2026-09-30' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'diciembre de 2026',
      'noviembre de 2026',
      'octubre de 2026',
      'septiembre de 2026',
    ]);
    fireEvent.change(screen.getByLabelText('Mes'), { target: { value: '2026-09' } });
    fireEvent.click(screen.getByRole('button', { name: 'Descargar extracto' }));
    expect(published[0]?.url).toBe('/genoma_api/rest/products/CRD-0002/statements/2026-09');
  });

  it('a card issued this month offers this month only, chosen', async () => {
    await renderStatements({ productId: 'CRD-0002', openedOn: '2026-12-01' });
    expect(screen.getByLabelText<HTMLSelectElement>('Mes').value).toBe('2026-12');
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });
});
