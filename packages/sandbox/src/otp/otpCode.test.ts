import { describe, expect, it } from 'vitest';
import { OTP_DIGITS } from './constants';
import { maskPhone } from './maskPhone';
import { generateOtpCode } from './otpCode';

describe('one-time password codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i += 1) expect(generateOtpCode()).toMatch(new RegExp(`^\\d{${OTP_DIGITS}}$`));
  });

  it('show only the last four digits of the phone they go to', () => {
    expect(maskPhone('+34612341234')).toBe('***1234');
    expect(maskPhone('+34 687 65 56 78')).toBe('***5678');
  });
});
