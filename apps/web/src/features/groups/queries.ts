/**
 * The feature's query options that the app seeds before it renders (app/prefetch-home.ts),
 * apart from its index so that the entry does not take in the feature's components. (The
 * groups list's key is the shared `queryKeys.myGroups`.)
 */
export { memberSummaryQueryOptions } from './api/get-member-summary';
