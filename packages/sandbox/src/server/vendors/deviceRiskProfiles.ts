import type { Hono } from 'hono';
import { z } from 'zod';
import type { Now } from '../../clock';
import type { Database } from '../../db';
import {
  DEVICE_RISK_DEVICE_TYPES,
  DEVICE_RISK_PROCESS_ID_PATTERN,
  MAX_DEVICE_SIGNAL_CHARACTERS,
  MAX_DEVICE_SIGNAL_NUMBER,
  recordDeviceRiskProfile,
} from '../../deviceRisk';
import { VENDOR_PATHS } from './paths';
import { registerVendorJsonPost } from './vendorJsonPosts';

/** A profile is about five hundred bytes, a long user agent included: anything past 2 KiB is not one. */
const DEVICE_RISK_PROFILE_MAX_BODY_BYTES = 2 * 1024;

type Issue = { code?: string; keys?: string[]; input?: unknown };

const listUnknown = (issue: Issue) => (issue.keys ?? []).join(', ');

const missingOr = (name: string, message: string) => (issue: Issue) => (issue.input === undefined ? `Falta ${name}.` : message);

const textSignal = (name: string) =>
  z
    .string({ error: missingOr(`signals.${name}`, `signals.${name} debe ser texto.`) })
    .max(MAX_DEVICE_SIGNAL_CHARACTERS, { error: `signals.${name} admite como mucho ${MAX_DEVICE_SIGNAL_CHARACTERS} caracteres.` });

const numberSignal = (name: string) => {
  const message = `signals.${name} debe ser un número entre 0 y ${MAX_DEVICE_SIGNAL_NUMBER}.`;
  return z
    .number({ error: missingOr(`signals.${name}`, message) })
    .min(0, { error: message })
    .max(MAX_DEVICE_SIGNAL_NUMBER, { error: message });
};

const signalsSchema = z.strictObject(
  {
    screen: textSignal('screen'),
    pixelRatio: numberSignal('pixelRatio'),
    colorDepth: numberSignal('colorDepth'),
    timeZone: textSignal('timeZone'),
    language: textSignal('language'),
    languages: textSignal('languages'),
    hardwareConcurrency: numberSignal('hardwareConcurrency'),
    touchPoints: numberSignal('touchPoints'),
    cookiesEnabled: z.boolean({ error: missingOr('signals.cookiesEnabled', 'signals.cookiesEnabled debe ser true o false.') }),
    userAgent: textSignal('userAgent'),
  },
  {
    error: (issue: Issue) =>
      issue.code === 'unrecognized_keys'
        ? `Campos desconocidos en signals: ${listUnknown(issue)}.`
        : issue.input === undefined
          ? 'Falta signals.'
          : 'signals debe ser un objeto con las señales del dispositivo.',
  },
);

/** The body of `POST /device-risk/v1/profiles`, exactly: sandbox-api.md, Device risk. */
const profileSchema = z.strictObject(
  {
    processId: z
      .string({ error: missingOr('processId', 'processId debe ser texto.') })
      .regex(DEVICE_RISK_PROCESS_ID_PATTERN, { error: 'processId debe tener de 8 a 64 letras, cifras o guiones.' }),
    deviceType: z.enum(DEVICE_RISK_DEVICE_TYPES, { error: missingOr('deviceType', 'deviceType debe ser "web", "android" o "ios".') }),
    signals: signalsSchema,
  },
  {
    error: (issue: Issue) =>
      issue.code === 'unrecognized_keys' ? `Campos desconocidos: ${listUnknown(issue)}.` : 'El cuerpo debe ser un objeto JSON.',
  },
);

/** Options of {@link registerDeviceRiskProfiles}. */
export interface DeviceRiskProfilesOptions {
  db: Database;
  now: Now;
  /** The bank page's origins: the app's, and the dev server's when there is one. */
  allowedOrigins: ReadonlySet<string>;
}

/**
 * The device-risk service on the vendors host (sandbox-api.md, Device risk), where the stand-in
 * `profile.js` posts what it read of the device:
 *
 * - `OPTIONS /device-risk/v1/profiles`: the preflight of the bank's page: `204`, `POST` with
 *   `content-type` allowed.
 * - `POST /device-risk/v1/profiles` with `{ processId, deviceType, signals }`, nothing else:
 *   stores the profile unless its process id has one (the first wins; a later one is still `204`),
 *   keeps the newest 10 000, and answers `204`. `403` from another page's origin, `415` for
 *   anything but uncompressed JSON, `413` past 2 KiB, `400` for broken JSON or another body.
 */
export function registerDeviceRiskProfiles(vendors: Hono, options: DeviceRiskProfilesOptions): void {
  const { db, now, allowedOrigins } = options;
  registerVendorJsonPost(vendors, VENDOR_PATHS.deviceRiskProfiles, {
    allowedOrigins,
    maxBodyBytes: DEVICE_RISK_PROFILE_MAX_BODY_BYTES,
    schema: profileSchema,
    store: (profile) => recordDeviceRiskProfile(db, profile, now()),
  });
}
