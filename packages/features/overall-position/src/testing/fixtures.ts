/**
 * What the sandbox bank answers, in the shapes of the overview contract
 * (docs/design/overview-contract.md), for Lucía's personal profile: two accounts, a debit and a
 * credit card, one deposit, and Javier's personal manager.
 */

export const REST = '/genoma_api/rest';
export const euros = (amount: number) => ({ amount, currency: 'EUR' });

export const LUCIA = { personId: '20481736', name: 'Lucía', firstSurname: 'Martínez', birthDate: '15/03/1985' };

export const NOMINA = {
  id: 'ACC-0001',
  alias: 'Cuenta NÓMINA',
  iban: 'ES3414650100990012345671',
  type: 'current',
  balance: euros(2345.67),
};
export const NARANJA = {
  id: 'ACC-0002',
  alias: 'Cuenta Naranja',
  iban: 'ES9114650100990012345689',
  type: 'savings',
  balance: euros(8120.45),
};
export const DEBIT = {
  id: 'CRD-0001',
  alias: 'Tarjeta Débito',
  brand: 'VISA',
  kind: 'debit',
  maskedPan: '•••• 4821',
  availableBalance: euros(2345.67),
};
export const CREDIT = {
  id: 'CRD-0002',
  alias: 'Tarjeta Crédito',
  brand: 'MASTERCARD',
  kind: 'credit',
  maskedPan: '•••• 7310',
  availableBalance: euros(1800),
};
export const DEPOSIT = {
  id: 'DEP-0001',
  alias: 'Depósito Naranja 12 meses',
  balance: euros(20000),
  maturityOn: '2027-05-31',
  interestRate: 2.25,
};

export const PRODUCTS = { accounts: [NOMINA, NARANJA], cards: [DEBIT, CREDIT], deposits: [DEPOSIT] };

export function movement(id: string, fields: Partial<Record<string, unknown>> = {}) {
  return {
    id,
    productId: NOMINA.id,
    productKind: 'account',
    productAlias: NOMINA.alias,
    bookedOn: '2026-11-25',
    concept: 'Nómina noviembre',
    amount: euros(1800),
    balanceAfter: euros(2345.67),
    ...fields,
  };
}

export const LATEST = {
  movements: [
    movement('m1'),
    movement('m2', {
      productId: DEBIT.id,
      productKind: 'card',
      productAlias: DEBIT.alias,
      bookedOn: '2026-11-24',
      concept: 'Compra Mercadona Madrid',
      amount: euros(-45.2),
      balanceAfter: null,
    }),
  ],
};

export const NOMINA_DETAIL = {
  kind: 'account',
  id: NOMINA.id,
  alias: NOMINA.alias,
  iban: NOMINA.iban,
  type: 'current',
  balance: NOMINA.balance,
  holders: ['Lucía Martínez García', 'Pablo Martínez García'],
  openedOn: '2019-03-04',
};

export const CREDIT_DETAIL = {
  kind: 'card',
  id: CREDIT.id,
  alias: CREDIT.alias,
  brand: 'MASTERCARD',
  cardKind: 'credit',
  maskedPan: CREDIT.maskedPan,
  status: 'active',
  availableBalance: euros(1800),
  limit: euros(3000),
  spentThisMonth: euros(1200),
  linkedAccountId: NOMINA.id,
};

export const MANAGER = {
  name: 'Laura Gómez Prieto',
  phone: '+34 910 000 123',
  email: 'laura.gomez@bancoalba.es',
  office: 'Oficina Madrid Castellana',
};

/** A page of a product's movements: `count` of them from `first`, out of `total`. */
export function movementPage(page: number, total: number, pageSize = 20) {
  const first = (page - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - first));
  return {
    movements: Array.from({ length: count }, (_, index) =>
      movement(`p${first + index + 1}`, { concept: `Movimiento ${first + index + 1}`, amount: euros(-(first + index + 1)) }),
    ),
    page,
    pageSize,
    total,
  };
}

/** Everything the overview asks for, answered. */
export const OVERVIEW_ANSWERS = {
  [`GET ${REST}/client`]: LUCIA,
  [`GET ${REST}/products`]: PRODUCTS,
  [`GET ${REST}/movements`]: LATEST,
  [`GET ${REST}/client/access`]: { lastAccessAt: '2026-11-25T18:42:00' },
  [`GET ${REST}/inbox/summary`]: { unread: 2 },
};
