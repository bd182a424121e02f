import { randomBytes } from 'node:crypto';
import { Transactions } from '../database/transactions.service.js';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ACHIEVEMENT_BADGE,
  BADGE_REPUTATION_POINTS,
  CUSTOM_BADGES,
  CUSTOM_THEMES,
  PREMIUM_TRIAL_DAYS,
  rewardedMinViewSeconds,
  VIRTUAL_COINS_REWARD,
  type RewardClaimDto,
  type RewardCustomizationInput,
  type RewardType,
  type RewardedViewDto,
  type RewardsDto,
} from '@tontine/contracts';
import { type EntityManager, Repository } from 'typeorm';
import { DomainError } from '../common/domain-error.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { AdView } from './ad-view.entity.js';
import { AdsInventory } from './ads-inventory.service.js';
import { UserRewards } from './user-rewards.entity.js';

const DAY_MS = 86_400_000;
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Rewards are granted by the server, never by the client: a rewarded view starts here with a
 * token and the server's clock; its claim is accepted once, not before the ad's minimum view
 * time, and grants the reward in the claim's transaction.
 */
@Injectable()
export class RewardsService {
  constructor(
    @InjectRepository(UserRewards) private readonly rewards: Repository<UserRewards>,
    @InjectRepository(AdView) private readonly views: Repository<AdView>,
    private readonly transactions: Transactions,
    private readonly inventory: AdsInventory,
    private readonly users: UsersService,
  ) {}

  async rewardsOf(user: User): Promise<RewardsDto> {
    const row = await this.rewards.findOneBy({ userId: user.id });
    return toRewardsDto(row ?? emptyRewards(user.id), new Date());
  }

  async isPremium(userId: string, now = new Date()): Promise<boolean> {
    const row = await this.rewards.findOne({
      select: { userId: true, premiumUntil: true },
      where: { userId },
    });
    return !!row?.premiumUntil && row.premiumUntil.getTime() > now.getTime();
  }

  /** POST /api/ads/:id/views: a rewarded view starts now, on the server's clock. */
  async startView(user: User, adId: string): Promise<RewardedViewDto> {
    const ad = this.inventory.find(adId);
    if (!ad) throw new DomainError('AD_NOT_FOUND');
    if (ad.type !== 'rewarded' || ad.reward === null) throw new DomainError('AD_NOT_REWARDED');
    const now = new Date();
    const minViewSeconds = rewardedMinViewSeconds(ad);
    // Not the language: the client may show the member another language than their profile's.
    if (!this.inventory.enabled() || !this.inventory.isActive(ad, now))
      throw new DomainError('ADS_UNAVAILABLE');
    const view: AdView = {
      token: randomBytes(24).toString('base64url'),
      adId: ad.id,
      userId: user.id,
      reward: ad.reward,
      minViewSeconds,
      startedAt: now,
      claimableAt: new Date(now.getTime() + minViewSeconds * 1000),
      claimedAt: null,
    };
    await this.views.insert(view);
    return {
      view_token: view.token,
      ad_id: view.adId,
      reward: ad.reward,
      min_view_seconds: view.minViewSeconds,
      started_at: view.startedAt.toISOString(),
      claimable_at: view.claimableAt.toISOString(),
    };
  }

  /**
   * POST /api/ads/views/:token/claim: one conditional UPDATE marks the view claimed (only the
   * caller's, unclaimed, past its claimable time), so that concurrent claims pay once; the
   * reward is added in the same transaction.
   */
  async claim(user: User, token: string): Promise<RewardClaimDto> {
    if (!TOKEN.test(token)) throw new DomainError('AD_VIEW_NOT_FOUND');
    return this.transactions.run(async (tx) => {
      const now = new Date();
      const claimed = await tx
        .createQueryBuilder()
        .update(AdView)
        .set({ claimedAt: now })
        .where('token = :token AND user_id = :user AND claimed_at IS NULL', {
          token,
          user: user.id,
        })
        .andWhere('claimable_at <= :now', { now })
        .execute();
      const view = await tx.getRepository(AdView).findOneBy({ token });
      if (!view || view.userId !== user.id) throw new DomainError('AD_VIEW_NOT_FOUND');
      if (!claimed.affected) {
        if (view.claimedAt) throw new DomainError('AD_REWARD_ALREADY_CLAIMED');
        throw new DomainError('AD_VIEW_TOO_EARLY');
      }
      const reward = view.reward as RewardType;
      const row = await this.lockedRow(tx, user.id, true);
      grant(row, reward, now);
      row.updatedAt = now;
      await this.store(tx, row);
      return { reward, rewards: toRewardsDto(row, now) };
    });
  }

  /** PUT /api/users/me/rewards/customization: only what the caller owns, or none. */
  async customize(user: User, input: RewardCustomizationInput): Promise<RewardsDto> {
    return this.transactions.run(async (tx) => {
      // Checked before anything is written: a refusal leaves no row behind.
      const row = await this.lockedRow(tx, user.id, false);
      if (input.active_theme !== null && !row?.themes.includes(input.active_theme))
        throw new DomainError('REWARD_NOT_OWNED', undefined, { field: 'active_theme' });
      if (input.active_badge !== null && !row?.badges.includes(input.active_badge))
        throw new DomainError('REWARD_NOT_OWNED', undefined, { field: 'active_badge' });
      // Nothing owned: the only valid choice is none, which an absent row already says.
      if (!row) return toRewardsDto(emptyRewards(user.id), new Date());
      row.activeTheme = input.active_theme;
      row.activeBadge = input.active_badge;
      row.updatedAt = new Date();
      await this.store(tx, row);
      return toRewardsDto(row, row.updatedAt);
    });
  }

  /**
   * Writes a row read by `lockedRow`. An UPDATE, not `save`: `save` first reads the row again
   * with a plain read, which answers from the transaction's older snapshot and may not see it.
   */
  private async store(tx: EntityManager, { userId, ...fields }: UserRewards): Promise<void> {
    await tx.getRepository(UserRewards).update({ userId }, fields);
  }

  /**
   * The caller's row, read fresh and locked until the transaction ends; made first when
   * `create` says so and the caller has none. The account's own row is locked first (MariaDB;
   * SQLite has one writer): it always exists, so concurrent grants of one account queue on it
   * rather than racing to insert the same rewards row (a duplicate-key check leaves shared
   * locks that deadlock). Reads after the wait are locking reads: a plain read would answer
   * from the snapshot the transaction took before it waited, and one grant would overwrite
   * another.
   */
  private async lockedRow(tx: EntityManager, userId: string, create: true): Promise<UserRewards>;
  private async lockedRow(
    tx: EntityManager,
    userId: string,
    create: false,
  ): Promise<UserRewards | null>;
  private async lockedRow(
    tx: EntityManager,
    userId: string,
    create: boolean,
  ): Promise<UserRewards | null> {
    await this.users.findForUpdate(tx, userId);
    const read = () => {
      const query = tx
        .getRepository(UserRewards)
        .createQueryBuilder('r')
        .where('r.user_id = :userId', { userId });
      if (this.transactions.dialect === 'mysql') query.setLock('pessimistic_write');
      return query.getOne();
    };
    const row = await read();
    if (row || !create) return row;
    await tx.getRepository(UserRewards).insert(emptyRewards(userId));
    return (await read())!;
  }
}

function emptyRewards(userId: string): UserRewards {
  return Object.assign(new UserRewards(), {
    userId,
    premiumUntil: null,
    coins: 0,
    reputation: 0,
    badges: [],
    themes: [],
    activeTheme: null,
    activeBadge: null,
    updatedAt: new Date(),
  });
}

/** The four rewards: premium, coins, reputation, customization. Coins are a count of points, never money. */
function grant(row: UserRewards, reward: RewardType, now: Date): void {
  const union = (owned: string[], more: readonly string[]) => [
    ...owned,
    ...more.filter((m) => !owned.includes(m)),
  ];
  switch (reward) {
    case 'premium-trial': {
      // Extends a premium still running; starts from now otherwise.
      const from = Math.max(now.getTime(), row.premiumUntil?.getTime() ?? 0);
      row.premiumUntil = new Date(from + PREMIUM_TRIAL_DAYS * DAY_MS);
      break;
    }
    case 'customization-pack':
      row.themes = union(row.themes, CUSTOM_THEMES);
      row.badges = union(row.badges, CUSTOM_BADGES);
      break;
    case 'achievement-badge':
      row.badges = union(row.badges, [ACHIEVEMENT_BADGE]);
      row.reputation += BADGE_REPUTATION_POINTS;
      break;
    case 'virtual-coins':
      row.coins += VIRTUAL_COINS_REWARD;
      break;
  }
}

export function toRewardsDto(row: UserRewards, now: Date): RewardsDto {
  return {
    premium_until: row.premiumUntil ? row.premiumUntil.toISOString() : null,
    is_premium: !!row.premiumUntil && row.premiumUntil.getTime() > now.getTime(),
    coins: row.coins,
    reputation: row.reputation,
    badges: row.badges,
    themes: row.themes,
    active_theme: row.activeTheme,
    active_badge: row.activeBadge,
  };
}
