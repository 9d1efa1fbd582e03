import type { LoginMessageKey } from './messages';

/** The login screen's texts in English: loaded only when a customer chooses English. */
export const en: Readonly<Record<LoginMessageKey, string>> = {
  title: 'Log in to online banking',
  intro: 'Enter your document number, your date of birth and your 6-digit security PIN.',
  heroTitle: 'Your money, clear and at hand',
  heroText: 'Check your accounts and cards, and bank with complete security.',
  document: 'Document number',
  documentHint: 'Spanish ID (DNI or NIE) with its letter. For example: 12345678Z',
  birthDate: 'Date of birth',
  birthDateHint: 'Format DD/MM/YYYY',
  birthDatePlaceholder: 'DD/MM/YYYY',
  pin: 'Security PIN',
  pinHint: '6 digits',
  submit: 'Log in',
  submitting: 'Logging in…',
  showPin: 'Show PIN',
  hidePin: 'Hide PIN',
  forgotPin: 'Forgotten your PIN?',
  notACustomer: 'Not a customer yet?',
  becomeCustomer: 'Become a customer',
  errorUnavailable: 'We could not log you in. Please try again in a few minutes.',
  secureNote: 'Secure connection. We will log you out after 5 minutes of inactivity.',
};
