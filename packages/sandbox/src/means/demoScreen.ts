/**
 * The module of the one demo screen (`packages/features/demo-section`) that stands in for every
 * page the specs name and the sandbox has not built: a feature drawn by it is no real screen.
 */
export const DEMO_SECTION_MODULE = 'demo-section';
