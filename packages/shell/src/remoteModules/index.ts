/** Remote modules that are web components, as a lazy chunk: the login page has none. */
export { asFeatureModule, isWebComponentModule, mountScoped, webComponentFeature } from './webComponentFeature';
export { importWithScopedElements, loadScopedElementModules } from './scopedElementModules';
export type { BankApi, WebComponentModule, WebComponentProperties } from './webComponentFeature';
