export { createAppHostRoutes, LEGACY_APP_PATH, SHELL_NOT_BUILT_MESSAGE, type AppHostRoutesOptions } from './createAppHostRoutes';
export { createShellIndexLoader, importMapOf, importMapSpecifiersOf } from './shellIndex';
