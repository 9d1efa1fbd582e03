export {
  FEATURE_BOOTSTRAP_TIMEOUT_MS,
  FEATURE_LOAD_TIMEOUT_MS,
  FEATURE_MOUNT_TIMEOUT_MS,
  FeatureTimeoutError,
  createFeatureLifecycles,
  moduleUrlForAttempt,
} from './featureLifecycle';
export type { FeatureLifecycle, FeatureLifecycleOptions, FeatureLifecycles, FeatureState, FeatureStatus } from './featureLifecycle';
