/**
 * `@bank-shell/react/display`: the customer's display preferences as features see them
 * (features.md §4.6; docs/design/display-contract.md): amounts that masked mode hides, and the theme
 * and masked mode read from the page's root element. A later entry of the bindings: the login
 * page shows no amount and no preference, so it never loads it.
 */
export { Amount } from './Amount';
export type { AmountProps } from './Amount';
export { useTheme } from './useTheme';
export { useMaskedMode } from './useMaskedMode';
export { saveMaskedMode } from './saveMaskedMode';
export { useMaskedModeSaver } from './useMaskedModeSaver';
export type { MaskedModeSaver } from './useMaskedModeSaver';
export { createRootAttributes, pageRootAttributes, themeOf } from './rootAttributes';
export type { RootAttributes, RootAttributesOptions } from './rootAttributes';
