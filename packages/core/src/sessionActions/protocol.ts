/** The bank's login calls (shell.md §7): their paths and the headers they carry. */
export const SESSION_PATH = {
  customerLogin: '/genoma_api/saf/tpa/accesstoken',
  agentLogin: '/assisted_channels/saf/tpa/accesstoken',
  synchronize: '/saf/tpa/accesstoken/synchronize',
  revoke: '/oauth2/token/revoke',
} as const;

/** Response header that carries the affluent mark. */
export const AFFLUENT_HEADER = 'x-ing-affluent';
/** Request header with the device brand on customer login. */
export const DEVICE_BRAND_HEADER = 'x-device-brand';
