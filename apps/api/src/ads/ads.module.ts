import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserRewards } from './user-rewards.entity.js';
import { AdView } from './ad-view.entity.js';
import { AdImage } from './ad-image.entity.js';
import { AdEvent } from './ad-event.entity.js';
import { AuditModule } from '../audit/audit.module.js';
import { DocumentsModule } from '../documents/documents.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdImagesService } from './ad-images.service.js';
import { AdsInventory } from './ads-inventory.service.js';
import { AdsController } from './ads.controller.js';
import { AdsService } from './ads.service.js';
import { RewardsService } from './rewards.service.js';

import { StorageModule } from '../storage/storage.module.js';
/**
 * Advertising and rewards: owns `ad_events`, `ad_views`, `user_rewards`,
 * `ad_images`. The inventory itself is the `ads` platform document (documents module).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([AdEvent, AdImage, AdView, UserRewards]),
    AuditModule,
    DocumentsModule,
    UsersModule,
    StorageModule,
  ],
  controllers: [AdsController],
  providers: [AdsService, AdsInventory, RewardsService, AdImagesService],
  exports: [AdImagesService, RewardsService],
})
export class AdsModule {}
