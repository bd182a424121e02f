import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { rotationMethodSchema, rotationOrderSchema } from '@tontine/contracts';
import type { z } from 'zod';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { RotationViews } from './rotation-views.service.js';
import { RotationService } from './rotation.service.js';

@Controller('groups/:id/rotation')
export class RotationController {
  constructor(
    private readonly rotation: RotationService,
    private readonly views: RotationViews,
  ) {}

  @Get()
  rotationOf(@CurrentUser() user: User, @Param('id') id: string) {
    return this.views.view(user, id);
  }

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
