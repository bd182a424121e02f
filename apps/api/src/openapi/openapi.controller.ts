import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../common/domain-error.js';
import { OpenApiService } from './openapi.service.js';
import type { OpenApiDocument } from './openapi-types.js';
import { VIEWER_PAGE, ViewerFiles } from './viewer.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';

/** The document's outline: OpenAPI's own schema describes the rest, and a test checks it whole. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.looseObject({}),
});

/** An hour: the viewer's files change only when the API is upgraded. */
const ASSET_CACHE = 'public, max-age=3600';

/**
 * The API reference: public, like the shape of the API it describes, which the web client's
 * own files show anyway; it carries no data. Open during maintenance for the same reason.
 */
@Controller('docs')
export class OpenApiController {
  private readonly files = new ViewerFiles();

  constructor(private readonly openApi: OpenApiService) {}

  @Endpoint({
    summary: 'This reference, as a page',
    access: 'public',
    openDuringMaintenance: true,
    success: {
      description: 'An HTML page that browses the document below.',
      mediaTypes: ['text/html'],
    },
  })
  @Get()
  @Header('content-type', 'text/html; charset=utf-8')
  page(): string {
    return VIEWER_PAGE;
  }

  @Endpoint({
    summary: 'This reference, as an OpenAPI 3.1 document',
    access: 'public',
    openDuringMaintenance: true,
    response: openApiDocumentSchema,
    success: { description: 'This document.' },
  })
  @Get('openapi.json')
  document(): OpenApiDocument {
    return this.openApi.document();
  }

  @Endpoint({
    summary: "A file of the reference's page",
    access: 'public',
    openDuringMaintenance: true,
    description:
      'The page’s viewer, served from the API’s own packages: the page needs no other site.',
    errors: ['NOT_FOUND'],
    success: {
      description: 'A script, a style sheet or an icon.',
      status: 200,
      mediaTypes: ['text/javascript', 'text/css', 'image/png'],
    },
  })
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
