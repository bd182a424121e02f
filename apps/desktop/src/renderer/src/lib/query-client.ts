import { QueryClient } from '@tanstack/react-query';

/**
 * The console's query cache. What the console read stays until the Refresh button, or an
 * action that changes it, says otherwise (queries that change without the operator, the chat,
 * set their own `staleTime`). A failed read says so at once instead of retrying behind a
 * spinner.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
