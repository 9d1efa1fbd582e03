export { createVendorRoutes, type VendorRoutesOptions } from './createVendorRoutes';
export { VENDOR_PATHS } from './paths';
export {
  loadVendorStandIns,
  outsideScriptsOf,
  TRACKING_CONFIG_MODULES,
  type OutsideScript,
  type OutsideScripts,
  type StandInFile,
  type TrackingStandIns,
  type VendorStandIns,
} from './standIns';
