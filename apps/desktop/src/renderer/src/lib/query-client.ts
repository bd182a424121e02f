import { QueryClient } from '@tanstack/react-query';

/**
 * The console's query cache. An operator's read is answered once: a failed read says so at
 * once in a toast instead of retrying behind it, and a tab that opens reads its data again
 * (`staleTime` 0) while it shows what it read before.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 0, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
