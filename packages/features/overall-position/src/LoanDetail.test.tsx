import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bankError, createFakeBank } from './testing/fakeBank';
import { LUCIA, OVERVIEW_ANSWERS, PRODUCTS, REST, euros } from './testing/fixtures';
import { findTitle, renderScreen } from './testing/renderScreen';

afterEach(cleanup);

const LOAN_ID = 'LOAN-3F2A9C10';
/** Lucía's 7.500 € loan over 60 months at 6,50 %, as the sandbox answers it (sandbox-api.md, Offers). */
const LOAN = {
  id: LOAN_ID,
  alias: 'Préstamo personal',
  amount: euros(7_500),
  outstanding: euros(7_500),
  monthlyAmount: euros(146.75),
  nextPaymentOn: '2027-01-06',
  accountId: 'ACC-0001',
};
const LOAN_DETAIL = {
  kind: 'loan',
  ...LOAN,
  periods: 3,
  tin: 6.5,
  tae: 6.7,
  totalInterest: euros(81.35),
  totalAmount: euros(7_581.35),
  contractedOn: '2026-12-06',
  firstPaymentOn: '2027-01-06',
  lastPaymentOn: '2027-03-06',
  withdrawalUntil: '2099-12-20',
  schedule: [
    {
      number: 1,
      dueOn: '2027-01-06',
      instalment: euros(2_527.12),
      interest: euros(40.63),
      principal: euros(2_486.49),
      outstandingAfter: euros(5_013.51),
    },
    {
      number: 2,
      dueOn: '2027-02-06',
      instalment: euros(2_527.12),
      interest: euros(27.16),
      principal: euros(2_499.96),
      outstandingAfter: euros(2_513.55),
    },
    {
      number: 3,
      dueOn: '2027-03-06',
      instalment: euros(2_527.11),
      interest: euros(13.56),
      principal: euros(2_513.55),
      outstandingAfter: euros(0),
    },
  ],
};

const factOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('a loan among the products and on its own page (issue 38 §1)', () => {
  it('lists the loan on the overall position with what is still owed, the instalment and the next payment, linking to its page', async () => {
    const bank = createFakeBank({ ...OVERVIEW_ANSWERS, [`GET ${REST}/products`]: { ...PRODUCTS, loans: [LOAN] } });
    await renderScreen('', { bank });
    const loans = await screen.findByRole('region', { name: 'Préstamos' });
    const link = within(loans).getByRole('link', { name: /Préstamo personal/ });
    expect(link.getAttribute('href')).toBe(`#/posicion-global/prestamos/${LOAN_ID}`);
    expect(link.textContent?.replace(/\u00a0/g, ' ')).toContain('Cuota 146,75 € · próximo pago el 6 ene 2027');
    expect(link.textContent?.replace(/\u00a0/g, ' ')).toContain('Pendiente de pagar7.500,00 €');
    // Debts are not money in the accounts: the total is the accounts’ alone.
    expect(document.querySelector('.balance-hero__amount')?.textContent).toBe('10.466,12\u00a0€');
  });

  it('shows no loans section to a customer who has none', async () => {
    await renderScreen('', { bank: createFakeBank(OVERVIEW_ANSWERS) });
    await findTitle(`Hola, ${LUCIA.name}`);
    await waitFor(() => expect(document.querySelector('.skeleton')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Préstamos' })).toBeNull();
  });

  it('its page: what is owed, every figure, the account, the right of withdrawal and the repayment schedule', async () => {
    const bank = createFakeBank({ [`GET ${REST}/products/${LOAN_ID}`]: LOAN_DETAIL, [`GET ${REST}/products`]: PRODUCTS });
    await renderScreen(`prestamos/${LOAN_ID}`, { bank });
    await findTitle('Préstamo personal');
    expect(document.querySelector('.balance-hero__amount')?.textContent).toBe('7.500,00\u00a0€');
    expect(factOf('Importe prestado')).toBe('7.500,00\u00a0€');
    expect(factOf('TIN (fijo)')).toBe('6,50\u00a0%');
    expect(factOf('TAE')).toBe('6,70\u00a0%');
    expect(factOf('Importe total a devolver')).toBe('7.581,35\u00a0€');
    expect(factOf('Primera cuota')).toBe('6 ene 2027');
    expect(screen.getByRole('link', { name: 'Cuenta NÓMINA · 5671' }).getAttribute('href')).toBe('#/posicion-global/cuentas/ACC-0001');
    expect(
      screen.getByText('Puedes desistir del préstamo sin dar explicaciones hasta el 20 dic 2099 (14 días naturales desde la firma).'),
    ).toBeTruthy();
    const schedule = screen.getByRole('table');
    expect(
      within(schedule)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nº', 'Fecha', 'Cuota', 'Intereses', 'Capital', 'Pendiente']);
    const rows = within(schedule).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows.at(-1)?.textContent?.replace(/\u00a0/g, ' ')).toBe('36 mar 20272.527,11 €13,56 €2.513,55 €0,00 €');
    expect(screen.getByRole('region', { name: 'Cuadro de amortización' }).getAttribute('tabindex')).toBe('0');
  });

  it('a loan of another profile, or none, is not found', async () => {
    await renderScreen(`prestamos/${LOAN_ID}`, {
      bank: createFakeBank({ [`GET ${REST}/products/${LOAN_ID}`]: bankError(404, 'product_not_found') }),
    });
    await findTitle('No encontramos este producto');
    cleanup();
    await renderScreen('prestamos/LOAN-xyz', { bank: createFakeBank({}) });
    await findTitle('No encontramos este producto');
  });
});
