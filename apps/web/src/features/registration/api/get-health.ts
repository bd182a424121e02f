import type { HealthResponse } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

const HEALTH_TIMEOUT_MS = 5000;

/** GET /api/health: used after a failed registration to tell a dead server from a refused call. */
export function getHealth(): Promise<HealthResponse> {
  return apiRequest<HealthResponse>('/health', {
    authenticated: false,
    timeoutMs: HEALTH_TIMEOUT_MS,
  });
}

/** The server is reachable when it answers at all, even with an error status. */
export async function isServerReachable(): Promise<boolean> {
  try {
    await getHealth();
    return true;
  } catch (error) {
    return isApiError(error) && error.kind === 'http';
  }
}
