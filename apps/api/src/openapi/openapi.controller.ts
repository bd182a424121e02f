import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { OpenDuringMaintenance, Public } from '../auth/access.decorators.js';
import { DomainError } from '../common/domain-error.js';
import { OpenApiService } from './openapi.service.js';
import type { OpenApiDocument } from './openapi-types.js';
import { VIEWER_PAGE, ViewerFiles } from './viewer.js';

/** An hour: the viewer's files change only when the API is upgraded. */
const ASSET_CACHE = 'public, max-age=3600';

/**
 * The API reference: public, like the shape of the API it describes, which the web client's
 * own files show anyway; it carries no data. Open during maintenance for the same reason.
 */
@Public()
@OpenDuringMaintenance()
@Controller('docs')
export class OpenApiController {
  private readonly files = new ViewerFiles();

  constructor(private readonly openApi: OpenApiService) {}

  @Get()
  @Header('content-type', 'text/html; charset=utf-8')
  page(): string {
    return VIEWER_PAGE;
  }

  @Get('openapi.json')
  document(): OpenApiDocument {
    return this.openApi.document();
  }

  @Get('assets/:file')
  asset(@Param('file') name: string, @Res() reply: FastifyReply) {
    const file = this.files.get(name);
    if (!file) throw new DomainError('NOT_FOUND');
    return reply
      .header('content-type', file.type)
      .header('cache-control', ASSET_CACHE)
      .send(file.bytes);
  }
}
