import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { backupsQuerySchema } from '@tontine/contracts';
import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { ClientIp, CurrentUser, SuperAdminOnly } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { BackupsService } from './backups.service.js';
import { SystemActionsService } from './system-actions.service.js';

/** The console's system actions and the backups they write. Super admins. */
@SuperAdminOnly()
@Controller('superadmin')
export class SystemController {
  constructor(
    private readonly actions: SystemActionsService,
    private readonly backups: BackupsService,
  ) {}

  @Get('system/actions')
  availability() {
    return this.actions.availability();
  }

  @Post('system/:action')
  @HttpCode(200)
  run(@CurrentUser() admin: User, @ClientIp() ip: string, @Param('action') action: string) {
    return this.actions.run(admin, action, ip);
  }

  @Get('backups')
  list(@Query(new ZodPipe(backupsQuerySchema)) query: z.output<typeof backupsQuerySchema>) {
    return this.backups.list(query);
  }

  @Get('backups/:id/download')
  async download(@Param('id') id: string, @Res() reply: FastifyReply) {
    const backup = await this.backups.open(id);
    return reply
      .header('content-type', 'application/gzip')
      .header('content-length', String(backup.size))
      .header('content-disposition', contentDisposition(backup.fileName))
      .send(backup.stream);
  }
}
