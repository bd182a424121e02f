import type { AdPage } from '@tontine/contracts';

/** The ads feature's query keys: one per endpoint it reads. */
export const adsKeys = {
  all: ['ads'] as const,
  /** One answer per visit of a page: the server's caps count what the last visit showed. */
  page: (page: AdPage, visit: string) => ['ads', 'page', page, visit] as const,
  rewards: ['ads', 'rewards'] as const,
};
