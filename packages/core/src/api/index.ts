/**
 * `@bank-shell/core/api`: typed, checked calls to the bank for features. A later entry of core:
 * the login page does not load it; a feature that defines its calls with it does.
 */
export { ApiContractError, defineApiCall } from './defineApiCall';
export type { ApiCall, ApiCallDefinition } from './defineApiCall';
