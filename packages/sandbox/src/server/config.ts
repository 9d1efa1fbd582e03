import type { Now } from '../clock';
import type { Database } from '../db';
import type { LoginLimits } from '../login';

/** The app host name when none is given (sandbox-api.md, Hosts). */
export const DEFAULT_APP_HOST = 'bank.localhost';

/** The port browsers leave out of origins. */
const HTTP_DEFAULT_PORT = 80;

/** Options of `createApp`. */
export interface SandboxAppOptions {
  db: Database;
  /** The port browsers reach the sandbox on: part of every origin, of the CSP and of `means`. */
  port: number;
  /** @default 'bank.localhost' */
  appHost?: string | undefined;
  /** The built shell: `index.html`, `assets/`, `vendor/`. */
  shellDist: string;
  /** Holds one folder per feature module, each with its build in `dist/`. */
  featuresDir: string;
  /** A further origin allowed to call the API with credentials (a Vite dev server). */
  devOrigin?: string | undefined;
  /** Enables the test-only interface (`POST /__sandbox/means`). @default false */
  testMode?: boolean | undefined;
  /**
   * Lets a developer point a feature of their browser's page at their own dev server
   * (`/__overrides/`, issue 40 §3). Never set by `npm start`. @default false
   */
  allowOverrides?: boolean | undefined;
  /** Moves `now` forward; with test mode it adds `POST /__sandbox/clock`. */
  advanceClock?: ((ms: number) => void) | undefined;
  /** The clock every time rule reads. @default Date.now */
  now?: Now | undefined;
  /** Where log lines go (never tokens, PINs or personal data). @default no logging */
  log?: ((line: string) => void) | undefined;
  /**
   * Also told each text the demo phone receives (`Verification code for ***1234: 123456`), for tests. Kept apart
   * from `log`, which never carries secrets. @default nobody
   */
  phone?: ((line: string) => void) | undefined;
  /** How login tries are limited (sandbox-api.md, Login throttling). @default LOGIN_LIMITS */
  loginLimits?: LoginLimits | undefined;
  /** Return one-time passwords in the response body too (`sandboxOtp`); test mode always does. @default false */
  revealOtp?: boolean | undefined;
  /**
   * The key the bank signs its identity assertions for the vendors with, and the vendors check
   * them with (issue 38 §6). @default a new random key per app
   */
  vendorIdentityKey?: Buffer | undefined;
}

/** The origins and URLs derived from the host name and port. */
export interface SandboxUrls {
  appHost: string;
  /** `http://bank.localhost:8080` */
  appOrigin: string;
  /** `http://api.bank.localhost:8080` */
  apiOrigin: string;
  /**
   * `http://vendors.bank.localhost:8080`: stand-ins for the outside companies' scripts the page
   * loads (a consent manager), on an origin of their own as the real ones are.
   */
  vendorsOrigin: string;
  /**
   * `http://bank.localhost:8080/cdn/features/`: the `host` of every mean. With a dev origin it is
   * that origin's `/cdn/features/`, which the dev server proxies here, so the page imports feature
   * modules from its own origin.
   */
  cdnBaseUrl: string;
  /** Origins allowed to call the API with credentials and to make state-changing calls. */
  allowedOrigins: ReadonlySet<string>;
}

/** An `http:` origin as browsers write it in the `Origin` header. */
export function httpOrigin(host: string, port: number): string {
  return port === HTTP_DEFAULT_PORT ? `http://${host}` : `http://${host}:${port}`;
}

/** Derives the sandbox's origins from its host name, port and optional dev origin. */
export function sandboxUrls(appHost: string, port: number, devOrigin?: string): SandboxUrls {
  const appOrigin = httpOrigin(appHost, port);
  const allowedOrigins = new Set([appOrigin]);
  if (devOrigin !== undefined) allowedOrigins.add(devOrigin);
  return {
    appHost,
    appOrigin,
    apiOrigin: httpOrigin(`api.${appHost}`, port),
    vendorsOrigin: httpOrigin(`vendors.${appHost}`, port),
    cdnBaseUrl: `${devOrigin ?? appOrigin}/cdn/features/`,
    allowedOrigins,
  };
}
