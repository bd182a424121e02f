import type { RowDataPacket } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACHIEVEMENT_BADGE,
  CUSTOM_BADGES,
  CUSTOM_THEMES,
  INTERSTITIAL_CONTEXTS,
  MAX_ADS_PER_SESSION,
  type AdImageDto,
  type AdStatsRowDto,
  type AdsForPageDto,
  type AuthResponse,
  type RewardClaimDto,
  type RewardedViewDto,
  type RewardsDto,
} from '@tontine/contracts';
import { saveInventory, setAdsEnabled, testAd } from './support/ads.js';
import { countRows, query } from './support/database.js';
import { makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';
import { startIsolatedApi, type IsolatedApi } from './support/isolated-api.js';
import { signInAs } from './support/sessions.js';

const DAY_MS = 86_400_000;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The inventory of these tests: one banner, two native cards, one interstitial, the rewards. */
const INVENTORY = [
  testAd({ id: 'b1', type: 'banner' }),
  testAd({ id: 'n1', type: 'native' }),
  testAd({ id: 'n2', type: 'native' }),
  testAd({ id: 'i1', type: 'interstitial', min_view_seconds: 5 }),
  testAd({ id: 'r-premium', type: 'rewarded', reward: 'premium-trial', min_view_seconds: 1 }),
  testAd({ id: 'r-pack', type: 'rewarded', reward: 'customization-pack', min_view_seconds: 1 }),
  testAd({ id: 'r-badge', type: 'rewarded', reward: 'achievement-badge', min_view_seconds: 1 }),
  testAd({ id: 'r-coins', type: 'rewarded', reward: 'virtual-coins', min_view_seconds: 1 }),
  testAd({
    id: 'r-slow',
    type: 'rewarded',
    reward: 'virtual-coins',
    min_view_seconds: 600,
    duration: 600,
  }),
  testAd({
    id: 'r-thirty',
    type: 'rewarded',
    reward: 'virtual-coins',
    min_view_seconds: 30,
    duration: 30,
  }),
];

let server: IsolatedApi;
let superAdmin: string;

beforeAll(async () => {
  // An API of its own: these tests switch ads on and off and rewrite the inventory.
  server = await startIsolatedApi();
  superAdmin = await signInAs('superAdmin');
  await saveInventory(superAdmin, INVENTORY);
  await setAdsEnabled(superAdmin, true);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const adsFor = async (token: string, page: string) => {
  const answer = await api<AdsForPageDto>('GET', `/api/ads?page=${page}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

const record = (token: string, events: { ad_id: string; kind: string; page: string }[]) =>
  api('POST', '/api/ads/events', { token, body: { events } });

/** A second sign-in session of the same account. */
async function newSession(user: TestUser): Promise<string> {
  const answer = await api<AuthResponse>('POST', '/api/auth/login', {
    body: { email: user.email, password: user.password },
  });
  expect(answer.status).toBe(200);
  return answer.body.access_token;
}

async function startView(token: string, adId: string): Promise<RewardedViewDto> {
  const answer = await api<RewardedViewDto>('POST', `/api/ads/${adId}/views`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

const claim = (token: string, view: RewardedViewDto) =>
  api<RewardClaimDto>('POST', `/api/ads/views/${view.view_token}/claim`, { token });

/** Waits until the server's claimable time has passed. */
async function untilClaimable(view: RewardedViewDto): Promise<void> {
  const wait = Date.parse(view.claimable_at) - Date.now() + 150;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

async function watched(token: string, adId: string): Promise<RewardClaimDto> {
  const view = await startView(token, adId);
  await untilClaimable(view);
  const answer = await claim(token, view);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

describe('what a page may show', () => {
  it('answers every type on home, with the content settings', async () => {
    const member = await makeUser();
    const ads = await adsFor(member.token, 'home');
    expect(ads).toMatchObject({
      page: 'home',
      none: null,
      remaining_in_session: MAX_ADS_PER_SESSION,
      ad_frequency_ms: 30_000,
      homepage_ad_url: '',
      dashboard_ad_url: '',
    });
    expect(ads.banner?.id).toBe('b1');
    expect(ads.native.map((a) => a.id)).toEqual(['n1', 'n2']);
    expect(Object.keys(ads.interstitials).sort()).toEqual([...INTERSTITIAL_CONTEXTS].sort());
    expect(ads.interstitials['group-created']).toMatchObject({ id: 'i1', min_view_seconds: 5 });
    expect(ads.rewarded?.type).toBe('rewarded');
  });

  it('shows a banner only on the banner pages and native cards only on the native pages', async () => {
    const member = await makeUser();
    const chat = await adsFor(member.token, 'chat');
    expect(chat.banner?.id).toBe('b1');
    expect(chat.native).toEqual([]);
    const timeline = await adsFor(member.token, 'timeline');
    expect(timeline.banner).toBeNull();
    expect(timeline.native).toHaveLength(2);
  });

  it('answers none on every restricted page', async () => {
    const member = await makeUser();
    for (const page of ['payment', 'transaction', 'admin-panel', 'password-change']) {
      const ads = await adsFor(member.token, page);
      expect(ads).toMatchObject({
        none: 'restricted',
        banner: null,
        native: [],
        interstitials: {},
        rewarded: null,
      });
    }
  });

  it('answers none while ads are off', async () => {
    const member = await makeUser();
    await setAdsEnabled(superAdmin, false);
    try {
      expect((await adsFor(member.token, 'home')).none).toBe('disabled');
      const view = await api('POST', '/api/ads/r-coins/views', { token: member.token });
      expect(view.status).toBe(409);
      expect(view.body).toMatchObject({ code: 'ADS_UNAVAILABLE' });
    } finally {
      await setAdsEnabled(superAdmin, true);
    }
    expect((await adsFor(member.token, 'home')).none).toBeNull();
  });

  it("applies the inventory's active dates and the caller's language", async () => {
    const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString();
    await saveInventory(superAdmin, [
      testAd({ id: 'future', type: 'banner', active_from: day(1) }),
      testAd({ id: 'past', type: 'banner', active_to: day(-1) }),
      testAd({ id: 'english', type: 'banner', languages: ['en'] }),
      testAd({ id: 'now', type: 'native', active_from: day(-1), active_to: day(1) }),
    ]);
    try {
      const swahili = await makeUser({ preferred_language: 'sw' });
      const english = await makeUser({ preferred_language: 'en' });
      const forSw = await adsFor(swahili.token, 'home');
      expect(forSw.banner).toBeNull();
      expect(forSw.native.map((a) => a.id)).toEqual(['now']);
      expect((await adsFor(english.token, 'home')).banner?.id).toBe('english');
    } finally {
      await saveInventory(superAdmin, INVENTORY);
    }
  });

  it('shows the ads of the language the account chose last, in the settings or on a switcher', async () => {
    await saveInventory(superAdmin, [
      testAd({ id: 'swahili', type: 'banner', languages: ['sw'] }),
      testAd({ id: 'french', type: 'banner', languages: ['fr'] }),
    ]);
    try {
      // Registered in Swahili, then the interface switched to French: French ads, never Swahili.
      const member = await makeUser({ preferred_language: 'sw' });
      expect((await adsFor(member.token, 'home')).banner?.id).toBe('swahili');
      const chosen = await api('PUT', '/api/users/me/language', {
        token: member.token,
        body: { language: 'fr' },
      });
      expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
      expect((await adsFor(member.token, 'home')).banner?.id).toBe('french');

      // The same through the settings.
      const other = await makeUser({ preferred_language: 'sw' });
      const settings = await api<Record<string, unknown>>('GET', '/api/users/me/settings', {
        token: other.token,
      });
      const saved = await api('PUT', '/api/users/me/settings', {
        token: other.token,
        body: { ...settings.body, language: 'fr' },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect((await adsFor(other.token, 'home')).banner?.id).toBe('french');
    } finally {
      await saveInventory(superAdmin, INVENTORY);
    }
  });

  it('stops at five impressions per sign-in session; a new session starts again', async () => {
    const member = await makeUser();
    const impressions = Array.from({ length: MAX_ADS_PER_SESSION - 1 }, () => ({
      ad_id: 'n1',
      kind: 'impression',
      page: 'home',
    }));
    expect((await record(member.token, impressions)).status).toBe(204);
    expect((await adsFor(member.token, 'home')).remaining_in_session).toBe(1);
    await record(member.token, [{ ad_id: 'b1', kind: 'impression', page: 'home' }]);
    const capped = await adsFor(member.token, 'home');
    expect(capped).toMatchObject({ none: 'session-cap', remaining_in_session: 0, banner: null });
    const other = await newSession(member);
    expect(await adsFor(other, 'home')).toMatchObject({
      none: null,
      remaining_in_session: MAX_ADS_PER_SESSION,
    });
  });

  it("waits each type's frequency cap after its last impression in the session", async () => {
    const member = await makeUser();
    await record(member.token, [
      { ad_id: 'b1', kind: 'impression', page: 'home' },
      { ad_id: 'i1', kind: 'impression', page: 'groups' },
    ]);
    const after = await adsFor(member.token, 'home');
    expect(after.banner).toBeNull();
    expect(after.interstitials).toEqual({});
    // Native cards have their own cap: none was seen.
    expect(after.native).toHaveLength(2);
    // The banner's impression 181 s ago: its 180 s have passed; the interstitial's 600 s not.
    await query('UPDATE ad_events SET created_at = ? WHERE user_id = ? AND ad_type = ?', [
      new Date(Date.now() - 181_000),
      member.user.id,
      'banner',
    ]);
    const later = await adsFor(member.token, 'home');
    expect(later.banner?.id).toBe('b1');
    expect(later.interstitials).toEqual({});
  });
});

describe('events', () => {
  it('records a batch under the caller and the sign-in session', async () => {
    const member = await makeUser();
    const answer = await record(member.token, [
      { ad_id: 'b1', kind: 'impression', page: 'home' },
      { ad_id: 'b1', kind: 'click', page: 'home' },
      { ad_id: 'r-coins', kind: 'complete', page: 'groups' },
    ]);
    expect(answer.status).toBe(204);
    const rows = await query<{ ad_id: string; kind: string; session_id: string } & RowDataPacket>(
      'SELECT ad_id, kind, page, session_id FROM ad_events WHERE user_id = ? ORDER BY kind',
      [member.user.id],
    );
    expect(rows.map((r) => `${r.ad_id}:${r.kind}`)).toEqual([
      'b1:click',
      'r-coins:complete',
      'b1:impression',
    ]);
    expect(new Set(rows.map((r) => r.session_id)).size).toBe(1);
  });

  it('refuses the whole batch when one ad is unknown, and a malformed batch', async () => {
    const member = await makeUser();
    const unknown = await record(member.token, [
      { ad_id: 'b1', kind: 'impression', page: 'home' },
      { ad_id: 'nope', kind: 'impression', page: 'home' },
    ]);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'AD_NOT_FOUND', detail: 'Publicité introuvable' });
    const badKind = await record(member.token, [{ ad_id: 'b1', kind: 'view', page: 'home' }]);
    expect(badKind.status).toBe(400);
    expect(await countRows('ad_events', 'user_id = ?', [member.user.id])).toBe(0);
  });

  it('is for signed-in members only', async () => {
    const anonymous = await api('POST', '/api/ads/events', {
      body: { events: [{ ad_id: 'b1', kind: 'impression', page: 'home' }] },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('rewarded views', () => {
  it('refuses a claim before the minimum view time on the server clock', async () => {
    const member = await makeUser();
    const view = await startView(member.token, 'r-slow');
    expect(Date.parse(view.claimable_at) - Date.parse(view.started_at)).toBe(600_000);
    const early = await claim(member.token, view);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'AD_VIEW_TOO_EARLY' });
    const rewards = await api<RewardsDto>('GET', '/api/users/me/rewards', { token: member.token });
    expect(rewards.body.coins).toBe(0);
  });

  it('pays a view once: a second claim is refused', async () => {
    const member = await makeUser();
    const view = await startView(member.token, 'r-coins');
    await untilClaimable(view);
    expect((await claim(member.token, view)).status).toBe(200);
    const again = await claim(member.token, view);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'AD_REWARD_ALREADY_CLAIMED' });
    const rewards = await api<RewardsDto>('GET', '/api/users/me/rewards', { token: member.token });
    expect(rewards.body.coins).toBe(100);
  });

  it('pays three concurrent claims of one view once', async () => {
    const member = await makeUser();
    const view = await startView(member.token, 'r-coins');
    await untilClaimable(view);
    const answers = await Promise.all([1, 2, 3].map(() => claim(member.token, view)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const rewards = await api<RewardsDto>('GET', '/api/users/me/rewards', { token: member.token });
    expect(rewards.body.coins).toBe(100);
    expect(
      await countRows('ad_views', 'token = ? AND claimed_at IS NOT NULL', [view.view_token]),
    ).toBe(1);
  });

  it('adds each of many concurrent claims of different views exactly once, with or without a rewards row', async () => {
    for (const hasRow of [false, true]) {
      const member = await makeUser();
      if (hasRow) await watched(member.token, 'r-badge');
      const coins = await Promise.all([...Array(10)].map(() => startView(member.token, 'r-coins')));
      const trials = await Promise.all(
        [...Array(5)].map(() => startView(member.token, 'r-premium')),
      );
      for (const view of [...coins, ...trials]) await untilClaimable(view);
      const claimedAt = Date.now();
      const answers = await Promise.all([...coins, ...trials].map((v) => claim(member.token, v)));
      expect(answers.map((a) => a.status)).toEqual(Array(15).fill(200));
      const rewards = await api<RewardsDto>('GET', '/api/users/me/rewards', {
        token: member.token,
      });
      expect(rewards.body.coins).toBe(1000);
      const premiumDays = (Date.parse(rewards.body.premium_until!) - claimedAt) / DAY_MS;
      expect(premiumDays).toBeGreaterThan(34.99);
      expect(premiumDays).toBeLessThanOrEqual(35.01);
      expect(rewards.body.reputation).toBe(hasRow ? 500 : 0);
    }
  });

  it("refuses someone else's view and an unknown token", async () => {
    const [owner, other] = await Promise.all([makeUser(), makeUser()]);
    const view = await startView(owner.token, 'r-coins');
    await untilClaimable(view);
    const stolen = await claim(other.token, view);
    expect(stolen.status).toBe(404);
    expect(stolen.body).toMatchObject({ code: 'AD_VIEW_NOT_FOUND' });
    const unknown = await api('POST', `/api/ads/views/${'x'.repeat(32)}/claim`, {
      token: owner.token,
    });
    expect(unknown.status).toBe(404);
    expect((await claim(owner.token, view)).status).toBe(200);
  });

  it('times a rewarded video of a documented length by the documents, whatever the inventory says', async () => {
    const member = await makeUser();
    const view = await startView(member.token, 'r-thirty');
    // A 30 s video may be closed after 20 s.
    expect(view.min_view_seconds).toBe(20);
    expect(Date.parse(view.claimable_at) - Date.parse(view.started_at)).toBe(20_000);
  });

  it('starts views of rewarded ads only', async () => {
    const member = await makeUser();
    const banner = await api('POST', '/api/ads/b1/views', { token: member.token });
    expect(banner.status).toBe(400);
    expect(banner.body).toMatchObject({ code: 'AD_NOT_REWARDED' });
    const missing = await api('POST', '/api/ads/missing/views', { token: member.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'AD_NOT_FOUND' });
  });
});

describe('the four rewards', () => {
  it('premium: 7 days without ads, extended by a second trial', async () => {
    const member = await makeUser();
    const first = await watched(member.token, 'r-premium');
    expect(first.reward).toBe('premium-trial');
    expect(first.rewards.is_premium).toBe(true);
    const until = Date.parse(first.rewards.premium_until!);
    expect(Math.abs(until - (Date.now() + 7 * DAY_MS))).toBeLessThan(60_000);
    expect(await adsFor(member.token, 'home')).toMatchObject({ none: 'premium', banner: null });
    const second = await watched(member.token, 'r-premium');
    expect(Date.parse(second.rewards.premium_until!) - until).toBe(7 * DAY_MS);
  });

  it('the customization pack: 5 themes and 10 badges', async () => {
    const member = await makeUser();
    const { rewards } = await watched(member.token, 'r-pack');
    expect(rewards.themes).toEqual([...CUSTOM_THEMES]);
    expect(rewards.badges).toEqual([...CUSTOM_BADGES]);
    expect(rewards.coins).toBe(0);
  });

  it('the achievement badge and 500 reputation points', async () => {
    const member = await makeUser();
    const { rewards } = await watched(member.token, 'r-badge');
    expect(rewards.badges).toEqual([ACHIEVEMENT_BADGE]);
    expect(rewards.reputation).toBe(500);
  });

  it('100 virtual coins, counted apart from money', async () => {
    const member = await makeUser();
    const { rewards } = await watched(member.token, 'r-coins');
    expect(rewards).toMatchObject({ coins: 100, is_premium: false, badges: [], themes: [] });
    const row = await query<{ coins: number } & RowDataPacket>(
      'SELECT coins FROM user_rewards WHERE user_id = ?',
      [member.user.id],
    );
    expect(Number(row[0]!.coins)).toBe(100);
  });
});

describe('customization', () => {
  it('uses only an owned theme and badge', async () => {
    const member = await makeUser();
    const put = (body: unknown) =>
      api<RewardsDto>('PUT', '/api/users/me/rewards/customization', {
        token: member.token,
        body,
      });
    const notOwned = await put({ active_theme: 'ocean', active_badge: null });
    expect(notOwned.status).toBe(403);
    expect(notOwned.body).toMatchObject({ code: 'REWARD_NOT_OWNED' });
    await watched(member.token, 'r-pack');
    const chosen = await put({ active_theme: 'ocean', active_badge: 'crown' });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ active_theme: 'ocean', active_badge: 'crown' });
    const foreign = await put({ active_theme: 'ocean', active_badge: ACHIEVEMENT_BADGE });
    expect(foreign.status).toBe(403);
    const read = await api<RewardsDto>('GET', '/api/users/me/rewards', { token: member.token });
    expect(read.body).toMatchObject({ active_theme: 'ocean', active_badge: 'crown' });
    const cleared = await put({ active_theme: null, active_badge: null });
    expect(cleared.body).toMatchObject({ active_theme: null, active_badge: null });
  });
});

describe('ad images', () => {
  const form = (bytes: Buffer, name: string, type: string) => {
    const data = new FormData();
    data.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
    return data;
  };

  it('stores an image typed by its content, serves it publicly and audits the upload', async () => {
    const audits = await countRows('audit_entries', 'action = ?', ['ad_image_uploaded']);
    const answer = await api<AdImageDto>('POST', '/api/superadmin/ad-images', {
      token: superAdmin,
      raw: form(PNG, 'photo.jpg', 'image/jpeg'),
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ mime_type: 'image/png', size: PNG.length });
    expect(answer.body.url).toBe(`/api/ad-images/${answer.body.id}`);
    const served = await fetch(`${server.apiUrl}${answer.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect(await countRows('audit_entries', 'action = ?', ['ad_image_uploaded'])).toBe(audits + 1);
  });

  it('refuses what is not an image, an image over 2 MB, and a caller who is not a super admin', async () => {
    const before = await countRows('ad_images');
    const text = await api('POST', '/api/superadmin/ad-images', {
      token: superAdmin,
      raw: form(Buffer.from('<svg onload="alert(1)"></svg>'), 'evil.png', 'image/png'),
    });
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ code: 'PHOTO_NOT_IMAGE' });
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await api('POST', '/api/superadmin/ad-images', {
      token: superAdmin,
      raw: form(big, 'big.png', 'image/png'),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ code: 'PHOTO_TOO_LARGE' });
    const member = await makeUser();
    const refused = await api('POST', '/api/superadmin/ad-images', {
      token: member.token,
      raw: form(PNG, 'a.png', 'image/png'),
    });
    expect(refused.status).toBe(403);
    expect(await countRows('ad_images')).toBe(before);
    const missing = await fetch(
      `${server.apiUrl}/api/ad-images/00000000-0000-4000-8000-000000000000`,
    );
    expect(missing.status).toBe(404);
  });

  it('serves the demo creatives drawn at seed time', async () => {
    const served = await fetch(
      `${server.apiUrl}/api/ad-images/ad0e0000-0000-4000-8000-000000000001`,
    );
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});

describe('counts per ad', () => {
  it('counts impressions, clicks, completions and rewards claimed, for super admins', async () => {
    const read = async () => {
      const answer = await api<AdStatsRowDto[]>('GET', '/api/superadmin/ads/stats', {
        token: superAdmin,
      });
      expect(answer.status).toBe(200);
      return answer.body;
    };
    const row = (rows: AdStatsRowDto[], id: string) => rows.find((r) => r.ad_id === id)!;
    const before = await read();
    expect(before.map((r) => r.ad_id)).toEqual(expect.arrayContaining(INVENTORY.map((a) => a.id)));
    const member = await makeUser();
    await record(member.token, [
      { ad_id: 'n2', kind: 'impression', page: 'home' },
      { ad_id: 'n2', kind: 'impression', page: 'groups' },
      { ad_id: 'n2', kind: 'click', page: 'groups' },
      { ad_id: 'r-badge', kind: 'complete', page: 'home' },
    ]);
    await watched(member.token, 'r-badge');
    const after = await read();
    expect(row(after, 'n2').impressions - row(before, 'n2').impressions).toBe(2);
    expect(row(after, 'n2').clicks - row(before, 'n2').clicks).toBe(1);
    expect(row(after, 'r-badge').completions - row(before, 'r-badge').completions).toBe(1);
    expect(row(after, 'r-badge').rewards_claimed - row(before, 'r-badge').rewards_claimed).toBe(1);
    const member2 = await makeUser();
    const refused = await api('GET', '/api/superadmin/ads/stats', { token: member2.token });
    expect(refused.status).toBe(403);
  });
});
