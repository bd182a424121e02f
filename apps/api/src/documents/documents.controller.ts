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
  configDtoSchema,
  configUpdateSchema,
  contentDtoSchema,
  contentUpdateSchema,
  documentDtoSchema,
  documentSummaryListSchema,
  documentVersionPageSchema,
  documentVersionsQuerySchema,
  documentVersionWithValueSchema,
  saveDocumentSchema,
} from '@tontine/contracts';
import type { z } from 'zod';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { PlatformDocumentsService } from './platform-documents.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { PAGE_PARAMETERS, shape } from '../common/endpoint/endpoint-texts.js';

/** The console's content and config fields, and the code editor's documents. Super admins. */
@Controller('superadmin')
export class DocumentsController {
  constructor(private readonly documents: PlatformDocumentsService) {}

  @Endpoint({
    summary: 'The content settings',
    response: contentDtoSchema,
    access: 'super-admin',
    description: "The live maintenance message is the maintenance module's.",
    success: { description: `${shape('ContentDto')}: \`{ values, version, updated_at }\`.` },
  })
  @Get('content')
  content() {
    return this.documents.content();
  }

  @Endpoint({
    summary: 'Change one content setting',
    response: contentDtoSchema,
    access: 'super-admin',
    description:
      'Validated by the content schema, saved as a new version of the content document and ' +
      'audited (content_management) in one transaction. A new maintenance message is the ' +
      "maintenance module's message at once.",
    errors: ['SETTING_UNKNOWN', 'DOCUMENT_INVALID', 'DOCUMENT_VERSION_CONFLICT'],
    success: { description: `The new ${shape('ContentDto')}.` },
  })
  @Post('content/update')
  @HttpCode(200)
  updateContent(
    @CurrentUser() admin: User,
    @ClientIp() ip: string,
    @Body(new ZodPipe(contentUpdateSchema)) body: z.output<typeof contentUpdateSchema>,
  ) {
    return this.documents.updateField(admin, 'content', body.key, body.value, ip, true);
  }

  @Endpoint({
    summary: 'The system configuration',
    response: configDtoSchema,
    access: 'super-admin',
    description:
      "Secrets of the server's environment are listed masked, read-only; `maintenance_mode` is " +
      'the live switch.',
    success: {
      description: `${shape('ConfigDto')}: \`{ values, secrets, version, updated_at }\`.`,
    },
  })
  @Get('config')
  systemConfig() {
    return this.documents.systemConfig();
  }

  @Endpoint({
    summary: 'Change one configuration setting',
    response: configDtoSchema,
    access: 'super-admin',
    description:
      'A critical action: refused without `confirm: true`. Secrets cannot be set. Saved as a ' +
      'new version and audited (system_config); takes effect on every instance without a ' +
      'restart (session expiry of new sessions, two-factor for operators, crypto payments, ' +
      'maintenance).',
    errors: [
      'SETTING_SECRET_READ_ONLY',
      'SETTING_FIXED',
      'SETTING_UNKNOWN',
      'CONFIG_CONFIRMATION_REQUIRED',
      'DOCUMENT_INVALID',
      'DOCUMENT_VERSION_CONFLICT',
    ],
    success: { description: `The new ${shape('ConfigDto')}.` },
  })
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

  @Endpoint({
    summary: "The platform's documents",
    response: documentSummaryListSchema,
    access: 'super-admin',
    success: { description: `A list of ${shape('DocumentSummaryDto')}.` },
  })
  @Get('documents')
  list() {
    return this.documents.list();
  }

  @Endpoint({
    summary: 'A document with its JSON Schema',
    response: documentDtoSchema,
    access: 'super-admin',
    description: "The schema is generated from the contracts' zod schema for the code editor.",
    errors: ['DOCUMENT_NOT_FOUND'],
    success: { description: `${shape('DocumentDto')}.` },
  })
  @Get('documents/:name')
  get(@Param('name') name: string) {
    return this.documents.get(name);
  }

  @Endpoint({
    summary: 'Save a document',
    response: documentDtoSchema,
    access: 'super-admin',
    description:
      "`baseVersion` is the version the edit started from: a save after someone else's is " +
      'refused (409). Validated, versioned and audited in one transaction.',
    errors: [
      'DOCUMENT_NOT_FOUND',
      'DOCUMENT_INVALID',
      'DOCUMENT_VERSION_CONFLICT',
      'SETTING_SECRET_READ_ONLY',
      'SETTING_FIXED',
    ],
    success: { description: `The saved ${shape('DocumentDto')}.` },
  })
  @Put('documents/:name')
  save(
    @CurrentUser() admin: User,
    @ClientIp() ip: string,
    @Param('name') name: string,
    @Body(new ZodPipe(saveDocumentSchema)) body: z.output<typeof saveDocumentSchema>,
  ) {
    return this.documents.save(admin, name, body.value, body.baseVersion, ip);
  }

  @Endpoint({
    summary: "A document's saved versions",
    response: documentVersionPageSchema,
    access: 'super-admin',
    errors: ['DOCUMENT_NOT_FOUND'],
    parameters: PAGE_PARAMETERS,
    success: {
      description: `\`{ items, nextCursor }\` of ${shape('DocumentVersionDto')}, newest first.`,
    },
  })
  @Get('documents/:name/versions')
  versions(
    @Param('name') name: string,
    @Query(new ZodPipe(documentVersionsQuerySchema))
    query: z.output<typeof documentVersionsQuerySchema>,
  ) {
    return this.documents.versions(name, query);
  }

  @Endpoint({
    summary: 'One saved version',
    response: documentVersionWithValueSchema,
    access: 'super-admin',
    errors: ['DOCUMENT_NOT_FOUND', 'DOCUMENT_VERSION_NOT_FOUND'],
    success: { description: `${shape('DocumentVersionDto')} with its \`value\`.` },
  })
  @Get('documents/:name/versions/:version')
  version(@Param('name') name: string, @Param('version', ParseIntPipe) version: number) {
    return this.documents.version(name, version);
  }

  @Endpoint({
    summary: 'Restore a saved version',
    response: documentDtoSchema,
    access: 'super-admin',
    description: 'Saved again as a new version, validated by the current schema, audited.',
    errors: ['DOCUMENT_NOT_FOUND', 'DOCUMENT_VERSION_NOT_FOUND', 'DOCUMENT_INVALID'],
    success: { description: `The restored ${shape('DocumentDto')}.` },
  })
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
