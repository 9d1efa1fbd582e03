export { RETURN_WINDOW_DAYS, isWithinReturnWindow, returnDeadline } from './returnWindow';
export { creditorIdentifier, isValidCreditorIdentifier } from './creditorId';
export {
  CHARGE_CONCEPT_PREFIX,
  DIRECT_DEBIT_ISSUERS,
  mandateReferenceOf,
  readChargeConcept,
  type ChargeConcept,
  type DirectDebitIssuer,
} from './directDebitIssuers';
export {
  CHARGE_ID_PATTERN,
  MAX_LISTED_CHARGES,
  listMandates,
  returnCharge,
  type DirectDebitCharge,
  type DirectDebitMandate,
  type DirectDebitReturn,
  type ReturnOrder,
  type ReturnOutcome,
  type ReturnRefusal,
} from './directDebitStore';
export {
  BILL_PAYMENT_ID_PATTERN,
  BILL_REFERENCE_PATTERN,
  ISSUER_CODE_PATTERN,
  billOrderDigest,
  findBillPayment,
  lookUpBill,
  payBill,
  type BillLookup,
  type BillOrder,
  type BillPayment,
  type BillRefusal,
  type PayableBill,
  type PaymentOutcome,
  type PaymentRefusal,
} from './billStore';
export { billPaymentReceiptFileName, billPaymentReceiptHtml, type BillReceiptLanguage } from './receipt';
export { slashDay } from './wording';
