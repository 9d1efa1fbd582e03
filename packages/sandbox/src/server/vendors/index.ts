export { createVendorRoutes, type VendorRoutesOptions } from './createVendorRoutes';
export { VENDOR_PATHS } from './paths';
export {
  loadVendorStandIns,
  outsideScriptsOf,
  type OutsideScript,
  type OutsideScripts,
  type StandInFile,
  type VendorStandIns,
} from './standIns';
