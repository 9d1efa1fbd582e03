export { parseCliOptions, type CliOptions, type ParsedCliOptions, type SandboxEnvironment } from './parseCliOptions';
export { startupBanner, type BannerFacts } from './startupBanner';
