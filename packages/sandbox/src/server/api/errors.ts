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
  anonymous_token_required: {
    status: 401,
    message: 'El alta necesita el acceso anónimo que da el banco, vigente: vuelve a abrir la página de alta.',
  },
  invalid_ticket: { status: 401, message: 'La verificación no es válida, ha caducado o ya se ha usado. Vuelve a verificar la operación.' },
  invalid_publish_key: { status: 401, message: 'Falta la clave de publicación de un equipo (Authorization: Bearer …) o no es válida.' },
  feature_of_another_team: { status: 403, message: 'Esta feature es de otro equipo.' },
  forbidden_origin: { status: 403, message: 'La petición viene de un origen no permitido.' },
  identity_not_proven: { status: 403, message: 'Los datos de un cliente solo se aceptan con la identidad que firma el banco para él.' },
  xsrf_mismatch: { status: 403, message: 'Falta el código de seguridad de la petición o no coincide.' },
  otp_required: { status: 403, message: 'Esta operación necesita un código de verificación.' },
  step_up_required: { status: 403, message: 'Esta operación necesita que verifiques tu identidad antes.' },
  employee_not_allowed: { status: 403, message: 'Los empleados deben entrar por el canal asistido.' },
  adult_not_allowed: { status: 403, message: 'Esta banca es solo para menores de edad.' },
  agent_only: { status: 403, message: 'Este acceso es solo para agentes del canal asistido.' },
  not_found: { status: 404, message: 'No existe este recurso.' },
  assisted_customer_not_found: { status: 404, message: 'No hay ningún cliente con ese documento.' },
  not_assisted: { status: 404, message: 'Esta sesión no es del canal asistido.' },
  pending_operation_not_found: { status: 404, message: 'No hay ninguna operación pendiente con ese identificador.' },
  product_not_found: { status: 404, message: 'No tienes ningún producto con ese identificador.' },
  transfer_not_found: { status: 404, message: 'No tienes ninguna transferencia con ese identificador.' },
  inbox_message_not_found: { status: 404, message: 'No tienes ningún mensaje con ese identificador.' },
  beneficiary_not_found: { status: 404, message: 'No tienes ningún beneficiario guardado con ese identificador.' },
  beneficiary_already_saved: { status: 409, message: 'Ya tienes guardado un beneficiario con ese IBAN.' },
  too_many_beneficiaries: { status: 409, message: 'Ya tienes 50 beneficiarios guardados: borra alguno para guardar otro.' },
  charge_not_found: { status: 404, message: 'No tienes ningún cargo domiciliado con ese identificador.' },
  charge_already_returned: { status: 409, message: 'Este recibo ya está devuelto.' },
  return_window_closed: { status: 422, message: 'Un recibo domiciliado se puede devolver durante 8 semanas desde su cargo.' },
  bill_not_found: { status: 404, message: 'No encontramos ningún recibo con esa referencia.' },
  bill_already_paid: { status: 409, message: 'Este recibo ya está pagado.' },
  bill_overdue: { status: 422, message: 'El plazo para pagar este recibo en el banco ha terminado.' },
  bill_payment_not_found: { status: 404, message: 'No tienes ningún pago de recibo con ese identificador.' },
  amount_mismatch: { status: 409, message: 'El importe no coincide con el de la operación: vuelve a revisarla antes de firmar.' },
  bizum_phone_not_registered: { status: 404, message: 'Este número no usa Bizum.' },
  bizum_not_registered: { status: 409, message: 'No tienes Bizum activado: actívalo para enviar y pedir dinero.' },
  bizum_already_registered: { status: 409, message: 'Ya tienes Bizum activado.' },
  bizum_request_not_found: { status: 404, message: 'No tienes ninguna solicitud de Bizum con ese identificador.' },
  bizum_payment_not_found: { status: 404, message: 'No tienes ningún Bizum con ese identificador.' },
  bizum_request_closed: { status: 409, message: 'Esta solicitud de Bizum ya está pagada, rechazada, caducada o anulada.' },
  bizum_limit_exceeded: { status: 422, message: 'El importe supera un límite de Bizum.' },
  statement_not_found: { status: 404, message: 'No hay extracto de esa cuenta para ese mes.' },
  profile_not_found: { status: 404, message: 'No tienes ningún perfil con ese identificador.' },
  profile_in_use: { status: 409, message: 'No puedes cerrar el perfil con el que haces la llamada: cambia antes a otro.' },
  profile_cut_off: { status: 409, message: 'Este perfil se ha cerrado por inactividad: vuelve a entrar para abrirlo.' },
  no_personal_manager: { status: 404, message: 'No tienes un gestor personal asignado.' },
  device_not_found: { status: 404, message: 'No tienes ningún dispositivo con ese identificador.' },
  promotion_not_found: { status: 404, message: 'No existe ninguna promoción con ese identificador.' },
  campaign_not_found: { status: 404, message: 'No tienes ninguna comunicación con ese código.' },
  consent_receipt_not_found: { status: 404, message: 'No se ha recibido ningún consentimiento de ese usuario.' },
  sign_up_not_found: { status: 404, message: 'No hay ninguna solicitud de alta en curso.' },
  pin_recovery_not_found: {
    status: 404,
    message: 'No hay ninguna recuperación de la clave en curso en este navegador: vuelve a empezar.',
  },
  pin_recovery_expired: { status: 410, message: 'El código ha caducado o se ha agotado: vuelve a empezar para recibir otro.' },
  sign_up_step_not_found: { status: 404, message: 'No existe ese paso en la solicitud de alta.' },
  device_risk_profile_not_found: {
    status: 404,
    message: 'No se ha recibido ningún perfil del dispositivo con ese identificador de proceso.',
  },
  feature_not_found: { status: 404, message: 'No hay ninguna feature con ese identificador.' },
  version_not_found: { status: 404, message: 'Esta feature no tiene esa versión.' },
  path_taken: { status: 409, message: 'Esa ruta ya es de otra feature.' },
  version_exists: { status: 409, message: 'Esa versión ya está publicada: publica una nueva.' },
  no_previous_version: { status: 409, message: 'No hay una versión anterior a la que volver.' },
  publication_in_progress: { status: 409, message: 'Ya se está publicando esta feature: espera a que termine.' },
  conflict: { status: 409, message: 'El recurso entra en conflicto con otro existente.' },
  not_a_credit_card: { status: 409, message: 'Solo las tarjetas de crédito tienen límite.' },
  limit_below_used: { status: 409, message: 'El límite no puede ser menor que lo que ya has usado de la tarjeta.' },
  offers_held: { status: 409, message: 'Ahora mismo no podemos ofrecerte productos preconcedidos.' },
  no_loan_offer: { status: 409, message: 'No tienes ningún préstamo preconcedido disponible.' },
  account_not_overdrawn: { status: 409, message: 'Esta cuenta no está en descubierto: no hay nada que fraccionar.' },
  overdraft_changed: {
    status: 409,
    message: 'El descubierto de la cuenta ha cambiado desde que lo revisaste: vuelve a revisarlo antes de firmar.',
  },
  pending_operation_decided: { status: 409, message: 'Esta operación ya se ha confirmado o rechazado.' },
  card_blocked: { status: 409, message: 'La tarjeta está bloqueada: no se puede pagar con ella.' },
  card_online_disabled: { status: 409, message: 'Las compras por internet están desactivadas en esta tarjeta.' },
  card_abroad_disabled: { status: 409, message: 'Las compras en el extranjero están desactivadas en esta tarjeta.' },
  insufficient_funds: { status: 409, message: 'No hay saldo suficiente para esta operación.' },
  step_out_of_order: { status: 409, message: 'Antes de este paso hay que completar otros.' },
  sign_up_already_active: {
    status: 409,
    message: 'Esta solicitud de alta ya está activada: entra con tu documento, tu fecha de nacimiento y tu PIN.',
  },
  sign_up_incomplete: { status: 409, message: 'Faltan pasos por completar.' },
  payload_too_large: { status: 413, message: 'La petición es demasiado grande.' },
  unsupported_media_type: { status: 415, message: 'El cuerpo debe ser JSON sin comprimir (Content-Type: application/json).' },
  transfer_limit_exceeded: { status: 422, message: 'El importe supera un límite de las transferencias.' },
  overdraft_out_of_range: { status: 422, message: 'Este descubierto no se puede fraccionar.' },
  idempotency_key_reused: {
    status: 422,
    message: 'Esa clave de idempotencia ya se usó para otra transferencia: una orden nueva necesita una clave nueva.',
  },
  invalid_publication: { status: 422, message: 'La publicación no es válida.' },
  integrity_mismatch: { status: 422, message: 'La integridad de un archivo no corresponde a su contenido.' },
  over_budget: { status: 422, message: 'La feature supera el límite de tamaño.' },
  import_outside_import_map: { status: 422, message: 'Un módulo importa de fuera del mapa de importación de la página.' },
  invalid_document: { status: 422, message: 'La letra del documento no corresponde a su número: revisa el DNI o NIE.' },
  minor: { status: 422, message: 'Para hacerte cliente tienes que ser mayor de edad (18 años).' },
  not_a_teen: { status: 422, message: 'La cuenta para jóvenes es para menores de 12 a 17 años.' },
  residence_outside_spain: { status: 422, message: 'Para hacerte cliente tienes que vivir en España.' },
  more_than_one_tax_residence: { status: 422, message: 'Solo puedes tener una residencia fiscal, y debe ser España.' },
  tax_residence_outside_spain: { status: 422, message: 'Para hacerte cliente tu residencia fiscal debe estar en España.' },
  tax_id_nationality_mismatch: {
    status: 422,
    message: 'El documento no corresponde a la nacionalidad: el DNI es para quien tiene nacionalidad española, el NIE para quien no.',
  },
  surname_tax_id_mismatch: {
    status: 422,
    message: 'El primer apellido no corresponde al del titular de ese DNI o NIE: revisa los dos.',
  },
  foreign_id_non_spanish_nationality: {
    status: 422,
    message: 'Con un NIE y nacionalidad no española no puedes identificarte por vídeo: elige la transferencia.',
  },
  pin_not_entered: { status: 422, message: 'Introduce un PIN de 6 cifras.' },
  weak_pin: {
    status: 422,
    message: 'Ese PIN es fácil de adivinar: no uses cifras iguales ni seguidas, tu fecha de nacimiento ni cifras de tu documento.',
  },
  wrong_current_pin: { status: 422, message: 'La clave actual no es correcta.' },
  pin_unchanged: { status: 422, message: 'La clave nueva tiene que ser distinta de la actual.' },
  pins_not_matching: { status: 422, message: 'Los PIN no coinciden.' },
  signature_mismatch: { status: 422, message: 'Firma con tu nombre y apellidos tal como los indicaste.' },
  signing_not_initialised: {
    status: 409,
    message: 'La firma no se ha preparado: antes hay que mostrarte los documentos del contrato en su versión actual.',
  },
  legal_document_not_found: { status: 404, message: 'No publicamos ningún documento con ese identificador.' },
  legal_document_outdated: { status: 409, message: 'El documento ha cambiado: vuelve a cargar los documentos del contrato.' },
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
