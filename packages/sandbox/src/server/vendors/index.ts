export { createVendorRoutes, type VendorRoutesOptions } from './createVendorRoutes';
export { VENDOR_PATHS } from './paths';
export {
  loadVendorStandIns,
  outsideScriptsOf,
  TRACKING_CONFIG_MODULES,
  VENDOR_SCRIPT_STAND_INS,
  type OutsideScript,
  type OutsideScripts,
  type StandInFile,
  type TrackingStandIns,
  type VendorScriptStandIn,
  type VendorStandIns,
} from './standIns';
export { createVendorModes, VENDOR_STAND_IN_MODES, type VendorModes, type VendorStandInMode } from './vendorModes';
