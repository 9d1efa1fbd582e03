import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { sendJson } from './json';

interface ApiErrorDefinition {
  status: ContentfulStatusCode;
  /** Spanish, for people; the code is for programs. */
  message: string;
}

/** Every error the API and the vendors host answer, with its status and default message (sandbox-api.md). */
const API_ERRORS = {
  invalid_request: { status: 400, message: 'La petición no es válida.' },
  invalid_credentials: { status: 401, message: 'Los datos de acceso no son correctos.' },
  no_session: { status: 401, message: 'No hay ninguna sesión iniciada.' },
  invalid_grant: { status: 400, message: 'No se ha podido renovar la sesión. Vuelve a entrar.' },
  invalid_otp: { status: 401, message: 'El código de verificación no es correcto o ha caducado.' },
  invalid_token: { status: 401, message: 'La sesión no es válida o ha caducado. Vuelve a entrar.' },
  forbidden_origin: { status: 403, message: 'La petición viene de un origen no permitido.' },
  xsrf_mismatch: { status: 403, message: 'Falta el código de seguridad de la petición o no coincide.' },
  otp_required: { status: 403, message: 'Esta operación necesita un código de verificación.' },
  employee_not_allowed: { status: 403, message: 'Los empleados deben entrar por el canal asistido.' },
  adult_not_allowed: { status: 403, message: 'Esta banca es solo para menores de edad.' },
  agent_only: { status: 403, message: 'Este acceso es solo para agentes del canal asistido.' },
  not_found: { status: 404, message: 'No existe este recurso.' },
  assisted_customer_not_found: { status: 404, message: 'No hay ningún cliente con ese documento.' },
  pending_operation_not_found: { status: 404, message: 'No hay ninguna operación pendiente con ese identificador.' },
  product_not_found: { status: 404, message: 'No tienes ningún producto con ese identificador.' },
  no_personal_manager: { status: 404, message: 'No tienes un gestor personal asignado.' },
  device_not_found: { status: 404, message: 'No tienes ningún dispositivo con ese identificador.' },
  promotion_not_found: { status: 404, message: 'No existe ninguna promoción con ese identificador.' },
  campaign_not_found: { status: 404, message: 'No tienes ninguna comunicación con ese código.' },
  consent_receipt_not_found: { status: 404, message: 'No se ha recibido ningún consentimiento de ese usuario.' },
  device_risk_profile_not_found: {
    status: 404,
    message: 'No se ha recibido ningún perfil del dispositivo con ese identificador de proceso.',
  },
  conflict: { status: 409, message: 'El recurso entra en conflicto con otro existente.' },
  offers_held: { status: 409, message: 'Ahora mismo no podemos ofrecerte productos preconcedidos.' },
  no_loan_offer: { status: 409, message: 'No tienes ningún préstamo preconcedido disponible.' },
  pending_operation_decided: { status: 409, message: 'Esta operación ya se ha confirmado o rechazado.' },
  payload_too_large: { status: 413, message: 'La petición es demasiado grande.' },
  unsupported_media_type: { status: 415, message: 'El cuerpo debe ser JSON sin comprimir (Content-Type: application/json).' },
  too_many_attempts: {
    status: 429,
    message: 'Has superado el número de intentos permitidos. Vuelve a intentarlo más tarde.',
  },
  internal_error: { status: 500, message: 'Ha ocurrido un error inesperado. Inténtalo de nuevo más tarde.' },
} as const satisfies Record<string, ApiErrorDefinition>;

/** An API error code. */
export type ApiErrorCode = keyof typeof API_ERRORS;

/** Options of {@link sendError}. */
export interface SendErrorOptions {
  /** Replaces the default message, e.g. to list what failed validation. */
  message?: string;
  headers?: Record<string, string>;
  /** Fields the answer carries beside `error` and `message`, e.g. the tries left. */
  details?: Record<string, string | number>;
  /** See {@link SendJsonOptions.antiHijackPrefix}. @default true */
  antiHijackPrefix?: boolean;
}

/** Sends `{ error, message }` with the code's status (and the anti-hijack prefix). */
export function sendError(c: Context, code: ApiErrorCode, options: SendErrorOptions = {}): Response {
  const definition: ApiErrorDefinition = API_ERRORS[code];
  for (const [name, value] of Object.entries(options.headers ?? {})) c.header(name, value);
  return sendJson(c, { error: code, message: options.message ?? definition.message, ...options.details }, definition.status, {
    antiHijackPrefix: options.antiHijackPrefix ?? true,
  });
}
