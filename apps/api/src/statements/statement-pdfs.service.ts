import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { STATEMENT_PDF_TEXTS, toUiLanguage } from '@tontine/contracts';
import { GroupAccessService } from '../groups/group-access.service.js';
import type { User } from '../users/user.entity.js';
import { renderGroupReport, renderMemberStatement } from './statement-pdf-render.js';
import { StatementPdfViews } from './statement-pdf-views.service.js';

export interface PdfFile {
  filename: string;
  /** The whole document, streamed as pdfkit writes it. */
  stream: Readable;
}

/** `<word>-<group>-<date>.pdf`: the group's name in letters and digits, as the CSV's. */
function fileName(word: string, groupName: string, groupId: string, issuedAt: Date): string {
  const slug = groupName
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `${word}-${slug || groupId}-${issuedAt.toISOString().slice(0, 10)}.pdf`;
}

/**
 * The PDF documents of a group, in the reader's language (the one they chose for the
 * interface): a member's statement, which every member and super admin may download for
 * themselves, and the group report, for those who handle the group's money.
 */
@Injectable()
export class StatementPdfsService {
  constructor(
    private readonly access: GroupAccessService,
    private readonly views: StatementPdfViews,
  ) {}

  async memberStatement(user: User, groupId: string): Promise<PdfFile> {
    const group = await this.access.findGroup(groupId);
    await this.access.assert(user, 'view_members', group);
    const texts = STATEMENT_PDF_TEXTS[toUiLanguage(user.language)];
    const statement = await this.views.memberStatement(group, user);
    const issuedAt = new Date();
    return {
      filename: fileName(texts.statement.filename, group.name, group.id, issuedAt),
      stream: await renderMemberStatement(statement, texts, issuedAt),
    };
  }

  async groupReport(user: User, groupId: string): Promise<PdfFile> {
    const group = await this.access.findGroup(groupId);
    await this.access.assert(user, 'handle_money', group);
    const texts = STATEMENT_PDF_TEXTS[toUiLanguage(user.language)];
    const report = await this.views.groupReport(group);
    const issuedAt = new Date();
    return {
      filename: fileName(texts.report.filename, group.name, group.id, issuedAt),
      stream: await renderGroupReport(report, texts, issuedAt),
    };
  }
}
