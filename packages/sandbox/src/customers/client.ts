import type { Client, CustomerRecord } from './types';

/** The customer as `GET /genoma_api/rest/client` shows it: no document, no PIN hash. */
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
  };
}
