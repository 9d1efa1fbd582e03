export { MAX_TYPED_PHONE_LENGTH, maskedPhone, readSpanishMobile, spacedPhone, type PhoneReading } from './phone';
export {
  MAX_BIZUM_CONCEPT_LENGTH,
  MAX_BIZUM_EUR_CENTS,
  MIN_BIZUM_CENTS,
  PER_DAY_LIMIT_CENTS,
  PER_MONTH_LIMIT_CENTS,
  REQUEST_LIFETIME_DAYS,
  amountRefusal,
  limitRefusal,
  type BizumLimits,
} from './limits';
export { PAYMENT_ID_PATTERN, REQUEST_ID_PATTERN } from './parties';
export { bizumStatus, deregisterFromBizum, registerForBizum, type BizumStatus, type RegistrationOutcome } from './registrationStore';
export {
  findPayment,
  listPayments,
  reviewPayment,
  sendPayment,
  type BizumPayment,
  type BizumRefusal,
  type PaymentOrder,
  type PaymentOutcome,
  type PaymentReview,
} from './paymentStore';
export {
  BIZUM_REQUEST_OPERATION_TYPE,
  createRequest,
  declineRequest,
  decideRequestOperation,
  listRequests,
  payRequest,
  syncRequests,
  type BizumRequest,
  type DeclineOutcome,
  type OperationDecision,
  type RequestOrder,
  type RequestOutcome,
  type RequestPaymentOutcome,
  type RequestStatus,
} from './requestStore';
export { bizumReceiptFileName, bizumReceiptHtml, type BizumReceiptLanguage } from './receipt';
