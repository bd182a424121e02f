import { adSchema, MAX_ADS_PER_SESSION } from '@tontine/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformSettings } from '../documents/platform-settings.service.js';
import { expectDomainError, useServiceTestKit } from '../testing/service-test-kit.js';
import { AdsModule } from './ads.module.js';
import { AdsService } from './ads.service.js';
import { RewardsService } from './rewards.service.js';

/** The ad rules on the embedded SQLite database (the API tier runs them on MariaDB). */
describe('AdsService and RewardsService on SQLite', () => {
  const kit = useServiceTestKit(AdsModule);
  const ad = (input: Record<string, unknown>) => adSchema.parse(input);

  function inventory() {
    kit.get(PlatformSettings).apply('ads', {
      value: {
        ads: [
          ad({ id: 'b1', type: 'banner', title: 'Banner' }),
          ad({ id: 'n1', type: 'native', title: 'Native' }),
          ad({
            id: 'r1',
            type: 'rewarded',
            title: 'Coins',
            reward: 'virtual-coins',
            // A length the documents give no timing for: the ad's own minimum applies.
            duration: 45,
            min_view_seconds: 30,
          }),
        ],
      },
      version: 1,
      updatedAt: new Date(),
    });
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a page, then none once the session saw five ads', async () => {
    inventory();
    const user = await kit.makeUser();
    const ads = kit.get(AdsService);
    const home = await ads.forPage(user, 'session-1', 'home');
    expect(home).toMatchObject({ none: null, remaining_in_session: MAX_ADS_PER_SESSION });
    expect(home.banner?.id).toBe('b1');
    expect((await ads.forPage(user, 'session-1', 'payment')).none).toBe('restricted');
    await ads.record(user, 'session-1', {
      events: Array.from({ length: MAX_ADS_PER_SESSION }, () => ({
        ad_id: 'n1',
        kind: 'impression' as const,
        page: 'home' as const,
      })),
    });
    expect((await ads.forPage(user, 'session-1', 'home')).none).toBe('session-cap');
    expect((await ads.forPage(user, 'session-2', 'home')).none).toBeNull();
    await expectDomainError(
      ads.record(user, 'session-1', { events: [{ ad_id: 'x', kind: 'click', page: 'home' }] }),
      'AD_NOT_FOUND',
    );
    expect(await kit.count('ad_events')).toBe(MAX_ADS_PER_SESSION);
  });

  it('pays a view once, after its minimum view time on the server clock', async () => {
    inventory();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    const user = await kit.makeUser();
    const rewards = kit.get(RewardsService);
    const view = await rewards.startView(user, 'r1');
    expect(view.claimable_at).toBe('2026-11-24T10:00:30.000Z');
    await expectDomainError(rewards.claim(user, view.view_token), 'AD_VIEW_TOO_EARLY');
    expect(await kit.count('user_rewards')).toBe(0);
    vi.setSystemTime(new Date('2026-11-24T10:00:31Z'));
    const claimed = await rewards.claim(user, view.view_token);
    expect(claimed.rewards.coins).toBe(100);
    await expectDomainError(rewards.claim(user, view.view_token), 'AD_REWARD_ALREADY_CLAIMED');
    expect((await rewards.rewardsOf(user)).coins).toBe(100);
  });

  it('refuses an unowned theme and writes nothing', async () => {
    const user = await kit.makeUser();
    await expectDomainError(
      kit.get(RewardsService).customize(user, { active_theme: 'ocean', active_badge: null }),
      'REWARD_NOT_OWNED',
    );
    expect(await kit.count('user_rewards')).toBe(0);
  });
});
