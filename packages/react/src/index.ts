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
export type { FeatureDefinition, FeatureProps, FirstCallsContext } from './defineFeature';
export { FeatureOutlet } from './FeatureOutlet';
export type { FeatureOutletProps } from './FeatureOutlet';
export { createFeatureRegistry } from './featureRegistry';
export type { FeatureRegistry, FeatureRegistryOptions } from './featureRegistry';
export { useCurrentLayout } from './useCurrentLayout';
export { useLayout } from './useLayout';
export { usePageTitle } from './usePageTitle';
export { useLoginHistoryBack } from './useLoginHistoryBack';
