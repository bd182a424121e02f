import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  createGroupSchema,
  exploreQuerySchema,
  joinRequestSchema,
  joinWithInvitationCodeSchema,
  joinWithPermanentCodeSchema,
  pageQuerySchema,
  searchQuerySchema,
  type ExploreQuery,
  successMessage,
} from '@tontine/contracts';
import type { z } from 'zod';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import { JoinRequestsService } from '../join-requests/join-requests.service.js';
import { ExclusionService } from '../memberships/exclusion.service.js';
import { JoiningService } from '../memberships/joining.service.js';
import type { User } from '../users/user.entity.js';
import { GroupActivityService } from './group-activity.service.js';
import { GroupsService } from './groups.service.js';

type PageQuery = z.output<typeof pageQuerySchema>;

@Controller('groups')
export class GroupsController {
  constructor(
    private readonly groups: GroupsService,
    private readonly joining: JoiningService,
    private readonly requests: JoinRequestsService,
    private readonly exclusion: ExclusionService,
    private readonly activity: GroupActivityService,
  ) {}

  @Post()
  async create(
    @CurrentUser() user: User,
    @Body(new ZodPipe(createGroupSchema)) body: z.output<typeof createGroupSchema>,
  ) {
    const group = await this.groups.createFromModal(user, body);
    return { success: true, group, ...successMessage('groupCreated') };
  }

  @Get()
  mine(@CurrentUser() user: User, @Query(new ZodPipe(pageQuerySchema)) q: PageQuery) {
    return this.groups.mine(user, q.cursor, q.limit);
  }

  @Get('search')
  search(
    @CurrentUser() user: User,
    @Query(new ZodPipe(searchQuerySchema)) q: z.output<typeof searchQuerySchema>,
  ) {
    return this.groups.search(user, q.q, q.cursor, q.limit);
  }

  @Get('explore')
  explore(@CurrentUser() user: User, @Query(new ZodPipe(exploreQuerySchema)) q: ExploreQuery) {
    return this.groups.explore(user, q);
  }

  @Get('public')
  publicGroups(@CurrentUser() user: User, @Query(new ZodPipe(pageQuerySchema)) q: PageQuery) {
    return this.groups.publicGroups(user, q.cursor, q.limit);
  }

  @Post('join-with-permanent-code')
  @HttpCode(200)
  joinWithPermanentCode(
    @CurrentUser() user: User,
    @Body(new ZodPipe(joinWithPermanentCodeSchema))
    body: z.output<typeof joinWithPermanentCodeSchema>,
  ) {
    return this.joining.withPermanentCode(user, body.permanent_code);
  }

  @Post('join')
  @HttpCode(200)
  joinWithInvitationCode(
    @CurrentUser() user: User,
    @Body(new ZodPipe(joinWithInvitationCodeSchema))
    body: z.output<typeof joinWithInvitationCodeSchema>,
  ) {
    return this.joining.withInvitationCode(user, body.invitation_code);
  }

  @Get(':id')
  detail(@CurrentUser() user: User, @Param('id') id: string) {
    return this.groups.detail(user, id);
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

  @Post(':id/join-request')
  async joinRequest(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body(new ZodPipe(joinRequestSchema)) body: z.output<typeof joinRequestSchema>,
  ) {
    const request = await this.requests.create(user, id, body.message);
    return { success: true, ...successMessage('joinRequestSent'), request };
  }

  @Post(':id/request-join')
  @HttpCode(200)
  requestJoin(@CurrentUser() user: User, @Param('id') id: string) {
    return this.joining.requestJoin(user, id);
  }

  @Get(':id/join-requests')
  joinRequests(@CurrentUser() user: User, @Param('id') id: string) {
    return this.requests.listForGroup(user, id);
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
