import { Injectable } from '@nestjs/common';
import {
  rewardedMinViewSeconds,
  toUiLanguage,
  type AdDto,
  type AdInventory,
} from '@tontine/contracts';
import { PlatformSettings } from '../documents/platform-settings.service.js';
import type { User } from '../users/user.entity.js';

export type InventoryAd = AdInventory['ads'][number];

/**
 * The ad inventory as it stands now: the `ads` platform document (edited in the console's
 * content tab and code editor), read from the in-memory settings, so that a save takes effect
 * at once and a page's ads cost no query for the inventory.
 */
@Injectable()
export class AdsInventory {
  constructor(private readonly settings: PlatformSettings) {}

  all(): InventoryAd[] {
    return this.settings.document('ads').value.ads;
  }

  find(id: string): InventoryAd | undefined {
    return this.all().find((ad) => ad.id === id);
  }

  /** The content setting ads_enabled. */
  enabled(): boolean {
    return this.settings.content().ads_enabled;
  }

  /** Within its active dates (active_to excluded). */
  isActive(ad: InventoryAd, now: Date): boolean {
    const t = now.getTime();
    if (ad.active_from !== null && Date.parse(ad.active_from) > t) return false;
    return ad.active_to === null || Date.parse(ad.active_to) > t;
  }

  /**
   * Within its active dates, and in the reader's language (an empty list: every language): the
   * account's one language, the one its interface shows, so that a French screen shows no
   * Swahili ad.
   */
  isShownTo(ad: InventoryAd, user: Pick<User, 'language'>, now: Date): boolean {
    if (!this.isActive(ad, now)) return false;
    const language = toUiLanguage(user.language);
    return ad.languages.length === 0 || ad.languages.includes(language);
  }
}

export function toAdDto(ad: InventoryAd): AdDto {
  return {
    id: ad.id,
    type: ad.type,
    title: ad.title,
    subtitle: ad.subtitle,
    brand: ad.brand,
    cta: ad.cta,
    image_url: ad.image_url,
    video_thumbnail_url: ad.video_thumbnail_url,
    external_url: ad.external_url,
    min_view_seconds: ad.type === 'rewarded' ? rewardedMinViewSeconds(ad) : ad.min_view_seconds,
    duration: ad.duration,
    reward: ad.reward,
  };
}
