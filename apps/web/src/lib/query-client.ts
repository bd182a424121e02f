import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/**
 * Retries only what a retry can fix: transport failures and 5xx answers other than the
 * maintenance one. A 4xx will answer the same the second time.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && (error.status ?? 0) >= 500 && error.code !== 'MAINTENANCE';
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      // Offline, a write fails at once with the network message instead of waiting,
      // paused, for a network the member may not get back before leaving the page.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
