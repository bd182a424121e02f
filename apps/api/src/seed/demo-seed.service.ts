import { Inject, Injectable, Logger } from '@nestjs/common';
import { DEMO_ACCOUNTS, documentDefaults } from '@tontine/contracts';
import { hashPassword } from '../auth/password-hasher.js';
import { UsersService } from '../users/users.service.js';
import { GroupsService } from '../groups/groups.service.js';
import { AdImagesService } from '../ads/ad-images.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Transactions } from '../database/transactions.service.js';
import { PlatformDocumentsService } from '../documents/platform-documents.service.js';
import { drawAdPng } from './ad-art.js';
import { DEMO_AD_IMAGES, demoAdInventory } from './demo-ads.js';

/**
 * The demo accounts `npm start` prints and their groups, created only on an empty database. The
 * seed owns no table: each row is written by the domain that owns it (users, groups, ads,
 * documents), the accounts and groups in one transaction.
 */
@Injectable()
export class DemoSeedService {
  private readonly logger = new Logger('DemoSeedService');

  constructor(
    private readonly transactions: Transactions,
    private readonly users: UsersService,
    private readonly groups: GroupsService,
    private readonly adImages: AdImagesService,
    private readonly documents: PlatformDocumentsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async seedIfEmpty(): Promise<boolean> {
    if ((await this.users.count()) > 0) return false;
    await this.transactions.run(async (tx) => {
      const member = await this.users.create(
        {
          email: DEMO_ACCOUNTS.member.email,
          passwordHash: await hashPassword(DEMO_ACCOUNTS.member.password),
          firstName: 'Wanjiku',
          lastName: 'Kamau',
          phoneNumber: '+254712345678',
          country: 'KE',
          preferredLanguage: 'sw',
          preferredCurrency: 'KES',
          receiveNewsletter: false,
          onboardingCompleted: true,
        },
        tx,
      );
      const admin = await this.users.create(
        {
          email: DEMO_ACCOUNTS.admin.email,
          passwordHash: await hashPassword(DEMO_ACCOUNTS.admin.password),
          firstName: 'Otieno',
          lastName: 'Odhiambo',
          phoneNumber: '+254722000111',
          country: 'KE',
          preferredLanguage: 'en',
          preferredCurrency: 'KES',
          receiveNewsletter: false,
          role: 'admin',
          onboardingCompleted: true,
        },
        tx,
      );
      await this.users.create(
        {
          email: DEMO_ACCOUNTS.superAdmin.email,
          passwordHash: await hashPassword(DEMO_ACCOUNTS.superAdmin.password),
          firstName: 'Awa',
          lastName: 'Diop',
          country: 'SN',
          preferredLanguage: 'fr',
          preferredCurrency: 'XOF',
          receiveNewsletter: false,
          role: 'super_admin',
          onboardingCompleted: true,
        },
        tx,
      );
      await this.users.create(
        {
          email: DEMO_ACCOUNTS.support.email,
          passwordHash: await hashPassword(DEMO_ACCOUNTS.support.password),
          firstName: 'Baraka',
          lastName: 'Mwangi',
          country: 'KE',
          preferredLanguage: 'en',
          preferredCurrency: 'KES',
          receiveNewsletter: false,
          role: 'support',
          onboardingCompleted: true,
        },
        tx,
      );
      const umoja = await this.groups.create(tx, admin, {
        name: 'Chama Umoja',
        description: 'Akiba ya kila mwezi ya wafanyabiashara wa soko la Gikomba.',
        category: 'business',
        contribution_amount: '2500.00',
        currency: 'KES',
        max_members: 12,
        payout_frequency: 'monthly',
        start_date: firstOfNextMonth(),
        is_public: true,
        theme: 'Business',
        region: 'Nairobi',
        language: 'sw',
        payout_order_method: 'join_order',
        beneficiary_contributes: true,
      });
      await this.groups.admit(tx, umoja, member.id);
      await this.groups.create(tx, admin, {
        name: 'Tontine des Amis',
        description: 'Épargne hebdomadaire entre amis, sur invitation seulement.',
        category: 'family',
        contribution_amount: '1000.00',
        currency: 'KES',
        max_members: 8,
        payout_frequency: 'weekly',
        start_date: firstOfNextMonth(),
        is_public: false,
        theme: 'Family',
        region: 'Mombasa',
        language: 'fr',
        payout_order_method: 'random_draw',
        beneficiary_contributes: true,
      });
    });
    await this.seedAds();
    this.logger.log('demo accounts and groups seeded');
    return true;
  }

  /**
   * The demo ad inventory, its creatives drawn now and stored as ad images; the content
   * setting ads_enabled as DEMO_ADS_ENABLED says (off on the e2e server).
   */
  private async seedAds(): Promise<void> {
    for (const [id, art] of Object.entries(DEMO_AD_IMAGES))
      await this.adImages.store(drawAdPng(art), 'image/png', null, '', id);
    await this.documents.seedIfUnsaved('ads', demoAdInventory());
    if (!this.config.demoAdsEnabled)
      await this.documents.seedIfUnsaved('content', {
        ...documentDefaults('content'),
        ads_enabled: false,
      });
  }
}

function firstOfNextMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
    .toISOString()
    .slice(0, 10);
}
