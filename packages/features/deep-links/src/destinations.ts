/**
 * The deep-link destinations (features.md §2.3): a numeric id names a feature of `means`, with an
 * optional fixed sub-route. The ids, feature names and sub-routes are this project's own (the spec
 * leaves them out); docs/deep-links.md lists them in one table.
 *
 * The destinations of both tables keep the same id in each. The pre-production table adds its own
 * destinations, with ids from 900 on, which the production table does not know.
 */
export interface DeepLinkDestination {
  readonly id: number;
  /** The feature's id in `means`. */
  readonly feature: string;
  /** A fixed path under the feature's route, without a leading slash. */
  readonly subRoute?: string;
}

/** In both the production and the pre-production table. */
export const SHARED_DESTINATIONS: readonly DeepLinkDestination[] = [
  // Bizum
  { id: 1, feature: 'bizum', subRoute: 'solicitar' },
  { id: 2, feature: 'bizum', subRoute: 'enviar' },
  { id: 3, feature: 'bizum', subRoute: 'donaciones' },
  { id: 4, feature: 'bizum', subRoute: 'movimientos' },
  { id: 5, feature: 'bizum', subRoute: 'id' },
  { id: 6, feature: 'bizum', subRoute: 'alta-menores' },
  { id: 7, feature: 'bizum', subRoute: 'alta' },
  { id: 8, feature: 'bizum', subRoute: 'baja' },
  { id: 9, feature: 'bizum', subRoute: 'preguntas-frecuentes' },
  // Inbox, settings, expense limits, money up, widgets
  { id: 10, feature: 'inbox' },
  { id: 11, feature: 'settings' },
  { id: 12, feature: 'expense-limits' },
  { id: 13, feature: 'money-up' },
  { id: 14, feature: 'widgets-area' },
  // Contracts, consents, biometrics
  { id: 15, feature: 'product-contract' },
  { id: 16, feature: 'personal-area', subRoute: 'consentimientos' },
  { id: 17, feature: 'biometrics-tools' },
  // Mobile validation
  { id: 18, feature: 'mobile-validation-disenrolment' },
  { id: 19, feature: 'what-is-validation' },
  // Pending operations (features.md §2.2)
  { id: 20, feature: 'pending-ecommerce-operations' },
  { id: 21, feature: 'confirm-pending-operation' },
  // Loans and the overall position
  { id: 22, feature: 'loans-selling' },
  { id: 23, feature: 'pre-approved-loan-contract' },
  { id: 24, feature: 'overall-position' },
  // Savings
  { id: 25, feature: 'money-buckets' },
  { id: 26, feature: 'financial-cushion-simulator' },
  // Home insurance
  { id: 27, feature: 'home-insurance', subRoute: 'contratar' },
  { id: 28, feature: 'home-insurance', subRoute: 'detalle' },
  { id: 29, feature: 'home-insurance', subRoute: 'cancelar' },
  // Click to pay, digital profile, help, search
  { id: 30, feature: 'click-to-pay' },
  { id: 31, feature: 'digital-profile' },
  { id: 32, feature: 'help' },
  { id: 33, feature: 'search-area' },
  // Health and auto insurance
  { id: 34, feature: 'health-insurance', subRoute: 'contratar' },
  { id: 35, feature: 'health-insurance', subRoute: 'detalle' },
  { id: 36, feature: 'auto-insurance', subRoute: 'contratar' },
  { id: 37, feature: 'auto-insurance', subRoute: 'detalle' },
  // Products, fraud alerts, broker, carbon footprint
  { id: 38, feature: 'product-page' },
  { id: 39, feature: 'card-fraud-alerts' },
  { id: 40, feature: 'broker-onboarding' },
  { id: 41, feature: 'carbon-footprint-score' },
  // Cards
  { id: 42, feature: 'card-unblock' },
  { id: 43, feature: 'card-block-resend' },
  { id: 44, feature: 'card-pin' },
  { id: 45, feature: 'card-settings' },
  { id: 46, feature: 'card-cvv-expiration' },
  // Personal area and documents
  { id: 47, feature: 'personal-area' },
  { id: 48, feature: 'cancel-deposit' },
  { id: 49, feature: 'documents' },
  { id: 50, feature: 'granting-flow' },
  { id: 51, feature: 'aggregated-banks' },
  { id: 52, feature: 'consent-management' },
  // Products from elsewhere, cards contract, transfers
  { id: 53, feature: 'external-product' },
  { id: 54, feature: 'cards-contract' },
  { id: 55, feature: 'transfers' },
  { id: 56, feature: 'transfers-limits' },
  { id: 57, feature: 'transfers-distributive-page' },
  // Broker and ETFs
  { id: 58, feature: 'broker-etf', subRoute: 'lista' },
  { id: 59, feature: 'broker-etf', subRoute: 'selector' },
  // Round-up
  { id: 60, feature: 'round-up', subRoute: 'activar' },
  { id: 61, feature: 'round-up', subRoute: 'servicio' },
  { id: 62, feature: 'round-up', subRoute: 'inversion' },
  // Taxes and payments
  { id: 63, feature: 'tax-cancellation' },
  { id: 64, feature: 'set-your-month' },
  { id: 65, feature: 'defer-payment' },
  { id: 66, feature: 'cancel-deferment' },
  // Mortgage, delivery protection, cnr, transaction search
  { id: 67, feature: 'mortgage-sell-holder-dashboard' },
  { id: 68, feature: 'delivery-protection' },
  { id: 69, feature: 'cnr-flow' },
  { id: 70, feature: 'transaction-search' },
  // Selling and services
  { id: 71, feature: 'overdraft-solution-selling' },
  { id: 72, feature: 'travel-services' },
  { id: 73, feature: 'labour-verification' },
  { id: 74, feature: 'quality-tool' },
  { id: 75, feature: 'service-corner' },
  { id: 76, feature: 'subscriptions' },
  // Access, security and tools
  { id: 77, feature: 'sso-login' },
  { id: 78, feature: 'pin-change' },
  { id: 79, feature: 'movement-categorization' },
  { id: 80, feature: 'investment-area' },
  { id: 81, feature: 'fraud-attempt' },
  { id: 82, feature: 'rule-manager' },
  { id: 83, feature: 'chat-contact' },
  // Identity
  { id: 84, feature: 'video-selfie-identification' },
  { id: 85, feature: 'edit-profile' },
  // Deposit contract, with the fixed-term deposits (IPF) as fixed sub-routes
  { id: 86, feature: 'deposit-contract' },
  { id: 87, feature: 'deposit-contract', subRoute: 'ipf/12-meses' },
  { id: 88, feature: 'deposit-contract', subRoute: 'ipf/24-meses' },
  // CMS content pages
  { id: 89, feature: 'cms-content', subRoute: 'seguro-salud' },
  { id: 90, feature: 'cms-content', subRoute: 'seguro-moto' },
  { id: 91, feature: 'cms-content', subRoute: 'cuenta' },
  { id: 92, feature: 'cms-content', subRoute: 'fondos-inversion' },
  { id: 93, feature: 'cms-content', subRoute: 'tarjeta-debito' },
  { id: 94, feature: 'cms-content', subRoute: 'operaciones-frecuentes' },
  { id: 95, feature: 'cms-content', subRoute: 'hipoteca' },
  { id: 96, feature: 'cms-content', subRoute: 'seguro-hogar' },
];

/** Only in the pre-production table. */
export const PRE_PRODUCTION_ONLY_DESTINATIONS: readonly DeepLinkDestination[] = [
  { id: 901, feature: 'apple-pay' },
  { id: 902, feature: 'card-activation' },
  { id: 903, feature: 'mobile-validation-password-change' },
  { id: 904, feature: 'new-logout' },
  { id: 905, feature: 'native-loader' },
  { id: 906, feature: 'old-product-page' },
  { id: 907, feature: 'transfers-recall' },
  { id: 908, feature: 'orange-account-onboarding' },
];

export type DeepLinkTable = ReadonlyMap<number, DeepLinkDestination>;

const tableOf = (destinations: readonly DeepLinkDestination[]): DeepLinkTable =>
  new Map(destinations.map((destination) => [destination.id, destination]));

export const PRODUCTION_TABLE: DeepLinkTable = tableOf(SHARED_DESTINATIONS);
export const PRE_PRODUCTION_TABLE: DeepLinkTable = tableOf([...SHARED_DESTINATIONS, ...PRE_PRODUCTION_ONLY_DESTINATIONS]);
