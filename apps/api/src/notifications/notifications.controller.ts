import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { notificationIdsSchema } from '@tontine/contracts';
import type { z } from 'zod';
import { CurrentUser } from '../auth/access.decorators.js';
import { DomainError } from '../common/domain-error.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { NotificationsService } from './notifications.service.js';

type Ids = z.output<typeof notificationIdsSchema>;

@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  /** The caller's notifications, newest first. */
  @Get()
  list(@CurrentUser() user: User) {
    return this.notifications.listFor(user.id);
  }

  @Post('read')
  @HttpCode(200)
  async markManyRead(
    @CurrentUser() user: User,
    @Body(new ZodPipe(notificationIdsSchema)) body: Ids,
  ) {
    return { updated: await this.notifications.markRead(user.id, body.ids) };
  }

  @Post('delete')
  @HttpCode(200)
  async removeMany(@CurrentUser() user: User, @Body(new ZodPipe(notificationIdsSchema)) body: Ids) {
    return { deleted: await this.notifications.remove(user.id, body.ids) };
  }

  @Post(':id/read')
  @HttpCode(200)
  async markRead(@CurrentUser() user: User, @Param('id') id: string) {
    if (!(await this.notifications.markRead(user.id, [id])))
      throw new DomainError('NOTIFICATION_NOT_FOUND');
    return { updated: 1 };
  }

  @Delete(':id')
  async remove(@CurrentUser() user: User, @Param('id') id: string) {
    if (!(await this.notifications.remove(user.id, [id])))
      throw new DomainError('NOTIFICATION_NOT_FOUND');
    return { deleted: 1 };
  }
}
