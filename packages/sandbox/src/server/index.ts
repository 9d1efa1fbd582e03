export { createApp } from './createApp';
export { DEFAULT_APP_HOST, httpOrigin, type SandboxAppOptions } from './config';
export { ANTI_HIJACK_PREFIX, API_PATHS, SESSION_COOKIE, TOKEN_EXPIRED_HEADER, XSRF_COOKIE, XSRF_HEADER } from './api';
export { SHELL_NOT_BUILT_MESSAGE, createShellIndexLoader, importMapSpecifiersOf } from './static';
