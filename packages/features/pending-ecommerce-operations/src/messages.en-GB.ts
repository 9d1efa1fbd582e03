import type { PendingEcommerceMessageKey } from './messages';

/** The pending card payments' texts in English: loaded only when a customer chooses English. */
export const en: Readonly<Record<PendingEcommerceMessageKey, string>> = {
  title: 'Payments awaiting your confirmation',
  intro: 'Only confirm the card payments you made yourself.',
  loading: 'Loading your pending payments…',
  error: 'We could not load your pending payments. Please try again.',
  retry: 'Try again',
  emptyText: 'You have no payments awaiting your confirmation.',
  home: 'Go to my overview',
  cardPayment: 'Card payment',
  card: 'Card',
  time: 'Date and time',
  confirm: 'Confirm payment',
  reject: 'Reject',
  later: 'Decide later',
  confirming: 'Confirming…',
  rejecting: 'Rejecting…',
  paymentWithAmount: 'of {amount} at {merchant}',
  paymentWithoutAmount: 'at {merchant}',
  resultConfirmed: 'You confirmed the payment {payment}.',
  resultRejected: 'You rejected the payment {payment}. It will not be made.',
  resultLater: 'You left the payment {payment} for later. We will ask you again the next time you sign in.',
  resultDecided: 'The payment {payment} had already been confirmed or rejected.',
  resultNotFound: 'We cannot find the payment {payment}. It may no longer be pending.',
  resultFailed: 'We could not send your answer about the payment {payment}. Check your connection and try again.',
};
