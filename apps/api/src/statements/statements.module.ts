import { Module } from '@nestjs/common';
import { GroupsModule } from '../groups/groups.module.js';
import { RotationModule } from '../rotation/rotation.module.js';
import { StatementPdfViews } from './statement-pdf-views.service.js';
import { StatementPdfsService } from './statement-pdfs.service.js';
import { StatementsController } from './statements.controller.js';

/**
 * The PDF documents of a group: a member's statement and the admins' group report. Owns no
 * table: it reads the ledger through its views service and renders with pdfkit, loaded with
 * the first document.
 */
@Module({
  imports: [GroupsModule, RotationModule],
  controllers: [StatementsController],
  providers: [StatementPdfsService, StatementPdfViews],
})
export class StatementsModule {}
