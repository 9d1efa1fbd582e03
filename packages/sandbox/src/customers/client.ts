import type { Client, CustomerRecord } from './types';

/** Characters of the document and of the phone number shown in the clear: the last four, as the bank's letters write them. */
const CLEAR_TAIL_CHARACTERS = 4;
/** The country code of the phone numbers the bank keeps: `+34`. */
const COUNTRY_CODE_LENGTH = 3;

const maskAllButTail = (text: string): string =>
  `${'*'.repeat(Math.max(0, text.length - CLEAR_TAIL_CHARACTERS))}${text.slice(-CLEAR_TAIL_CHARACTERS)}`;

/**
 * The customer as `GET /genoma_api/rest/client` shows it: no PIN hash, and the document and the
 * phone only masked (issue 42 §3, Mi área's personal data): enough for the customer to recognise
 * them, of no use to whoever reads the answer over their shoulder.
 */
export function toClient(customer: CustomerRecord): Client {
  return {
    personId: customer.personId,
    name: customer.name,
    firstSurname: customer.firstSurname,
    secondSurname: customer.secondSurname,
    genderDesc: customer.genderDesc,
    nationality: customer.nationality,
    nativeCountry: customer.nativeCountry,
    selfResFiscal: customer.fiscalResidence,
    birthDate: customer.birthDate,
    documentMasked: maskAllButTail(customer.document),
    mobilePhoneMasked: `${customer.mobilePhone.slice(0, COUNTRY_CODE_LENGTH)} ${maskAllButTail(customer.mobilePhone.slice(COUNTRY_CODE_LENGTH))}`,
  };
}
