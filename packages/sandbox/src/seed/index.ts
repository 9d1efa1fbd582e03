export { DEMO_LOGINS, type DemoLogin } from './demoLogins';
export { prepareDatabase, type PrepareDatabaseOptions, type PreparedDatabase } from './prepareDatabase';
export { isValidIban } from './iban';
