/**
 * The constants of pending security operations (features.md §2.1, §4.1, §9). The type codes come
 * from the bank as strings.
 */

/** features.md §4.1, the type table. */
export const PENDING_OPERATION_TYPE = {
  loginSca: '75',
  ecommerce: '76',
  bizumEcommerce: '85',
  bizumIdLogin: '91',
  bizumIdLoginOther: '92',
  bizumIdRegister: '94',
  bizumIdRegisterOther: '95',
  business: 'BUSINESS',
} as const;
export type PendingOperationType = (typeof PENDING_OPERATION_TYPE)[keyof typeof PENDING_OPERATION_TYPE];
export const PENDING_OPERATION_TYPES: readonly PendingOperationType[] = Object.values(PENDING_OPERATION_TYPE);

/** The parameters of a native validation (features.md §9). */
export const VALIDATION_MAX_FAILURES = 3;
export const VALIDATION_SMS_RETRIES = 3;
export const VALIDATION_MAX_PASSWORD_LENGTH = 12;
/** How long the success message of a validation stays before it closes itself (features.md §9). */
export const PENDING_SUCCESS_AUTO_CLOSE_MS = 5000;

/** The name the app shows on its validation screen, and the legal page it links to. */
export const VALIDATION_SERVICE_NAME = 'Banca online';
export const VALIDATION_LEGAL_PATH = '/legal/validacion-movil';

/**
 * The routes the check skips (features.md §2.1), as route paths of this shell: page not found, the
 * deep-link route, the two single-sign-on routes, the native login, the deposit-contract feature
 * route and the two deposit transfer routes. A route matches its path and every path under it.
 */
export const PENDING_CHECK_EXCLUDED_ROUTES: readonly string[] = [
  'pagina-no-encontrada',
  'deeplinks',
  'sso',
  'sso-login',
  'login/native-login',
  'ing-feature-page/ing-feat-deposit-contract',
  'ing-redirect/deposit-contract/transfer-deposit',
  'contratar-deposito/transfer-deposit',
];

/**
 * The features whose route the check skips wherever the configuration puts it (features.md §2.1
 * "the deposit-contract feature route"): the route `means` gives `deposit-contract` in this bank
 * (`contratar-deposito`, where deep links 86–88 land), besides the spec's path for it in
 * {@link PENDING_CHECK_EXCLUDED_ROUTES}.
 */
export const PENDING_CHECK_EXCLUDED_FEATURES: readonly string[] = ['deposit-contract'];

/** Where a pending operation leads (features.md §2.2): the two features' route paths. */
export const PENDING_DESTINATION = {
  confirmPendingOperation: 'confirmar-operacion',
  pendingEcommerceOperations: 'operaciones-pendientes',
} as const;

/** The messages a pending operation gives the customer; the shell translates them. */
export const PENDING_MESSAGE_KEY = {
  cancelled: 'pending.cancelled',
  error: 'pending.error',
} as const;

/** features.md §8. */
export const PENDING_CONSOLE_ERROR = {
  inactiveFeature: 'Pending operation is trying to navigate a NOT active FIT feature',
} as const;
