import type { AdEventsInput } from '@tontine/contracts';
import { API_BASE, apiRequest } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';

/** POST /api/ads/events: a batch of impressions, clicks and completed views (204). */
export async function recordAdEvents(input: AdEventsInput): Promise<void> {
  await apiRequest<void>('/ads/events', { method: 'POST', body: input });
}

/**
 * The same call while the page goes away (pagehide): `keepalive` lets the browser finish it
 * after the page is gone, with the bearer token a beacon could not carry.
 */
export function recordAdEventsOnExit(input: AdEventsInput): void {
  const token = getToken();
  if (!token) return;
  void fetch(`${API_BASE}/ads/events`, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(input),
  }).catch(() => undefined);
}
