export { OTP_DIGITS, OTP_ISSUE_WINDOW_S, OTP_MAX_ATTEMPTS, OTP_MAX_ISSUED_PER_WINDOW, OTP_TTL_S } from './constants';
export { generateOtpCode } from './otpCode';
export { maskPhone } from './maskPhone';
export { consumeOtp, issueOtp, type IssuedOtp, type IssueOtpResult } from './otpStore';
