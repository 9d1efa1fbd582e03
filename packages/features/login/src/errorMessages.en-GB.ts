import type { LoginErrorKey } from './errorMessages';

/** The login form's error texts in English: loaded only when a customer chooses English. */
export const en: Readonly<Record<LoginErrorKey, string>> = {
  errorSummary: 'Check the highlighted details to continue.',
  errorDocumentRequired: 'Enter your document number: it is required.',
  errorDocument: 'Enter a valid DNI or NIE, with its letter.',
  errorBirthDate: 'Enter your full date of birth (DD/MM/YYYY).',
  errorBirthDateMonth: 'That month does not exist: use 01 to 12.',
  errorBirthDateDay: 'That date does not exist: check the day.',
  errorBirthDateYear: 'Check the year: from 1900.',
  errorBirthDateFuture: 'The date must be before today.',
  errorPin: 'The security PIN has 6 digits.',
  errorCredentials: 'Your login details are not correct. Check them and try again.',
  errorCredentialsTriesLeft: 'Your login details are not correct. Tries left before the lock: {tries}.',
  errorLockedUntil: 'You have made too many attempts. For your security, you can try again at {time}.',
  errorLocked: 'You have made too many attempts. For your security, wait 15 minutes before trying again.',
  errorEmployee: 'Staff accounts sign in on the assisted channel page, not on this one.',
  errorAdultOnTeenClient: 'This online banking is only for customers under 18. If you are 18 or over, log in to Banco Alba online banking.',
  errorUnavailable: 'We could not log you in. Please try again in a few minutes.',
};
