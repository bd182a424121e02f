import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  groupSavingsSchema,
  paySavingSchema,
  rejectContributionSchema,
  savingResponseSchema,
  savingsRulesDtoSchema,
  savingsRulesSchema,
  type GroupSavings,
  type SavingResponse,
  type SavingsRulesDto,
} from '@tontine/contracts';
import type { z } from 'zod';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { GROUP_ADMINS_ONLY, MEMBERS_ONLY, shape } from '../common/endpoint/endpoint-texts.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { SavingsFundViews } from './savings-fund-views.service.js';
import { SavingsRulesService } from './savings-rules.service.js';
import { SavingsService } from './savings.service.js';

@Controller()
export class SavingsController {
  constructor(
    private readonly rules: SavingsRulesService,
    private readonly savings: SavingsService,
    private readonly fund: SavingsFundViews,
  ) {}

  @Endpoint({
    summary: "A group's savings fund rules",
    access: 'group-member',
    description:
      'Whether the group keeps a savings fund beside its rotation, the saving each cycle, and ' +
      'the loans it grants: the multiple of a member’s savings and the cap, the interest (flat ' +
      'or on the reducing balance, per month), the longest term, the guarantors and who ' +
      'approves. A group whose admins never set them answers the defaults: no fund.',
    errors: [...MEMBERS_ONLY],
    response: savingsRulesDtoSchema,
    success: { description: `${shape('SavingsRulesDto')}.` },
  })
  @Get('groups/:id/savings-rules')
  get(@CurrentUser() user: User, @Param('id') id: string): Promise<SavingsRulesDto> {
    return this.rules.get(user, id);
  }

  @Endpoint({
    summary: "Set a group's savings fund rules",
    access: 'group-admin',
    description:
      'All the rules at once (see GET). A fixed saving must be above 0 when the fund is on; a ' +
      'cap of 0 grants no loans, else at least 100. Audited (`savings_rules_changed`).',
    errors: [...GROUP_ADMINS_ONLY, 'GROUP_INACTIVE'],
    response: savingsRulesDtoSchema,
    success: { description: `${shape('SavingsRulesDto')}: the rules as they now stand.` },
  })
  @Put('groups/:id/savings-rules')
  change(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body(new ZodPipe(savingsRulesSchema)) body: z.output<typeof savingsRulesSchema>,
    @ClientIp() ip: string,
  ): Promise<SavingsRulesDto> {
    return this.rules.change(user, id, body, ip);
  }

  @Endpoint({
    summary: "A group's savings fund",
    access: 'group-member',
    description:
      'Its rules, the fund (savings, fines kept, interest earned, loans outstanding, shared out, ' +
      'and the balance they make), what the caller saved, still has to save this cycle and may ' +
      'borrow, and the savings: every member’s for its admins and treasurers, the caller’s own ' +
      'otherwise.',
    errors: [...MEMBERS_ONLY],
    response: groupSavingsSchema,
    success: { description: `${shape('GroupSavings')}.` },
  })
  @Get('groups/:id/savings')
  overview(@CurrentUser() user: User, @Param('id') id: string): Promise<GroupSavings> {
    return this.fund.overview(user, id);
  }

  @Endpoint({
    summary: 'Pay a saving in cash',
    access: 'group-member',
    description:
      'Body `{ amount?, user_id? }`, for the group’s current cycle. A fixed saving is what is ' +
      'left of the cycle’s amount (`amount` may be left out; another amount is 400 ' +
      '`SAVING_AMOUNT_FIXED`); a free one is `amount`, at least the group’s smallest. By the ' +
      'member: declared, pending until validated. By an admin or treasurer with `user_id`: they ' +
      'received the cash, and it is approved at once, audited, the member told.',
    errors: [
      ...MEMBERS_ONLY,
      'GROUP_ADMIN_REQUIRED',
      'MEMBER_NOT_FOUND',
      'GROUP_INACTIVE',
      'SAVINGS_DISABLED',
      'SAVING_ALREADY_PAID',
      'SAVING_AMOUNT_FIXED',
      'SAVING_TOO_SMALL',
    ],
    response: savingResponseSchema,
    success: { description: `\`{ saving }\`, ${shape('SavingDto')}.` },
  })
  @Post('groups/:id/savings')
  @HttpCode(201)
  async pay(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body(new ZodPipe(paySavingSchema)) body: z.output<typeof paySavingSchema>,
    @ClientIp() ip: string,
  ): Promise<SavingResponse> {
    return { saving: await this.savings.pay(user, id, body, ip) };
  }

  @Endpoint({
    summary: 'Validate a saving',
    access: 'group-treasurer',
    description: 'The declared cash is received: the saving goes to the fund. Audited.',
    errors: ['SAVING_NOT_FOUND', 'GROUP_NOT_FOUND', 'GROUP_ADMIN_REQUIRED', 'SAVING_NOT_PENDING'],
    response: savingResponseSchema,
    success: { description: `\`{ saving }\`, ${shape('SavingDto')}.` },
  })
  @Post('savings/:id/approve')
  @HttpCode(200)
  async approve(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @ClientIp() ip: string,
  ): Promise<SavingResponse> {
    return { saving: await this.savings.approve(user, id, ip) };
  }

  @Endpoint({
    summary: 'Reject a saving',
    access: 'group-treasurer',
    description: 'The cash was not received; the member is told, with the reason. Audited.',
    errors: ['SAVING_NOT_FOUND', 'GROUP_NOT_FOUND', 'GROUP_ADMIN_REQUIRED', 'SAVING_NOT_PENDING'],
    response: savingResponseSchema,
    success: { description: `\`{ saving }\`, ${shape('SavingDto')}.` },
  })
  @Post('savings/:id/reject')
  @HttpCode(200)
  async reject(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @ClientIp() ip: string,
    @Body(new ZodPipe(rejectContributionSchema)) body: z.output<typeof rejectContributionSchema>,
  ): Promise<SavingResponse> {
    return { saving: await this.savings.reject(user, id, body.reason, ip) };
  }
}
