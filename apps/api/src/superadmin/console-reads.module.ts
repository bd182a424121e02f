import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CommonModule } from '../common/common.module.js';
import { MonitoringModule } from '../monitoring/monitoring.module.js';
import { UsersModule } from '../users/users.module.js';
import { ConsoleListsViews } from './console-lists-views.service.js';
import { PlatformStatsViews } from './platform-stats-views.service.js';
import { SuperadminAuditListController } from './superadmin-audit-list.controller.js';
import { SuperadminReadsController } from './superadmin-reads.controller.js';
import { UserSearchIndex } from './user-search-index.service.js';
import { SearchIndexState, UserSearchGram, UserSearchText } from './user-search.entities.js';

/**
 * What the operators' console reads under `/api/superadmin`: its figures and lists. Apart from
 * SuperadminModule (the operators' actions) because it writes nothing but its search index,
 * whose tables (user_search_grams, user_search_texts, search_index_state) it owns.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([UserSearchGram, UserSearchText, SearchIndexState]),
    CommonModule,
    MonitoringModule,
    UsersModule,
  ],
  controllers: [SuperadminReadsController, SuperadminAuditListController],
  providers: [ConsoleListsViews, PlatformStatsViews, UserSearchIndex],
})
export class ConsoleReadsModule {}
