import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import {
  configUpdateSchema,
  contentUpdateSchema,
  documentVersionsQuerySchema,
  saveDocumentSchema,
} from '@tontine/contracts';
import type { z } from 'zod';
import { ClientIp, CurrentUser, SuperAdminOnly } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { PlatformDocumentsService } from './platform-documents.service.js';

/** The console's content and config fields, and the code editor's documents. Super admins. */
@SuperAdminOnly()
@Controller('superadmin')
export class DocumentsController {
  constructor(private readonly documents: PlatformDocumentsService) {}

  @Get('content')
  content() {
    return this.documents.content();
  }

  @Post('content/update')
  @HttpCode(200)
  updateContent(
    @CurrentUser() admin: User,
    @ClientIp() ip: string,
    @Body(new ZodPipe(contentUpdateSchema)) body: z.output<typeof contentUpdateSchema>,
  ) {
    return this.documents.updateField(admin, 'content', body.key, body.value, ip, true);
  }

  @Get('config')
  systemConfig() {
    return this.documents.systemConfig();
  }

  @Post('config/update')
  @HttpCode(200)
  updateConfig(
    @CurrentUser() admin: User,
    @ClientIp() ip: string,
    @Body(new ZodPipe(configUpdateSchema)) body: z.output<typeof configUpdateSchema>,
  ) {
    return this.documents.updateField(
      admin,
      'config',
      body.key,
      body.value,
      ip,
      body.confirm === true,
    );
  }

  @Get('documents')
  list() {
    return this.documents.list();
  }

  @Get('documents/:name')
  get(@Param('name') name: string) {
    return this.documents.get(name);
  }

  @Put('documents/:name')
  save(
    @CurrentUser() admin: User,
    @ClientIp() ip: string,
    @Param('name') name: string,
    @Body(new ZodPipe(saveDocumentSchema)) body: z.output<typeof saveDocumentSchema>,
  ) {
    return this.documents.save(admin, name, body.value, body.baseVersion, ip);
  }

  @Get('documents/:name/versions')
  versions(
    @Param('name') name: string,
    @Query(new ZodPipe(documentVersionsQuerySchema))
    query: z.output<typeof documentVersionsQuerySchema>,
  ) {
    return this.documents.versions(name, query);
  }

  @Get('documents/:name/versions/:version')
  version(@Param('name') name: string, @Param('version', ParseIntPipe) version: number) {
    return this.documents.version(name, version);
  }

  @Post('documents/:name/versions/:version/restore')
  @HttpCode(200)
  restore(
    @CurrentUser() admin: User,
    @ClientIp() ip: string,
    @Param('name') name: string,
    @Param('version', ParseIntPipe) version: number,
  ) {
    return this.documents.restore(admin, name, version, ip);
  }
}
