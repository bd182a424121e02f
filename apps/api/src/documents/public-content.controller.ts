import { Controller, Get } from '@nestjs/common';
import { Public } from '../auth/access.decorators.js';
import { PlatformDocumentsService } from './platform-documents.service.js';

/** What the member client shows from the console's content settings: read-only, no sign-in. */
@Controller('content')
export class PublicContentController {
  constructor(private readonly documents: PlatformDocumentsService) {}

  @Public()
  @Get('public')
  publicContent() {
    return this.documents.publicContent();
  }
}
