/**
 * What only a signed-in customer needs, as one chunk loaded once after login, in parallel with the
 * page they land on, and never on the login page (issue 12): the chrome (navigation, profile
 * switcher, logout and modal screens, the overlays: notices, inactivity warning, snackbars) and the
 * signed-in services (token keeping, inactivity, monitoring, the pending-operation check), and the route groups of the pages only a signed-in customer can open. The footer
 * is not here: public pages show it too.
 */
export { MainNavigation } from '../layout/MainNavigation';
export { SignedInOverlays } from './SignedInOverlays';
export { ProfileSwitcher } from '../layout/ProfileSwitcher';
export { PendingPaymentsBadge } from '../layout/PendingPaymentsBadge';
export { LogoutScreen } from '../routes/LogoutScreen';
export { ModalScreen } from '../routes/ModalScreen';
export { ROUTE_GROUP_LISTS } from '../routes/routeGroupLists';
export { startSignedInServices } from './services';
export type { SignedInPlatform, SignedInServices } from './services';
