/**
 * The feature's query options that the app seeds before it renders (app/prefetch-home.ts),
 * apart from its index so that the entry does not take in the feature's components.
 */
export { flowsQueryOptions } from './api/get-flows';
