export { randomToken, sha256Hex, TOKEN_PATTERN } from './randomToken';
export { safeEqual } from './safeEqual';
export { hashPin, verifyPin } from './pin';
