import type { AdEventKind, AdPage, InterstitialContext } from '@tontine/contracts';
import { recordAdEvents, recordAdEventsOnExit } from '../api/record-ad-events';
import { AdEventQueue } from './event-queue';

/**
 * What the ads remember for the time the app is open: the events waiting to be sent, the
 * interstitial moments waiting for a page allowed to show them, and the slots each page visit
 * filled (a visit shows at most what the server says the session may still show).
 */
export const adEvents = new AdEventQueue({
  send: recordAdEvents,
  sendOnExit: recordAdEventsOnExit,
});

export function trackAd(adId: string, kind: AdEventKind, page: AdPage): void {
  adEvents.push(adId, kind, page);
}

// The interstitial moments asked for, oldest first.
let pending: InterstitialContext[] = [];
const listeners = new Set<() => void>();

export const pendingInterstitials = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get(): readonly InterstitialContext[] {
    return pending;
  },
  add(context: InterstitialContext): void {
    if (pending.includes(context)) return;
    pending = [...pending, context];
    listeners.forEach((listener) => listener());
  },
  clear(): void {
    if (pending.length === 0) return;
    pending = [];
    listeners.forEach((listener) => listener());
  },
};

// visit key → the slots shown during that visit.
const visits = new Map<string, Set<string>>();

/**
 * Whether a slot of this visit may show its ad: yes when it already does, or while the visit
 * shows fewer than `remaining` (the session's cap, MAX_ADS_PER_SESSION, counted by the server).
 */
export function claimSlot(visit: string, slot: string, remaining: number): boolean {
  let slots = visits.get(visit);
  if (!slots) {
    slots = new Set();
    visits.set(visit, slots);
    // Only the recent visits matter: the map stays small.
    if (visits.size > 20) visits.delete(visits.keys().next().value as string);
  }
  if (slots.has(slot)) return true;
  if (slots.size >= remaining) return false;
  slots.add(slot);
  return true;
}

let section: string | null = null;

/** Records the main section shown now; answers whether the member came from another one. */
export function enterSection(next: string): boolean {
  const moved = section !== null && section !== next;
  section = next;
  return moved;
}

const impressions = new Set<string>();

/** The impression of a slot of a visit, recorded once however often the slot mounts. */
export function trackImpressionOnce(visit: string, slot: string, adId: string, page: AdPage): void {
  const key = `${visit}|${slot}`;
  if (impressions.has(key)) return;
  impressions.add(key);
  if (impressions.size > 500) impressions.delete(impressions.values().next().value as string);
  trackAd(adId, 'impression', page);
}

/** Tests only: a fresh session. */
export function resetAdsSession(): void {
  pending = [];
  visits.clear();
  impressions.clear();
  adEvents.clear();
  section = null;
}
