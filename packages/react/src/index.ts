/**
 * @bank-shell/react: React bindings over @bank-shell/core. Shared with every feature through the
 * page's import map, so there is one instance of it (and of React) per page.
 */
export { ShellProvider, useShell } from './services';
export type { ShellServices } from './services';
export { useHttp, useNavigate, useRoute, useSession, useStore, useTranslation } from './hooks';
export { FeatureDefinitionError, defineFeature, isFeatureDefinition } from './defineFeature';
export type { FeatureDefinition, FeatureProps } from './defineFeature';
export { FEATURE_LOAD_TIMEOUT_MS, FeatureOutlet, loadFeatureDefinition, moduleUrlForAttempt } from './FeatureOutlet';
export type { FeatureLoadState, FeatureOutletProps } from './FeatureOutlet';
export { useCurrentLayout, useLayout, useLoginHistoryBack } from './useLayout';
