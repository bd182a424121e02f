import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PlatformDocumentVersion } from './platform-document.entity.js';
import { AuditModule } from '../audit/audit.module.js';
import { CommonModule } from '../common/common.module.js';
import { MaintenanceModule } from '../maintenance/maintenance.module.js';
import { DocumentsController } from './documents.controller.js';
import { PlatformDocumentsService } from './platform-documents.service.js';
import { PlatformSettings } from './platform-settings.service.js';
import { PublicContentController } from './public-content.controller.js';

/**
 * The platform's documents (`platform_documents`): content, config, ad inventory, e-mail
 * templates, versioned and audited; PlatformSettings serves their current values to the other
 * domains without a query and without a restart.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([PlatformDocumentVersion]),
    AuditModule,
    CommonModule,
    MaintenanceModule,
  ],
  controllers: [DocumentsController, PublicContentController],
  providers: [PlatformDocumentsService, PlatformSettings],
  exports: [PlatformDocumentsService, PlatformSettings],
})
export class DocumentsModule {}
