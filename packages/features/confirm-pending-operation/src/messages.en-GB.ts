import type { ConfirmPendingOperationMessageKey } from './messages';

/** The confirmation screen's texts in English: loaded only when a customer chooses English. */
export const en: Readonly<Record<ConfirmPendingOperationMessageKey, string>> = {
  title: 'Confirm it’s you',
  intro: 'Someone is trying to sign in to your online banking from a computer we do not recognise. Is it you?',
  operationTitle: 'Sign-in from a new computer',
  channel: 'Channel',
  channelWeb: 'Online banking on a computer',
  channelApp: 'Mobile app',
  channelOther: 'Another channel',
  time: 'Date and time',
  device: 'Device',
  place: 'Place',
  accept: 'Yes, it’s me',
  reject: 'No, it wasn’t me',
  rejectNote: 'If it wasn’t you, we recommend changing your access code.',
  onlyInApp: 'To confirm this login, open the Banco Alba app on your phone: it will ask you to validate it there.',
  checking: 'Checking in the app…',
  answerFailed: 'We could not send your answer. Please try again.',
  loading: 'Loading the operation…',
  error: 'We could not load the operation. Please try again.',
  retry: 'Try again',
  emptyTitle: 'There is nothing to confirm',
  emptyText: 'You have no sign-in waiting for your confirmation.',
  home: 'Go to my overview',
};
