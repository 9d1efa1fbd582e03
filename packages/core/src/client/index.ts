/** The client (features.md §3, §7) and the date helper (features.md §5, §8). */
export {
  CLIENT_PATH,
  EMPTY_CLIENT,
  VENDOR_IDENTITY_PATH,
  ageOn,
  nameUriOf,
  parseClient,
  requestClient,
  requestVendorIdentity,
  splitBirthDate,
  tidyName,
} from './client';
export type { BirthDate, Client, VendorIdentity } from './client';
export { INVALID_DATE_FORMAT, isDateString, parseDateString, writtenDayOf } from './dates';
export type { WrittenDay } from './dates';
