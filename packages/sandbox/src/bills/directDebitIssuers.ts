import { creditorIdentifier } from './creditorId';

/** An issuer that charges customers' accounts by direct debit, as the bank knows it. */
export interface DirectDebitIssuer {
  /** The name the bank's movements give it: "Recibo {name} {service}". */
  name: string;
  /** Its Spanish tax id, the national part of its SEPA creditor identifier. */
  nif: string;
}

/**
 * The issuers whose charges the demo customers' accounts carry (the demo ledger's "Recibo …"
 * movements). A charge whose issuer is not here is no direct debit the bank can show: a test keeps
 * every "Recibo …" of the ledger in this list.
 */
export const DIRECT_DEBIT_ISSUERS: readonly DirectDebitIssuer[] = [
  { name: 'Canal de Isabel II', nif: 'A86488087' },
  { name: 'Digi', nif: 'B84919760' },
  { name: 'Endesa', nif: 'A81948077' },
  { name: 'Iberdrola', nif: 'A95758389' },
  { name: 'Movistar', nif: 'A82018474' },
  { name: 'Mutua Madrileña', nif: 'V28027118' },
  { name: 'Naturgy', nif: 'A08431090' },
  { name: 'Orange', nif: 'A82009812' },
  { name: 'Sanitas', nif: 'A28037042' },
  { name: 'Vodafone', nif: 'A80907397' },
];

/** How the bank books a direct debit's charge: "Recibo Iberdrola luz". */
export const CHARGE_CONCEPT_PREFIX = 'Recibo ';

/** A charge's concept read: the issuer that charged and what for. */
export interface ChargeConcept {
  issuer: DirectDebitIssuer;
  creditorId: string;
  /** What the issuer charges for ("luz", "fibra y móvil"). */
  service: string;
}

/**
 * The issuer and service of a movement's concept, "Recibo {issuer} {service}"; undefined for
 * another concept or an issuer the bank does not know. The longest matching name wins, so that
 * one issuer's name may start another's.
 */
export function readChargeConcept(concept: string): ChargeConcept | undefined {
  if (!concept.startsWith(CHARGE_CONCEPT_PREFIX)) return undefined;
  const rest = concept.slice(CHARGE_CONCEPT_PREFIX.length);
  const issuer = [...DIRECT_DEBIT_ISSUERS]
    .sort((a, b) => b.name.length - a.name.length)
    .find((candidate) => rest.startsWith(`${candidate.name} `));
  if (issuer === undefined) return undefined;
  const service = rest.slice(issuer.name.length + 1).trim();
  if (service === '') return undefined;
  return { issuer, creditorId: creditorIdentifier('ES', issuer.nif), service };
}

/** The four letters of an issuer's name a mandate reference starts with: "IBER", "CANA". */
const REFERENCE_PREFIX_LENGTH = 4;
/** The account's last digits a mandate reference ends with. */
const REFERENCE_ACCOUNT_DIGITS = 12;

/**
 * The reference an issuer gave the mandate of one account (SEPA's unique mandate reference, at
 * most 35 characters): the issuer's first letters and the account's last digits, one per
 * issuer and account.
 */
export function mandateReferenceOf(issuer: DirectDebitIssuer, iban: string): string {
  const letters = issuer.name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLocaleUpperCase('es-ES')
    .slice(0, REFERENCE_PREFIX_LENGTH);
  return `${letters}${iban.slice(-REFERENCE_ACCOUNT_DIGITS)}`;
}
