export {
  CONSENT_USER_ID_PATTERN,
  findConsentReceipt,
  recordConsentReceipt,
  type ConsentChoices,
  type ConsentReceipt,
  type StoredConsentReceipt,
} from './consentStore';
