import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ContributionsModule } from '../contributions/contributions.module.js';
import { expectDomainError, isoDay, useServiceTestKit } from '../testing/service-test-kit.js';
import { StatementPdfViews } from './statement-pdf-views.service.js';
import { StatementPdfsService } from './statement-pdfs.service.js';
import { StatementsModule } from './statements.module.js';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** On the embedded database (SQLite), which keeps DECIMAL as REAL: the sums stay exact. */
describe('StatementPdfsService', () => {
  const kit = useServiceTestKit(StatementsModule, ContributionsModule);

  async function paidGroup() {
    const made = await kit.makeGroup({ members: 3, contribution: '100.10', startDate: isoDay(0) });
    const [admin, member] = made.members as [typeof made.admin, typeof made.admin];
    for (let i = 0; i < 3; i += 1)
      await kit.makeContribution({ group: made.group, member, amount: '0.10', status: 'approved' });
    await kit.makeContribution({ group: made.group, member, amount: '99.80', status: 'approved' });
    await kit.makeContribution({ group: made.group, member: admin, status: 'approved' });
    return { ...made, member };
  }

  it("reads a member's statement and the group report with exact totals", async () => {
    const { group, admin, member } = await paidGroup();
    const views = kit.get(StatementPdfViews);
    const statement = await views.memberStatement(group, member);
    expect(statement.totals).toEqual({
      contributions: '100.10',
      fines: '0.00',
      payouts: '0.00',
      loansOutstanding: '0.00',
    });
    expect(statement.cycles[0]).toMatchObject({ cycle: 1, due: '100.10', paid: '100.10' });
    expect(statement.cycles[0]!.payments).toHaveLength(4);
    const report = await views.groupReport(group);
    expect(report.totals.contributions).toBe('200.20');
    expect(report.cycles[0]!.payers.map((p) => [p.name, p.state])).toEqual([
      [admin.username, 'paid'],
      [member.username, 'paid'],
      [expect.any(String), 'unpaid'],
    ]);
  });

  it('renders both documents as PDF files named for the reader, in their language', async () => {
    const { group, admin, member } = await paidGroup();
    const pdfs = kit.get(StatementPdfsService);
    member.language = 'en';
    const statement = await pdfs.memberStatement(member, group.id);
    expect(statement.filename).toMatch(/^statement-.+-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = await bytesOf(statement.stream);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The font travels with the document.
    expect(bytes.toString('latin1')).toMatch(/\/FontFile2 /);
    admin.language = 'sw';
    const report = await pdfs.groupReport(admin, group.id);
    expect(report.filename).toMatch(/^ripoti-/);
    expect((await bytesOf(report.stream)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keep the report to those who handle the money, and both to the group', async () => {
    const { group, member } = await paidGroup();
    const outsider = await kit.makeUser();
    const pdfs = kit.get(StatementPdfsService);
    await expectDomainError(pdfs.groupReport(member, group.id), 'GROUP_ADMIN_REQUIRED');
    await expectDomainError(pdfs.memberStatement(outsider, group.id), 'NOT_GROUP_MEMBER');
    const superAdmin = await kit.makeUser({ role: 'super_admin' });
    await expect(pdfs.groupReport(superAdmin, group.id)).resolves.toMatchObject({
      filename: expect.stringMatching(/\.pdf$/),
    });
  });
});
