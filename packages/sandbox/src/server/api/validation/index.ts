export { validate, type Validated } from './validate';
export { hasMediaType, readFormBody, readJsonBody, requireUncompressedJson } from './readBody';
export { findUnstorableText, unstorableTextMessage, type UnstorableText } from './storableText';
export { isNestedDeeperThan } from './nestingDepth';
export { readQuery } from './readQuery';
