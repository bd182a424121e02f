import { Controller, Get } from '@nestjs/common';
import { publicContentDtoSchema } from '@tontine/contracts';
import { PlatformDocumentsService } from './platform-documents.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { shape } from '../common/endpoint/endpoint-texts.js';

/** What the member client shows from the console's content settings: read-only, no sign-in. */
@Controller('content')
export class PublicContentController {
  constructor(private readonly documents: PlatformDocumentsService) {}

  // Open during maintenance: the maintenance page shows the contact and social links read here.
  @Endpoint({
    summary: "The console's content for the member client",
    response: publicContentDtoSchema,
    access: 'public',
    openDuringMaintenance: true,
    description:
      'Read-only subset of the content document: welcome message, terms of service, whether ' +
      'ads are shown and how often, the ad addresses, the contact link and the filled-in social ' +
      'links of the maintenance page. Open during maintenance. Changes show at once, without a ' +
      'restart.',
    success: { description: `${shape('PublicContentDto')}.` },
  })
  @Get('public')
  publicContent() {
    return this.documents.publicContent();
  }
}
