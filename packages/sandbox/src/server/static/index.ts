export { createAppHostRoutes, SHELL_NOT_BUILT_MESSAGE, type AppHostRoutesOptions } from './createAppHostRoutes';
