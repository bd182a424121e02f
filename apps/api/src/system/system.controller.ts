import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  backupDtoSchema,
  backupsQuerySchema,
  consolePageSchema,
  systemActionAvailabilitySchema,
  systemActionResultSchema,
} from '@tontine/contracts';
import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { BackupsService } from './backups.service.js';
import { SystemActionsService } from './system-actions.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { PAGE_PARAMETERS, shape } from '../common/endpoint/endpoint-texts.js';

/** The console's system actions and the backups they write. Super admins. */
@Controller('superadmin')
export class SystemController {
  constructor(
    private readonly actions: SystemActionsService,
    private readonly backups: BackupsService,
  ) {}

  @Endpoint({
    summary: 'Which system actions this server can run',
    access: 'super-admin',
    description:
      'For each action, whether it can run here and otherwise the refusal its POST would ' +
      'answer (`code`, `detail`): the console says why before asking for a confirmation.',
    response: z.array(systemActionAvailabilitySchema),
    success: {
      description: `A list of ${shape('SystemActionAvailability')}: \`{ action, available, code, detail }\`.`,
    },
  })
  @Get('system/actions')
  availability() {
    return this.actions.availability();
  }

  @Endpoint({
    summary: 'Run a system action',
    access: 'super-admin',
    description:
      '`backup`/`backup-db` (a consistent dump, gzip, in BACKUP_DIR), `optimize-db`, ' +
      '`clear-cache` (every instance), `maintenance` (toggle), `restart` (graceful, under ' +
      'the supervisor of npm start), `deploy` (DEPLOY_COMMAND). Audited. An action not ' +
      'configured here answers 501, and the refused attempt is audited too.',
    errors: [
      'SYSTEM_ACTION_UNKNOWN',
      'RESTART_UNAVAILABLE',
      'DEPLOY_NOT_CONFIGURED',
      'DEPLOY_FAILED',
    ],
    response: systemActionResultSchema,
    success: { description: `${shape('SystemActionResult')}: \`{ action, ok, message, … }\`.` },
  })
  @Post('system/:action')
  @HttpCode(200)
  run(@CurrentUser() admin: User, @ClientIp() ip: string, @Param('action') action: string) {
    return this.actions.run(admin, action, ip);
  }

  @Endpoint({
    summary: 'The database backups',
    access: 'super-admin',
    parameters: PAGE_PARAMETERS,
    response: consolePageSchema(backupDtoSchema),
    success: { description: `\`{ items, nextCursor }\` of ${shape('BackupDto')}, newest first.` },
  })
  @Get('backups')
  list(@Query(new ZodPipe(backupsQuerySchema)) query: z.output<typeof backupsQuerySchema>) {
    return this.backups.list(query);
  }

  @Endpoint({
    summary: 'Download a backup',
    access: 'super-admin',
    errors: ['BACKUP_NOT_FOUND'],
    success: {
      description: 'The gzip file: SQL statements (MariaDB) or the database file (SQLite).',
      status: 200,
      mediaTypes: ['application/gzip'],
    },
  })
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
