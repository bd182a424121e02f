import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import {
  createGroupSchema,
  exploreQuerySchema,
  pageQuerySchema,
  searchQuerySchema,
  type CreateGroupResponse,
  type ExploreQuery,
  successMessage,
} from '@tontine/contracts';
import type { z } from 'zod';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { ExclusionService } from './exclusion.service.js';
import { GroupActivityViews } from './group-activity-views.service.js';
import { GroupListingsViews } from './group-listings-views.service.js';
import { GroupsService } from './groups.service.js';

type PageQuery = z.output<typeof pageQuerySchema>;

@Controller('groups')
export class GroupsController {
  constructor(
    private readonly groups: GroupsService,
    private readonly listings: GroupListingsViews,
    private readonly exclusion: ExclusionService,
    private readonly activity: GroupActivityViews,
  ) {}

  @Post()
  async create(
    @CurrentUser() user: User,
    @Body(new ZodPipe(createGroupSchema)) body: z.output<typeof createGroupSchema>,
  ): Promise<CreateGroupResponse> {
    const group = await this.groups.createFromModal(user, body);
    return { success: true, group, ...successMessage('groupCreated') };
  }

  @Get()
  mine(@CurrentUser() user: User, @Query(new ZodPipe(pageQuerySchema)) q: PageQuery) {
    return this.listings.mine(user, q.cursor, q.limit);
  }

  @Get('search')
  search(
    @CurrentUser() user: User,
    @Query(new ZodPipe(searchQuerySchema)) q: z.output<typeof searchQuerySchema>,
  ) {
    return this.listings.search(user, q.q, q.cursor, q.limit);
  }

  @Get('explore')
  explore(@CurrentUser() user: User, @Query(new ZodPipe(exploreQuerySchema)) q: ExploreQuery) {
    return this.listings.explore(user, q);
  }

  @Get('public')
  publicGroups(@CurrentUser() user: User, @Query(new ZodPipe(pageQuerySchema)) q: PageQuery) {
    return this.listings.publicGroups(user, q.cursor, q.limit);
  }

  @Get(':id')
  detail(@CurrentUser() user: User, @Param('id') id: string) {
    return this.listings.detail(user, id);
  }

  @Get(':id/activity')
  activityFeed(@CurrentUser() user: User, @Param('id') id: string) {
    return this.activity.feed(user, id);
  }

  @Delete(':id')
  async remove(@CurrentUser() user: User, @Param('id') id: string, @ClientIp() ip: string) {
    await this.groups.remove(user, id, ip);
    return { success: true, ...successMessage('groupDeleted') };
  }

  @Delete(':id/members/:memberId')
  async exclude(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Param('memberId') memberId: string,
    @ClientIp() ip: string,
  ) {
    await this.exclusion.exclude(user, id, memberId, ip);
    return { success: true, ...successMessage('memberExcluded') };
  }
}
