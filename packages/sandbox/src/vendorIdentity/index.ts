export {
  VENDOR_IDENTITY_TTL_S,
  newVendorIdentityKey,
  signVendorIdentity,
  verifyVendorIdentity,
  type VendorIdentityKey,
} from './vendorIdentity';
