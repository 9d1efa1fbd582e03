import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { TOKEN_PATTERN } from '../../../crypto';
import {
  NEW_PIN_WINDOW_S,
  PIN_RECOVERY_COOKIE,
  PIN_RECOVERY_LIMITS,
  RECOVERY_CODE_TTL_S,
  checkRecoveryCode,
  chooseNewPin,
  prunePinRecoveries,
  startRecovery,
  type RecoveryRefusal,
} from '../../../pinRecovery';
import { languageOfRequest, type SandboxLanguage } from '../../language';
import { clientAddressOf } from '../clientAddress';
import type { ApiContext } from '../context';
import { sendError, type ApiErrorCode } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { readJsonBody, validate } from '../validation';
import { documentSchema, pinSchema } from './login';

/** The text message with the code, in the language of the page that asked; the code ends it. */
const CODE_TEXT: Readonly<Record<SandboxLanguage, (code: string) => string>> = {
  'es-ES': (code) => `Código para recuperar tu clave de seguridad de Banco Alba: ${code}`,
  'en-GB': (code) => `Code to recover your Banco Alba security PIN: ${code}`,
};

/** The cookie lives as long as an attempt can: its code, then the time to choose the PIN. */
const COOKIE_MAX_AGE_S = RECOVERY_CODE_TTL_S + NEW_PIN_WINDOW_S;
/**
 * On the whole API host, HttpOnly and SameSite=Strict: the demo phone page (`/phone/`) reads the
 * recovery's code with it, as a customer without a session reads it on their phone.
 */
const COOKIE_OPTIONS = { path: '/', httpOnly: true, sameSite: 'Strict' } as const;

const startSchema = z.object({
  document: documentSchema,
  birthDate: z
    .string({ error: 'Falta la fecha de nacimiento.' })
    .regex(/^\d{2}\/\d{2}\/\d{4}$/, { error: 'La fecha de nacimiento debe tener el formato DD/MM/AAAA.' }),
});

const codeSchema = z.object({
  code: z.string({ error: 'Falta el código.' }).regex(/^\d{6}$/, { error: 'El código tiene 6 cifras.' }),
});

const newPinSchema = z.object({ pin: pinSchema, pinConfirmation: pinSchema });

/** The attempt's cookie, when it has the shape of a sandbox token; anything else is none. */
function recoveryTokenOf(c: Context): string | undefined {
  const value = getCookie(c, PIN_RECOVERY_COOKIE);
  return value !== undefined && TOKEN_PATTERN.test(value) ? value : undefined;
}

const REFUSAL_ERRORS: Readonly<Record<RecoveryRefusal, ApiErrorCode>> = {
  'not-found': 'pin_recovery_not_found',
  'out-of-order': 'step_out_of_order',
  expired: 'pin_recovery_expired',
};

/**
 * PIN recovery (sandbox-api.md, PIN recovery), for a visitor with no session, as the login is:
 *
 * - `POST …/pin-recovery/attempts` `{document, birthDate}`: starts an attempt and sets its
 *   HttpOnly cookie. A code goes to the customer's phone only when both match; the answer is the
 *   same when they do not (SECURITY.md rule 20). Limited per document and address, per document
 *   and per address: `429 too_many_attempts` with `Retry-After`.
 * - `POST …/attempts/current/code` `{code}`: `401 invalid_otp` with `remainingTries` when wrong;
 *   the third wrong one burns the code (`410 pin_recovery_expired`, as an expired code).
 * - `POST …/attempts/current/pin` `{pin, pinConfirmation}`: the sign-up's weak-PIN rule
 *   (`422 weak_pin`), the confirmation (`422 pins_not_matching`); then the PIN is changed, the
 *   person's sessions end and the cookie goes.
 */
export function registerPinRecoveryRoutes(api: Hono, ctx: ApiContext): void {
  api.post(API_PATHS.pinRecoveries, async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(startSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    const nowMs = ctx.now();
    await prunePinRecoveries(ctx.db, nowMs, PIN_RECOVERY_LIMITS);
    const started = await startRecovery(ctx.db, { ...input.data, clientAddress: clientAddressOf(c) }, nowMs, PIN_RECOVERY_LIMITS);
    if (!started.ok) return sendError(c, 'too_many_attempts', { headers: { 'Retry-After': String(started.retryAfterS) } });
    if (started.toSend !== undefined) {
      const { personId, code } = started.toSend;
      ctx.otpDelivery.send({ personId, text: CODE_TEXT[languageOfRequest(c)](code), sentAtMs: nowMs });
    }
    setCookie(c, PIN_RECOVERY_COOKIE, started.token, { ...COOKIE_OPTIONS, maxAge: COOKIE_MAX_AGE_S });
    return sendJson(c, { expiresIn: RECOVERY_CODE_TTL_S }, 202);
  });

  api.post(API_PATHS.pinRecoveryCode, async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(codeSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    const token = recoveryTokenOf(c);
    if (token === undefined) return sendError(c, 'pin_recovery_not_found');
    const checked = await checkRecoveryCode(ctx.db, token, input.data.code, ctx.now());
    if (checked.ok) return sendJson(c, { expiresIn: NEW_PIN_WINDOW_S });
    if (checked.refusal === 'wrong') return sendError(c, 'invalid_otp', { details: { remainingTries: checked.remainingTries } });
    return sendError(c, REFUSAL_ERRORS[checked.refusal]);
  });

  api.post(API_PATHS.pinRecoveryPin, async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(newPinSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    const token = recoveryTokenOf(c);
    if (token === undefined) return sendError(c, 'pin_recovery_not_found');
    const chosen = await chooseNewPin(ctx.db, token, input.data, ctx.now());
    if (chosen.ok) {
      deleteCookie(c, PIN_RECOVERY_COOKIE, COOKIE_OPTIONS);
      return sendJson(c, { ok: true });
    }
    if (chosen.refusal === 'weak-pin') return sendError(c, 'weak_pin');
    if (chosen.refusal === 'pins-not-matching') return sendError(c, 'pins_not_matching');
    return sendError(c, REFUSAL_ERRORS[chosen.refusal]);
  });
}
