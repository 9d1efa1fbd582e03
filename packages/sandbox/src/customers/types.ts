import type { InactivityRuleS } from '../sessions';

/** Affluent levels (shell.md §3), sent base64-encoded in `X-ING-AFFLUENT`. */
export type AffluentLevel = 'NO_AFLNT' | 'AFLNT_LOW' | 'AFLNT_MEDIUM' | 'AFLNT_HIGH';

/** Who an identity is: a bank customer, or an employee who may only use the assisted channel. */
export type IdentityKind = 'CUSTOMER' | 'EMPLOYEE';

/** Whether a profile shows the customer's own products or a company's. */
export type ProfileKind = 'personal' | 'business';

/** A customer row, as the rest of the sandbox sees it. */
export interface CustomerRecord {
  personId: string;
  document: string;
  /** DD/MM/YYYY. */
  birthDate: string;
  pinHash: string;
  name: string;
  firstSurname: string;
  secondSurname: string;
  genderDesc: string;
  nationality: string;
  nativeCountry: string;
  fiscalResidence: string;
  identityKind: IdentityKind;
  affluentLevel: AffluentLevel;
  /** Where one-time passwords go: `+34` and nine digits. */
  mobilePhone: string;
}

/** A profile row. */
export interface ProfileRecord {
  profileId: string;
  personId: string;
  setId: string;
  kind: ProfileKind;
  displayName: string;
  isDefault: boolean;
  /** Seconds without customer activity after which the profile is cut off (shell.md §9). */
  inactivityRuleS: InactivityRuleS;
}

/** `GET /genoma_api/rest/client` (sandbox-api.md, Shapes). */
export interface Client {
  personId: string;
  name: string;
  firstSurname: string;
  secondSurname: string;
  genderDesc: string;
  nationality: string;
  nativeCountry: string;
  selfResFiscal: string;
  /** DD/MM/YYYY. */
  birthDate: string;
  /** The DNI or NIE with all but its last four characters as `*`: `*****678Z`. */
  documentMasked: string;
  /** The mobile phone with all but its last four digits as `*`: `+34 *****1234`. */
  mobilePhoneMasked: string;
}
