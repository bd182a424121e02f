import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  notificationDtoSchema,
  notificationIdsSchema,
  notificationsDeletedSchema,
  notificationsUpdatedSchema,
} from '@tontine/contracts';
import { z } from 'zod';
import { CurrentUser } from '../auth/access.decorators.js';
import { DomainError } from '../common/domain-error.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { NotificationsService } from './notifications.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { shape } from '../common/endpoint/endpoint-texts.js';

type Ids = z.output<typeof notificationIdsSchema>;

@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  /** The caller's notifications, newest first. */
  @Endpoint({
    summary: "The caller's notifications",
    access: 'signed-in',
    response: z.array(notificationDtoSchema),
    success: { description: `The latest 100, ${shape('NotificationDto')}, newest first.` },
  })
  @Get()
  list(@CurrentUser() user: User) {
    return this.notifications.listFor(user.id);
  }

  @Endpoint({
    summary: 'Mark notifications read',
    access: 'signed-in',
    description: "Only the caller's own count.",
    response: notificationsUpdatedSchema,
    success: { description: '`{ updated }`: how many changed.' },
  })
  @Post('read')
  @HttpCode(200)
  async markManyRead(
    @CurrentUser() user: User,
    @Body(new ZodPipe(notificationIdsSchema)) body: Ids,
  ) {
    return { updated: await this.notifications.markRead(user.id, body.ids) };
  }

  @Endpoint({
    summary: 'Delete notifications',
    access: 'signed-in',
    description: "Only the caller's own count.",
    response: notificationsDeletedSchema,
    success: { description: '`{ deleted }`: how many went.' },
  })
  @Post('delete')
  @HttpCode(200)
  async removeMany(@CurrentUser() user: User, @Body(new ZodPipe(notificationIdsSchema)) body: Ids) {
    return { deleted: await this.notifications.remove(user.id, body.ids) };
  }

  @Endpoint({
    summary: 'Mark a notification read',
    access: 'signed-in',
    errors: ['NOTIFICATION_NOT_FOUND'],
    response: notificationsUpdatedSchema,
    success: { description: '`{ updated: 1 }`.' },
  })
  @Post(':id/read')
  @HttpCode(200)
  async markRead(@CurrentUser() user: User, @Param('id') id: string) {
    if (!(await this.notifications.markRead(user.id, [id])))
      throw new DomainError('NOTIFICATION_NOT_FOUND');
    return { updated: 1 };
  }

  @Endpoint({
    summary: 'Delete a notification',
    access: 'signed-in',
    errors: ['NOTIFICATION_NOT_FOUND'],
    response: notificationsDeletedSchema,
    success: { description: '`{ deleted: 1 }`.' },
  })
  @Delete(':id')
  async remove(@CurrentUser() user: User, @Param('id') id: string) {
    if (!(await this.notifications.remove(user.id, [id])))
      throw new DomainError('NOTIFICATION_NOT_FOUND');
    return { deleted: 1 };
  }
}
