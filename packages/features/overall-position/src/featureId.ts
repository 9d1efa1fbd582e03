/** The feature id, which is also its texts' namespace. */
export const FEATURE_ID = 'overall-position';
