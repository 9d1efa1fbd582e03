import type { Now } from '../../clock';
import type { Database } from '../../db';
import type { BuildMeansOptions } from '../../means';
import type { SandboxUrls } from '../config';

/** How the sandbox "sends" one-time passwords (sandbox-api.md, Step-up). */
export interface OtpDelivery {
  /**
   * The customer's phone: receives `OTP for ***1234: 123456`. The command line prints it on the
   * console. Never the request log, which carries no secrets.
   */
  phone: (line: string) => void;
  /** Also return the code in the response body (`sandboxOtp`): test mode or `--reveal-otp`. */
  revealInResponse: boolean;
}

/** What the API routes share. */
export interface ApiContext {
  db: Database;
  now: Now;
  urls: SandboxUrls;
  featuresDir: string;
  onUnbuiltModule: BuildMeansOptions['onUnbuiltModule'];
  otpDelivery: OtpDelivery;
}
