import { expect } from 'vitest';
import type { AdInventory, ContentDto, DocumentDto } from '@tontine/contracts';
import { api } from './http.js';

type Ad = AdInventory['ads'][number];

/** An inventory ad with the schema's defaults, for tests. */
export function testAd(overrides: Partial<Ad> & Pick<Ad, 'id' | 'type'>): Ad {
  return {
    title: `Ad ${overrides.id}`,
    subtitle: '',
    brand: 'Test',
    cta: 'Go',
    image_url: '',
    video_thumbnail_url: '',
    external_url: '',
    reward: null,
    min_view_seconds: 0,
    // A rewarded video's length the documents give no timing for, so its own minimum applies.
    duration: overrides.type === 'rewarded' ? 1 : 15,
    active_from: null,
    active_to: null,
    languages: [],
    ...overrides,
  };
}

/** Saves the ad inventory as given (on the current version), as the console does. */
export async function saveInventory(superAdminToken: string, ads: Ad[]): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await api<DocumentDto>('GET', '/api/superadmin/documents/ads', {
      token: superAdminToken,
    });
    const saved = await api('PUT', '/api/superadmin/documents/ads', {
      token: superAdminToken,
      body: { value: { ads }, baseVersion: current.body.version },
    });
    if (saved.status === 200) return;
    if (saved.status !== 409) expect.fail(`ads save: ${JSON.stringify(saved.body)}`);
  }
  expect.fail('ads save: three conflicts in a row');
}

/** Turns the content setting ads_enabled on or off. */
export async function setAdsEnabled(superAdminToken: string, enabled: boolean): Promise<void> {
  const answer = await api<ContentDto>('POST', '/api/superadmin/content/update', {
    token: superAdminToken,
    body: { key: 'ads_enabled', value: enabled },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

export const ROUTE_REWARDED_NOW = 'route-rewarded-now';

/** A rewarded view of `token`'s account, claimable at once; its token. */
export async function claimableView(superAdminToken: string, token: string): Promise<string> {
  await ensureRouteAds(superAdminToken);
  const view = await api<{ view_token: string }>('POST', `/api/ads/${ROUTE_REWARDED_NOW}/views`, {
    token,
  });
  expect(view.status, JSON.stringify(view.body)).toBe(201);
  return view.body.view_token;
}

/**
 * The ads the route table's rows call: the demo seed's, unless a row before emptied the
 * inventory (the documents' rows save `{ ads: [] }`); ads switched on.
 */
export async function ensureRouteAds(superAdminToken: string): Promise<void> {
  const current = await api<DocumentDto>('GET', '/api/superadmin/documents/ads', {
    token: superAdminToken,
  });
  const ads = (current.body.value as AdInventory).ads;
  const needed = [
    testAd({ id: 'banner-epargne-fr', type: 'banner' }),
    testAd({ id: 'rewarded-virtual-coins-fr', type: 'rewarded', reward: 'virtual-coins' }),
    // Claimable at once: the claim's row pays a view it starts just before.
    testAd({ id: ROUTE_REWARDED_NOW, type: 'rewarded', reward: 'virtual-coins' }),
  ].filter((ad) => !ads.some((a) => a.id === ad.id));
  if (needed.length > 0) await saveInventory(superAdminToken, [...ads, ...needed]);
  const content = await api<ContentDto>('GET', '/api/superadmin/content', {
    token: superAdminToken,
  });
  if (!content.body.values.ads_enabled) await setAdsEnabled(superAdminToken, true);
}
