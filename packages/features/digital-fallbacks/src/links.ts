/** The overall position, where the customer's accounts and the new loan are. */
export const OVERVIEW_HREF = '#/posicion-global';

/** A loan's own page in the overall position (issue 38 §1). */
export const loanHref = (loanId: string): string => `${OVERVIEW_HREF}/prestamos/${encodeURIComponent(loanId)}`;

/**
 * The transfer feature filled in (`?from=&to=&amount=`, the amount in euros with a dot): the
 * customer reviews and signs there. In-app links are hash links, which the shell's router takes.
 */
export const transferHref = (fromAccountId: string, toAccountId: string, amount: string): string =>
  `#/transferencias?${new URLSearchParams({ from: fromAccountId, to: toAccountId, amount })}`;
