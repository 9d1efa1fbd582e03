import type { Locale } from '@bank-shell/core';
import type { ProductAccount } from '@bank-shell/core/signed-in';
import { emptyDraft } from './TransferForm';
import type { TransferDraft } from './TransferForm';

/**
 * The query parameters a link may fill the form with (issue 41 §5): another page of the bank's
 * proposes a transfer, e.g. the digital-fallback page's "move money from another account" is
 * `#/transferencias?from=ACC-0012&to=ACC-0011&amount=200.00`. The customer still reviews and signs.
 */
export const PREFILL_PARAMETER = { from: 'from', to: 'to', amount: 'amount' } as const;

const ACCOUNT_ID = /^ACC-\d{4,12}$/;
/** Euros with a dot and at most two decimals, as a link writes them; at most hundreds of millions. */
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/** A parameter given once; twice is ambiguous, and neither value is taken. */
function single(query: URLSearchParams, name: string): string | null {
  const values = query.getAll(name);
  return values.length === 1 ? (values[0] ?? null) : null;
}

/**
 * The form as a link fills it: each parameter checked against the customer's own accounts and the
 * shape of an amount, and left out when it is not valid, so that a link can never propose an
 * account that is not the customer's. A `to` names an own-account transfer, which then gets a
 * concept of its own (`ownConcept`); the amount is written the way the customer's language does.
 */
export function prefilledDraft(
  accounts: readonly ProductAccount[],
  query: URLSearchParams | undefined,
  locale: Locale,
  ownConcept: string,
): TransferDraft {
  const draft = emptyDraft(accounts);
  if (query === undefined) return draft;
  const owned = (id: string | null) => (id !== null && ACCOUNT_ID.test(id) && accounts.some((account) => account.id === id) ? id : null);
  const from = owned(single(query, PREFILL_PARAMETER.from)) ?? draft.fromAccountId;
  const to = owned(single(query, PREFILL_PARAMETER.to));
  const typed = single(query, PREFILL_PARAMETER.amount);
  const amount = typed !== null && AMOUNT.test(typed) && Number(typed) > 0 ? typed : null;
  return {
    ...draft,
    fromAccountId: from,
    ...(to !== null && to !== from ? { destination: 'own' as const, toOwnAccountId: to, concept: ownConcept } : {}),
    ...(amount === null ? {} : { amount: locale === 'es-ES' ? amount.replace('.', ',') : amount }),
  };
}
