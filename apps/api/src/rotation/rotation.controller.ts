import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { rotationDtoSchema, rotationMethodSchema, rotationOrderSchema } from '@tontine/contracts';
import type { z } from 'zod';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { RotationViews } from './rotation-views.service.js';
import { RotationService } from './rotation.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { GROUP_ADMINS_ONLY, MEMBERS_ONLY, shape } from '../common/endpoint/endpoint-texts.js';

@Controller('groups/:id/rotation')
export class RotationController {
  constructor(
    private readonly rotation: RotationService,
    private readonly views: RotationViews,
  ) {}

  @Endpoint({
    summary: "A group's rotation",
    access: 'group-member',
    description:
      'The payout queue (locked once the first cycle is due) and each cycle with its due ' +
      "date, beneficiary, pot and every member's state.",
    errors: [...MEMBERS_ONLY],
    response: rotationDtoSchema,
    success: { description: `${shape('RotationDto')}.` },
  })
  @Get()
  rotationOf(@CurrentUser() user: User, @Param('id') id: string) {
    return this.views.view(user, id);
  }

  @Endpoint({
    summary: 'Set the payout order',
    access: 'group-admin',
    description:
      'Only for groups whose order the admin sets, and only until the first payout. Audited.',
    errors: [
      ...GROUP_ADMINS_ONLY,
      'ORDER_NOT_ADMIN_SET',
      'ROTATION_LOCKED',
      'ORDER_MEMBERS_MISMATCH',
    ],
    response: rotationDtoSchema,
    success: { description: `The rotation, ${shape('RotationDto')}.` },
  })
  @Put('order')
  async arrangeOrder(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @ClientIp() ip: string,
    @Body(new ZodPipe(rotationOrderSchema)) body: z.output<typeof rotationOrderSchema>,
  ) {
    await this.rotation.arrange(user, id, body.user_ids, ip);
    return this.views.view(user, id);
  }

  @Endpoint({
    summary: 'Change how the payout order is made',
    access: 'group-admin',
    description:
      'Until the first payout. After the start date the queue is made again at once (a new recorded draw, the join order, or the queue as it stands for the admin to arrange). Audited.',
    errors: [...GROUP_ADMINS_ONLY, 'ROTATION_LOCKED'],
    response: rotationDtoSchema,
    success: { description: `The rotation, ${shape('RotationDto')}.` },
  })
  @Put('method')
  async changeMethod(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @ClientIp() ip: string,
    @Body(new ZodPipe(rotationMethodSchema)) body: z.output<typeof rotationMethodSchema>,
  ) {
    await this.rotation.changeMethod(user, id, body.payout_order_method, ip);
    return this.views.view(user, id);
  }
}
