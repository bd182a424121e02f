import { Controller, Get } from '@nestjs/common';
import { OpenDuringMaintenance, Public } from '../auth/access.decorators.js';
import { PlatformDocumentsService } from './platform-documents.service.js';

/** What the member client shows from the console's content settings: read-only, no sign-in. */
@Controller('content')
export class PublicContentController {
  constructor(private readonly documents: PlatformDocumentsService) {}

  @Public()
  // The maintenance page shows the contact and social links read here (000 §2).
  @OpenDuringMaintenance()
  @Get('public')
  publicContent() {
    return this.documents.publicContent();
  }
}
