export { negotiateContentEncoding, parseAcceptEncoding, type ContentCoding } from './acceptEncoding';
export { API_ANSWER_COMPRESSION, SHELL_PAGE_COMPRESSION, compressBody, type CompressionSettings } from './compressBody';
export { VARY_ACCEPT_ENCODING, varyOnAcceptEncoding } from './vary';
