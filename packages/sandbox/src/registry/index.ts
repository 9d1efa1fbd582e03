export {
  FEATURE_SIZE_BUDGET_BYTES,
  FEATURE_VERSION_PATTERN,
  PUBLISHED_FILE_PATTERN,
  checkPublication,
  publicationSchema,
  type CheckedPublication,
  type PublicationProblem,
} from './publication';
export {
  DEMO_TEAM,
  createPublishKey,
  findTeamByKey,
  listTeamFeatures,
  listVersions,
  publishVersion,
  readPublishedFile,
  rollBack,
  setTeamKey,
  type PublishTeam,
  type RegistryRefusal,
  type StoredFile,
  type VersionSummary,
} from './registryStore';
export { describeShipOutcome, shipBuiltFeature, type ShipBuiltFeatureOptions, type ShipOutcome } from './shipBuiltFeature';
