import { Controller, Get, Param } from '@nestjs/common';
import {
  groupStandingsSchema,
  memberStandingDtoSchema,
  type GroupStandings,
  type MemberStandingDto,
} from '@tontine/contracts';
import { CurrentUser } from '../auth/access.decorators.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { GROUP_ADMINS_ONLY, shape } from '../common/endpoint/endpoint-texts.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import type { User } from '../users/user.entity.js';
import { MemberStandingViews } from './member-standing-views.service.js';

@Controller()
export class StandingController {
  constructor(
    private readonly standings: MemberStandingViews,
    private readonly access: GroupAccessService,
  ) {}

  @Endpoint({
    summary: 'My standing',
    access: 'signed-in',
    description:
      'The reliability score (0 to 100, null before any owed cycle has passed its deadline) ' +
      "and what it is made of, from the caller's payments in every group.",
    errors: [],
    response: memberStandingDtoSchema,
    success: { description: `${shape('MemberStandingDto')}.` },
  })
  @Get('users/me/standing')
  async mine(@CurrentUser() user: User): Promise<MemberStandingDto> {
    const [standing] = await this.standings.of([user.id]);
    return standing!;
  }

  @Endpoint({
    summary: "The standings of a group's members and requesters",
    access: 'group-admin',
    description:
      'For its admins: each member and each person whose request waits, with their score and ' +
      'what it is made of. Other members never see it.',
    errors: [...GROUP_ADMINS_ONLY],
    response: groupStandingsSchema,
    success: { description: `${shape('GroupStandings')}.` },
  })
  @Get('groups/:id/standings')
  async ofGroup(@CurrentUser() user: User, @Param('id') id: string): Promise<GroupStandings> {
    const group = await this.access.findGroup(id);
    await this.access.assert(user, 'manage', group);
    return { standings: await this.standings.of(await this.standings.peopleOf(group.id)) };
  }
}
