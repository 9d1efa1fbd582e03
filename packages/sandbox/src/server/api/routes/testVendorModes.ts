import type { Hono } from 'hono';
import { z } from 'zod';
import { VENDOR_SCRIPT_STAND_INS, VENDOR_STAND_IN_MODES, type VendorModes } from '../../vendors';
import { sendError } from '../errors';
import { sendNoContent } from '../json';
import { API_PATHS } from '../paths';
import { readJsonBody, validate } from '../validation';

type Issue = { code?: string; keys?: string[]; input?: unknown };

/** The choices, quoted and joined as the messages name them: `"a", "b" o "c"`. */
const quotedChoices = (choices: readonly string[]) => {
  const quoted = choices.map((choice) => `"${choice}"`);
  return `${quoted.slice(0, -1).join(', ')} o ${quoted.at(-1) ?? ''}`;
};

const modeSchema = z.strictObject(
  {
    standIn: z.enum(VENDOR_SCRIPT_STAND_INS, {
      error: (issue) => (issue.input === undefined ? 'Falta standIn.' : `standIn debe ser ${quotedChoices(VENDOR_SCRIPT_STAND_INS)}.`),
    }),
    mode: z.enum(VENDOR_STAND_IN_MODES, {
      error: (issue) => (issue.input === undefined ? 'Falta mode.' : `mode debe ser ${quotedChoices(VENDOR_STAND_IN_MODES)}.`),
    }),
  },
  {
    error: (issue: Issue) =>
      issue.code === 'unrecognized_keys' ? `Campos desconocidos: ${(issue.keys ?? []).join(', ')}.` : 'El cuerpo debe ser un objeto JSON.',
  },
);

/**
 * The stand-ins' modes (test mode only; see `VendorModes`):
 *
 * - `POST /__sandbox/vendor-modes` with `{ standIn: "consentManager" | "tracking" | "deviceRisk",
 *   mode: "normal" | "throws" | "never-ready" }`: from then on the stand-in's script path serves
 *   the mode's script, and `GET /config/appConfig` its integrity. `204`; `400 invalid_request` for
 *   any other body.
 * - `DELETE /__sandbox/vendor-modes`: every stand-in back to `normal`, `204`.
 */
export function registerTestVendorModesRoute(api: Hono, modes: VendorModes): void {
  api.post(API_PATHS.testVendorModes, async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(modeSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    modes.set(input.data.standIn, input.data.mode);
    return sendNoContent(c);
  });
  api.delete(API_PATHS.testVendorModes, (c) => {
    modes.reset();
    return sendNoContent(c);
  });
}
