import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  createGroupSchema,
  exploreQuerySchema,
  pageQuerySchema,
  searchQuerySchema,
  createGroupResponseSchema,
  groupActionResponseSchema,
  groupActivityDtoSchema,
  groupDetailDtoSchema,
  groupPageSchema,
  groupRulesDtoSchema,
  groupRulesSchema,
  groupMemberDtoSchema,
  setMemberRoleSchema,
  type GroupMemberDto,
  type CreateGroupResponse,
  type GroupRulesDto,
  type GroupActionResponse,
  type ExploreQuery,
  successMessage,
} from '@tontine/contracts';
import { z } from 'zod';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { ExclusionService } from './exclusion.service.js';
import { GroupActivityViews } from './group-activity-views.service.js';
import { GroupListingsViews } from './group-listings-views.service.js';
import { GroupRulesService } from './group-rules.service.js';
import { GroupTreasurersService } from './group-treasurers.service.js';
import { GroupsService } from './groups.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import {
  GROUP_ADMINS_ONLY,
  LIST,
  MEMBERS_ONLY,
  PAGE,
  PAGE_PARAMETERS,
  shape,
} from '../common/endpoint/endpoint-texts.js';

type PageQuery = z.output<typeof pageQuerySchema>;

@Controller('groups')
export class GroupsController {
  constructor(
    private readonly groups: GroupsService,
    private readonly listings: GroupListingsViews,
    private readonly exclusion: ExclusionService,
    private readonly activity: GroupActivityViews,
    private readonly rules: GroupRulesService,
    private readonly treasurers: GroupTreasurersService,
  ) {}

  @Endpoint({
    summary: 'Create a group',
    access: 'signed-in',
    description: 'The creator becomes its admin.',
    errors: ['GROUP_CREATE_FORBIDDEN'],
    response: createGroupResponseSchema,
    success: {
      description: `\`{ success, group, message }\`: \`group\` is a ${shape('GroupDto')}.`,
    },
  })
  @Post()
  async create(
    @CurrentUser() user: User,
    @Body(new ZodPipe(createGroupSchema)) body: z.output<typeof createGroupSchema>,
  ): Promise<CreateGroupResponse> {
    const group = await this.groups.createFromModal(user, body);
    return { success: true, group, ...successMessage('groupCreated') };
  }

  @Endpoint({
    summary: "The caller's groups",
    access: 'signed-in',
    description: 'Groups the caller administers or belongs to, and those where a request waits.',
    parameters: PAGE_PARAMETERS,
    response: groupPageSchema,
    success: { description: PAGE(`${shape('GroupDto')} with \`my_relation\``) },
  })
  @Get()
  mine(@CurrentUser() user: User, @Query(new ZodPipe(pageQuerySchema)) q: PageQuery) {
    return this.listings.mine(user, q.cursor, q.limit);
  }

  @Endpoint({
    summary: 'Search groups',
    access: 'signed-in',
    response: groupPageSchema,
    parameters: { ...PAGE_PARAMETERS, q: 'Words of the name or description, or an exact id.' },
    success: { description: PAGE(shape('GroupDto')) },
  })
  @Get('search')
  search(
    @CurrentUser() user: User,
    @Query(new ZodPipe(searchQuerySchema)) q: z.output<typeof searchQuerySchema>,
  ) {
    return this.listings.search(user, q.q, q.cursor, q.limit);
  }

  @Endpoint({
    summary: 'Explore groups the caller is not in',
    access: 'signed-in',
    response: groupPageSchema,
    parameters: { ...PAGE_PARAMETERS, q: 'Words of the name, description or category.' },
    success: { description: PAGE(shape('GroupDto')) },
  })
  @Get('explore')
  explore(@CurrentUser() user: User, @Query(new ZodPipe(exploreQuerySchema)) q: ExploreQuery) {
    return this.listings.explore(user, q);
  }

  @Endpoint({
    summary: 'Public active groups',
    access: 'signed-in',
    parameters: PAGE_PARAMETERS,
    response: groupPageSchema,
    success: { description: PAGE(shape('GroupDto')) },
  })
  @Get('public')
  publicGroups(@CurrentUser() user: User, @Query(new ZodPipe(pageQuerySchema)) q: PageQuery) {
    return this.listings.publicGroups(user, q.cursor, q.limit);
  }

  @Endpoint({
    summary: 'A group',
    access: 'signed-in',
    description:
      '`members`, the permanent invitation code and the admin’s phone only for the group’s ' +
      'members and super admins; members’ contact details only for its admins and super admins.',
    errors: ['GROUP_NOT_FOUND'],
    response: groupDetailDtoSchema,
    success: { description: `${shape('GroupDetailDto')}.` },
  })
  @Get(':id')
  detail(@CurrentUser() user: User, @Param('id') id: string) {
    return this.listings.detail(user, id);
  }

  @Endpoint({
    summary: "A group's recent activity",
    access: 'group-member',
    errors: [...MEMBERS_ONLY],
    response: z.array(groupActivityDtoSchema),
    success: { description: LIST('GroupActivityDto') },
  })
  @Get(':id/activity')
  activityFeed(@CurrentUser() user: User, @Param('id') id: string) {
    return this.activity.feed(user, id);
  }

  @Endpoint({
    summary: "Change a group's rules",
    access: 'group-admin',
    description:
      'The late fine, its days of grace and the fine of a member already paid. A new version, ' +
      'which applies from the next cycle once the rotation has begun (from the first before): ' +
      'a cycle keeps the rules it began with. Audited.',
    errors: [...GROUP_ADMINS_ONLY, 'GROUP_INACTIVE'],
    response: groupRulesDtoSchema,
    success: { description: `${shape('GroupRulesDto')}: the new version.` },
  })
  @Put(':id/rules')
  changeRules(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body(new ZodPipe(groupRulesSchema)) body: z.output<typeof groupRulesSchema>,
    @ClientIp() ip: string,
  ): Promise<GroupRulesDto> {
    return this.rules.change(user, id, body, ip);
  }

  @Endpoint({
    summary: 'Delete a group',
    access: 'group-admin',
    description: 'Its chat sockets close. Audited.',
    errors: [...GROUP_ADMINS_ONLY],
    response: groupActionResponseSchema,
    success: { description: '`{ success, message }`.' },
  })
  @Delete(':id')
  async remove(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @ClientIp() ip: string,
  ): Promise<GroupActionResponse> {
    await this.groups.remove(user, id, ip);
    return { success: true, ...successMessage('groupDeleted') };
  }

  @Endpoint({
    summary: 'Name a treasurer, or take the role back',
    access: 'group-admin',
    description:
      '`role: "treasurer"` lets the member handle the group\'s money (record cash for members, ' +
      'validate and reject payments, settle fines) without changing its rules, members or ' +
      'order; `role: "member"` takes it back. Never an admin. The member is told. Audited.',
    errors: [...GROUP_ADMINS_ONLY, 'MEMBER_NOT_FOUND', 'MEMBER_IS_ADMIN'],
    response: groupMemberDtoSchema,
    success: {
      description: `The member as the member list shows them, ${shape('GroupMemberDto')}.`,
    },
  })
  @Put(':id/members/:memberId/role')
  setRole(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Param('memberId') memberId: string,
    @Body(new ZodPipe(setMemberRoleSchema)) body: z.output<typeof setMemberRoleSchema>,
    @ClientIp() ip: string,
  ): Promise<GroupMemberDto> {
    return this.treasurers.setRole(user, id, memberId, body, ip);
  }

  @Endpoint({
    summary: 'Exclude a member',
    access: 'group-admin',
    description:
      'Not oneself, not an admin, not a member who still owes the savings fund a loan (409 ' +
      '`MEMBER_HAS_LOAN` until it is repaid or a guarantor takes it over). The member is told ' +
      'by notification and e-mail, and cannot come back by any door until an admin accepts a ' +
      'new request. Audited.',
    errors: [
      ...GROUP_ADMINS_ONLY,
      'CANNOT_EXCLUDE_SELF',
      'CANNOT_EXCLUDE_ADMIN',
      'MEMBER_NOT_FOUND',
      'MEMBER_HAS_LOAN',
    ],
    response: groupActionResponseSchema,
    success: { description: '`{ success, message }`.' },
  })
  @Delete(':id/members/:memberId')
  async exclude(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Param('memberId') memberId: string,
    @ClientIp() ip: string,
  ): Promise<GroupActionResponse> {
    await this.exclusion.exclude(user, id, memberId, ip);
    return { success: true, ...successMessage('memberExcluded') };
  }
}
