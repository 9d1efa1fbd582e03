import { randomInt } from 'node:crypto';
import { OTP_DIGITS } from './constants';

/** A fresh one-time password: {@link OTP_DIGITS} digits, uniformly random, leading zeros kept. */
export function generateOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
}
