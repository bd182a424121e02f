import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  AD_FREQUENCY_CAP_SECONDS,
  AD_RESTRICTED_PAGES,
  BANNER_PAGES,
  INTERSTITIAL_CONTEXTS,
  MAX_ADS_PER_SESSION,
  NATIVE_PAGES,
  type AdDto,
  type AdEventsInput,
  type AdPage,
  type AdStatsRowDto,
  type AdType,
  type AdsForPageDto,
  type InterstitialContext,
  type NoAdReason,
} from '@tontine/contracts';
import { Repository } from 'typeorm';
import { DomainError } from '../common/domain-error.js';
import { newId } from '../database/ids.js';
import { PlatformSettings } from '../documents/platform-settings.service.js';
import type { User } from '../users/user.entity.js';
import { AdEvent } from './ad-event.entity.js';
import { AdView } from './ad-view.entity.js';
import { AdsInventory, toAdDto, type InventoryAd } from './ads-inventory.service.js';
import { RewardsService } from './rewards.service.js';

/** The session's impressions read to apply the caps (its newest; the count is exact). */
const RECENT_IMPRESSIONS = 200;

/**
 * What a page may show now, and what members saw. The session is the
 * sign-in session: its cap and its per-type frequency caps count the impressions the client
 * reported under it.
 */
@Injectable()
export class AdsService {
  constructor(
    @InjectRepository(AdEvent) private readonly events: Repository<AdEvent>,
    @InjectRepository(AdView) private readonly views: Repository<AdView>,
    private readonly inventory: AdsInventory,
    private readonly settings: PlatformSettings,
    private readonly rewards: RewardsService,
  ) {}

  async forPage(user: User, sessionId: string, page: AdPage): Promise<AdsForPageDto> {
    const content = this.settings.content();
    const answer: AdsForPageDto = {
      page,
      none: null,
      banner: null,
      native: [],
      interstitials: {},
      rewarded: null,
      remaining_in_session: 0,
      ad_frequency_ms: content.ad_frequency,
      homepage_ad_url: content.homepage_ad_url,
      dashboard_ad_url: content.dashboard_ad_url,
    };
    const none = (reason: NoAdReason) => ({ ...answer, none: reason });
    if (AD_RESTRICTED_PAGES.includes(page)) return none('restricted');
    if (!content.ads_enabled) return none('disabled');
    const now = new Date();
    if (await this.rewards.isPremium(user.id, now)) return none('premium');

    const events = this.events;
    const where = { sessionId, kind: 'impression' };
    const [seen, recent] = await Promise.all([
      events.countBy(where),
      events.find({
        select: { adId: true, adType: true, createdAt: true },
        where,
        order: { createdAt: 'DESC' },
        take: RECENT_IMPRESSIONS,
      }),
    ]);
    const remaining = Math.max(0, MAX_ADS_PER_SESSION - seen);
    if (remaining === 0) return none('session-cap');
    answer.remaining_in_session = remaining;

    const lastOfType = new Map<string, number>();
    const timesSeen = new Map<string, number>();
    for (const e of recent) {
      if (!lastOfType.has(e.adType)) lastOfType.set(e.adType, e.createdAt.getTime());
      timesSeen.set(e.adId, (timesSeen.get(e.adId) ?? 0) + 1);
    }
    const capOpen = (type: AdType) => {
      const last = lastOfType.get(type);
      return last === undefined || now.getTime() - last >= AD_FREQUENCY_CAP_SECONDS[type] * 1000;
    };
    // The least seen in this session first, then the inventory's order: each ad gets its turn.
    const eligible = (type: AdType): AdDto[] =>
      this.inventory
        .all()
        .map((ad, index) => ({ ad, index }))
        .filter(({ ad }) => ad.type === type && this.inventory.isShownTo(ad, user, now))
        .sort(
          (a, b) =>
            (timesSeen.get(a.ad.id) ?? 0) - (timesSeen.get(b.ad.id) ?? 0) || a.index - b.index,
        )
        .map(({ ad }) => toAdDto(ad));

    if (BANNER_PAGES.includes(page) && capOpen('banner'))
      answer.banner = eligible('banner')[0] ?? null;
    if (NATIVE_PAGES.includes(page) && capOpen('native'))
      answer.native = eligible('native').slice(0, remaining);
    if (capOpen('interstitial')) {
      const ads = eligible('interstitial');
      if (ads.length > 0)
        answer.interstitials = Object.fromEntries(
          INTERSTITIAL_CONTEXTS.map((context, i) => [context, ads[i % ads.length]!]),
        ) as Partial<Record<InterstitialContext, AdDto>>;
    }
    const rewarded = eligible('rewarded');
    // The join-requests page's card unlocks Premium: its premium ad comes first there.
    answer.rewarded =
      (page === 'join-requests'
        ? rewarded.find((ad) => ad.reward === 'premium-trial')
        : undefined) ??
      rewarded[0] ??
      null;
    return answer;
  }

  /** POST /api/ads/events: the batch is written whole, or not at all (an unknown ad). */
  async record(user: User, sessionId: string, input: AdEventsInput): Promise<void> {
    const now = new Date();
    const rows = input.events.map((event) => {
      const ad: InventoryAd | undefined = this.inventory.find(event.ad_id);
      if (!ad) throw new DomainError('AD_NOT_FOUND', undefined, { field: 'events' });
      return {
        id: newId(),
        adId: ad.id,
        adType: ad.type,
        kind: event.kind,
        page: event.page,
        userId: user.id,
        sessionId,
        createdAt: now,
      } satisfies AdEvent;
    });
    await this.events.insert(rows);
  }

  /** GET /api/superadmin/ads/stats: every ad of the inventory, then any other ad with counts. */
  async stats(): Promise<AdStatsRowDto[]> {
    const [events, claims] = await Promise.all([
      this.events
        .createQueryBuilder('e')
        .select('e.ad_id', 'ad_id')
        .addSelect('e.kind', 'kind')
        .addSelect('COUNT(*)', 'n')
        .groupBy('e.ad_id')
        .addGroupBy('e.kind')
        .getRawMany<{ ad_id: string; kind: string; n: number | string }>(),
      this.views
        .createQueryBuilder('v')
        .select('v.ad_id', 'ad_id')
        .addSelect('COUNT(*)', 'n')
        .where('v.claimed_at IS NOT NULL')
        .groupBy('v.ad_id')
        .getRawMany<{ ad_id: string; n: number | string }>(),
    ]);
    const rows = new Map<string, AdStatsRowDto>();
    const row = (adId: string) => {
      let r = rows.get(adId);
      if (!r) {
        r = { ad_id: adId, impressions: 0, clicks: 0, completions: 0, rewards_claimed: 0 };
        rows.set(adId, r);
      }
      return r;
    };
    for (const ad of this.inventory.all()) row(ad.id);
    for (const e of events) {
      const r = row(e.ad_id);
      if (e.kind === 'impression') r.impressions = Number(e.n);
      else if (e.kind === 'click') r.clicks = Number(e.n);
      else if (e.kind === 'complete') r.completions = Number(e.n);
    }
    for (const c of claims) row(c.ad_id).rewards_claimed = Number(c.n);
    return [...rows.values()];
  }
}
