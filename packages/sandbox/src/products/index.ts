export type {
  Account,
  AccountDetail,
  AccountType,
  Card,
  CardBrand,
  CardControls,
  CardDetail,
  CardKind,
  CardStatus,
  Deposit,
  DepositDetail,
  Money,
  ProductDetail,
  ProductKind,
  Products,
} from './types';
export { findProductDetail, findProductKind, listProducts } from './productStore';
export { productNameIn, withProductNamesIn } from './productNames';
export {
  ACCENTED_LETTERS,
  UNACCENTED_LETTERS,
  listLatestMovements,
  searchProductMovements,
  type Movement,
  type MovementPage,
  type MovementSearch,
} from './movementStore';
export { setCardStatus } from './cardStatus';
export { readCardPin, setCardControls, type CardControlsChange } from './cardControls';
export {
  CARD_LIMIT_MAX_EUR,
  CARD_LIMIT_MIN_EUR,
  findCardKind,
  setCardLimit,
  type CardLimitChange,
  type SetCardLimitOutcome,
} from './cardLimit';
export { englishEuros, euros, spanishEuros } from './money';
export { PRODUCT_ID_PATTERN, productKindOfId } from './productIds';
export { BANK_TIME_ZONE, addDays, addMonths, bankDayAt, calendarMonthAt, type CalendarMonth } from './calendarMonth';
export { BANK_COUNTRY, cardPaymentConcept, payWithCard, type CardPayment, type CardPaymentOutcome } from './cardPayment';
export {
  STATEMENT_MONTH_PATTERN,
  accountStatementFileName,
  accountStatementHtml,
  cardStatementFileName,
  cardStatementHtml,
  readAccountStatement,
  readCardStatement,
  type AccountStatement,
  type CardStatement,
  type StatementOutcome,
  type StatementLanguage,
} from './statement';
