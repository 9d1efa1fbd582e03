export { validate, type Validated } from './validate';
export { hasMediaType, readFormBody, readJsonBody, requireUncompressedJson } from './readBody';
export { findUnstorableText, unstorableTextMessage, type UnstorableText } from './storableText';
export { isNestedDeeperThan } from './nestingDepth';
export { readQuery } from './readQuery';
export {
  ACCOUNT_ID_PATTERN,
  CENTS_PER_EURO,
  CONTROL_CHARACTER,
  IDEMPOTENCY_KEY_HEADER,
  centsOf,
  eurosField,
  idempotencyKeyOf,
  lengthOf,
  unknownKeys,
} from './moneyFields';
