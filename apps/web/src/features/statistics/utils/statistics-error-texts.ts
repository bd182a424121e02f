import type { ErrorTexts } from '../../../lib/describe-error';

/**
 * The statistics' own failure texts: a refusal says only administrators see them, a missing
 * route says the statistics endpoint is not there, no answer is the statistics' connection
 * text; any other answer shows the API's message.
 */
export const STATISTICS_ERRORS: ErrorTexts = {
  network: 'dashboard.statistics.networkError',
  statuses: { 403: 'errors.STATS_FORBIDDEN', 404: 'dashboard.statistics.notFound' },
};
