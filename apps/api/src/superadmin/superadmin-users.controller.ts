import { Body, Controller, UseInterceptors, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { createUserSchema, editUserSchema, userActionSchema } from '@tontine/contracts';
import type { z } from 'zod';
import { ClientIp, CurrentUser, SuperAdminOnly } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import { FreshFiguresInterceptor } from './fresh-figures.interceptor.js';
import type { User } from '../users/user.entity.js';
import { UserAdministrationService } from './user-administration.service.js';

@SuperAdminOnly()
@UseInterceptors(FreshFiguresInterceptor)
@Controller('superadmin/users')
export class SuperadminUsersController {
  constructor(private readonly administration: UserAdministrationService) {}

  @Post()
  create(
    @CurrentUser() admin: User,
    @Body(new ZodPipe(createUserSchema)) body: z.output<typeof createUserSchema>,
    @ClientIp() ip: string,
  ) {
    return this.administration.create(admin, body, ip);
  }

  @Patch(':id')
  edit(
    @CurrentUser() admin: User,
    @Param('id') id: string,
    @Body(new ZodPipe(editUserSchema)) body: z.output<typeof editUserSchema>,
    @ClientIp() ip: string,
  ) {
    return this.administration.edit(admin, id, body, ip);
  }

  @Post(':id/action')
  @HttpCode(200)
  act(
    @CurrentUser() admin: User,
    @Param('id') id: string,
    @Body(new ZodPipe(userActionSchema)) body: z.output<typeof userActionSchema>,
    @ClientIp() ip: string,
  ) {
    return this.administration.act(admin, id, body.action, ip);
  }
}
