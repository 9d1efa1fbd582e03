export type { FallbackRouteConfig, FeatureDefinition, FeatureRouteOptions, Mean, PublishedVersion, RouteCondition } from './types';
export { FEATURE_ENTRY_PATTERN, FEATURE_MODULE_PATTERN, FEATURE_SLUG_PATTERN, SUBRESOURCE_INTEGRITY_PATTERN } from './patterns';
export { FEATURE_DIST_DIR, readFeatureManifest, type ManifestReading } from './manifest';
export { buildMeans, createUnbuiltModuleReporter, REGISTRY_CDN_FROM_FEATURES_CDN, type BuildMeansOptions } from './buildMeans';
export { addSeededFeatures, isPathTakenByAnotherFeature, listActiveFeatures, saveFeature } from './featureStore';
export { findActiveFeatureModule, type FeatureModule, type FindFeatureModuleOptions } from './featureModule';
export { createLocalFeatureFinder, definitionOfPackage, featurePackageFieldSchema, type FeaturePackageField } from './localFeatures';
export { declaredRouteSchema, pageTitlesSchema, type DeclaredRoute } from './declaredFeature';
export { DEMO_SECTION_MODULE } from './demoScreen';
