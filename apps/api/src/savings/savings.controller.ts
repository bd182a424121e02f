import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import {
  savingsRulesDtoSchema,
  savingsRulesSchema,
  type SavingsRulesDto,
} from '@tontine/contracts';
import type { z } from 'zod';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { GROUP_ADMINS_ONLY, MEMBERS_ONLY, shape } from '../common/endpoint/endpoint-texts.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { SavingsRulesService } from './savings-rules.service.js';

@Controller('groups/:id/savings-rules')
export class SavingsController {
  constructor(private readonly rules: SavingsRulesService) {}

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
  @Get()
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
  @Put()
  change(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body(new ZodPipe(savingsRulesSchema)) body: z.output<typeof savingsRulesSchema>,
    @ClientIp() ip: string,
  ): Promise<SavingsRulesDto> {
    return this.rules.change(user, id, body, ip);
  }
}
