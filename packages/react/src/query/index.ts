/**
 * `@bank-shell/react/query`: the loading and error state of a call to the bank, for features.
 * A later entry of the bindings: the login page does not load it.
 */
export { useApiQuery } from './useApiQuery';
export type { ApiQuery, ApiQueryOptions } from './useApiQuery';
export { QueryFailure, QueryLoading } from './QueryStates';
export type { SkeletonBlock } from './QueryStates';
