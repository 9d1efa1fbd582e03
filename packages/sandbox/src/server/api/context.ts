import type { Now } from '../../clock';
import type { Database } from '../../db';
import type { LoginLimits } from '../../login';
import type { BuildMeansOptions, FeatureDefinition } from '../../means';
import type { DemoPhone, PhoneMessage } from '../../phone';
import type { SandboxUrls } from '../config';
import type { VendorIdentityKey } from '../../vendorIdentity';

/** How the sandbox "sends" one-time passwords (sandbox-api.md, Step-up). */
export interface OtpDelivery {
  /**
   * Sends `Verification code for ***1234: 123456`, in the app's language to the customer's phone: the demo phone, read at `/phone/`.
   * Never the console or the request log, which carry no secrets.
   */
  send: (message: PhoneMessage) => void;
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
  /**
   * The features a team develops in the features folder, with a `bankShell` field in their
   * `package.json` (issue 40 §1): listed in `means` after the stored ones, unless one of those has
   * their id or path. @default none
   */
  localFeatures?: (() => Promise<FeatureDefinition[]>) | undefined;
  otpDelivery: OtpDelivery;
  /** How login tries are limited. */
  loginLimits: LoginLimits;
  /** The customers' phones, shown at `/phone/` to the customer logged in. */
  phone: DemoPhone;
  /** What the bank signs its identity assertions for the vendors with (issue 38 §6). */
  vendorIdentityKey: VendorIdentityKey;
}
