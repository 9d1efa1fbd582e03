export { DEMO_LOGINS, type DemoLogin } from './demoLogins';
export { prepareDatabase, type PrepareDatabaseOptions, type PreparedDatabase } from './prepareDatabase';
export { isValidIban, spanishIban } from './iban';
export { dniControlLetter } from './dni';
export { SANDBOX_BANK_CODE, SANDBOX_BRANCH_CODE } from './demoCustomers';
export { SHIPPED_FEATURE_PACKAGES } from './shippedFeatures';
