/**
 * @bank-shell/react: React bindings over @bank-shell/core. Shared with every feature through the
 * page's import map, so there is one instance of it (and of React) per page.
 */
export { ShellProvider, useShell } from './services';
export type { ShellServices } from './services';
// One hook per file, named after it.
export { useHttp } from './useHttp';
export { useNavigate } from './useNavigate';
export { useRoute } from './useRoute';
export { useSession } from './useSession';
export { useStore } from './useStore';
export { useTranslation } from './useTranslation';
export { FeatureDefinitionError, defineFeature, isFeatureDefinition } from './defineFeature';
export type { FeatureDefinition, FeatureProps } from './defineFeature';
export { FEATURE_LOAD_TIMEOUT_MS, FeatureOutlet, loadFeatureDefinition, moduleUrlForAttempt } from './FeatureOutlet';
export type { FeatureLoadState, FeatureOutletProps } from './FeatureOutlet';
export { useCurrentLayout } from './useCurrentLayout';
export { useLayout } from './useLayout';
export { useLoginHistoryBack } from './useLoginHistoryBack';
