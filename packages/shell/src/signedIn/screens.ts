/**
 * What only a signed-in customer sees: one chunk of its own, loaded on first use, so the login
 * page does not carry it (issue "Foundation": the login page loads at most 100 KB of gzipped
 * JavaScript). The footer is not here: public pages show it too.
 */
export { MainNavigation } from '../layout/MainNavigation';
export { ProfileSwitcher } from '../layout/ProfileSwitcher';
export { LogoutScreen } from '../routes/LogoutScreen';
export { ModalScreen } from '../routes/ModalScreen';
