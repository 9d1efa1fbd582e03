/**
 * `@bank-shell/react/snackbar`: short messages at the foot of the page (issue 17 §3), for the shell
 * and features alike. An entry of its own, loaded with the signed-in chunk: the login page shows none.
 */
export { SNACKBAR_AUTO_CLOSE_MS, SNACKBAR_MAX_VISIBLE, createSnackbarQueue, snackbars } from './snackbars';
export type { Snackbar, SnackbarKind, SnackbarOptions, SnackbarQueue } from './snackbars';
export { SnackbarRegion } from './SnackbarRegion';
export type { SnackbarRegionProps, SnackbarTimers } from './SnackbarRegion';
