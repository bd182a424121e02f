import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  STATEMENT_PDF_TEXTS,
  formatMoney,
  moneySum,
  type GroupDto,
  type GroupFines,
  type MemberSummaryDto,
  type RotationDto,
  type UiLanguage,
} from '@tontine/contracts';
import { apiUrl } from './support/api-target.js';
import { query } from './support/database.js';
import { makeGroup, makeUser, joinWithCode, type TestUser } from './support/factories.js';
import { FINE_RULES } from './support/fine-rows.js';
import { api } from './support/http.js';
import { payout, recordCash, yesterday } from './support/ledger.js';

interface Pdf {
  status: number;
  contentType: string | null;
  filename: string | undefined;
  pages: number;
  /** The document's text, every run of white space one space. */
  text: string;
}

const oneSpace = (text: string) => text.replace(/\s+/g, ' ');

/** Downloads one of the group's PDFs as a client does, and reads its text back. */
async function download(user: TestUser, path: string): Promise<Pdf> {
  const response = await fetch(`${apiUrl()}${path}`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
  const { text, totalPages } = await extractText(await getDocumentProxy(bytes), {
    mergePages: true,
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    filename: /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1],
    pages: totalPages,
    text: oneSpace(text),
  };
}

function speaks(user: TestUser, language: UiLanguage) {
  return api('PUT', '/api/users/me/language', { token: user.token, body: { language } }).then(
    (answer) => expect(answer.status).toBe(200),
  );
}

async function approve(admin: TestUser, id: string) {
  const answer = await api('POST', `/api/contributions/${id}/approve`, { token: admin.token });
  expect(answer.status).toBe(200);
}

/** A fine as the fines job writes it (at the group's rules), in the state a test needs. */
async function storeFine(group: GroupDto, member: TestUser, status: 'unpaid' | 'paid') {
  const now = new Date();
  // Upserted: the job may have fined the member for the same cycle first.
  await query(
    `INSERT INTO fines (id, group_id, user_id, cycle_number, amount, currency, status,
       rules_version, member_was_paid, created_at, payment_recorded_by, payment_recorded_at,
       decided_by, decided_at)
     VALUES (?, ?, ?, 1, ?, ?, ?, 1, 0, ?, ?, ?, ?, ?)
     ON DUPLICATE KEY UPDATE status = VALUES(status), amount = VALUES(amount),
       member_was_paid = 0, payment_recorded_by = VALUES(payment_recorded_by),
       payment_recorded_at = VALUES(payment_recorded_at), decided_by = VALUES(decided_by),
       decided_at = VALUES(decided_at)`,
    [
      randomUUID(),
      group.id,
      member.user.id,
      FINE_RULES.late_fine,
      group.currency,
      status,
      now,
      ...(status === 'paid'
        ? [member.user.id, now, group.admin_id, now]
        : [null, null, null, null]),
    ],
  );
}

/** The money of one language, white space as the extracted text has it. */
const moneyIn = (language: UiLanguage, amount: string) =>
  oneSpace(formatMoney(amount, 'KES', STATEMENT_PDF_TEXTS[language].locale));

/**
 * A group of three in its second cycle: everyone paid cycle 1 in cash (Baraka in two parts),
 * approved, and its pot went to the admin; Baraka paid cycle 2, Chausiku's payment of it waits
 * for validation. Baraka paid his late fine of cycle 1, Chausiku owes hers.
 */
async function groupInItsSecondCycle() {
  const admin = await makeUser({ first_name: 'Amani', last_name: 'Admin' });
  const baraka = await makeUser({ first_name: 'Baraka', last_name: 'Otieno' });
  const chausiku = await makeUser({ first_name: 'Chausiku', last_name: 'Wanjiru' });
  const group = await makeGroup(admin, {
    contribution_amount: '500.00',
    start_date: yesterday(),
    max_members: 3,
    rules: FINE_RULES,
  });
  for (const member of [baraka, chausiku])
    expect((await joinWithCode(member, group.permanent_invitation_code!)).status).toBe(200);
  await approve(admin, await recordCash(admin, group, '500.00'));
  await approve(admin, await recordCash(baraka, group, '200.00'));
  await approve(admin, await recordCash(baraka, group, '300.00'));
  await approve(admin, await recordCash(chausiku, group, '500.00'));
  const paidOut = await payout(admin, group, 1);
  expect(paidOut.status, JSON.stringify(paidOut.body)).toBe(201);
  await approve(admin, await recordCash(baraka, group, '500.00', 2));
  await recordCash(chausiku, group, '500.00', 2);
  await storeFine(group, baraka, 'paid');
  await storeFine(group, chausiku, 'unpaid');
  return { group, admin, baraka, chausiku, pot: paidOut.body.amount! };
}

describe('the PDF statement and group report', () => {
  let world: Awaited<ReturnType<typeof groupInItsSecondCycle>>;
  beforeAll(async () => {
    world = await groupInItsSecondCycle();
  });

  it("give a member their statement in their language, its totals the API's own figures", async () => {
    const { group, baraka } = world;
    await speaks(baraka, 'sw');
    const pdf = await download(baraka, `/api/groups/${group.id}/statement.pdf`);

    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.filename).toMatch(/^taarifa-chama-.+-\d{4}-\d{2}-\d{2}\.pdf$/);
    const sw = STATEMENT_PDF_TEXTS.sw;
    expect(pdf.text).toContain(sw.statement.title);
    expect(pdf.text).toContain(group.name);
    expect(pdf.text).toContain(baraka.user.username);
    // Each cycle, with its payments: cycle 1 in two parts, and their sum.
    const twoParts = [moneyIn('sw', '200.00'), moneyIn('sw', '300.00'), moneyIn('sw', '500.00')];
    expect(pdf.text).toMatch(new RegExp(twoParts.map(literal).join('.*')));
    expect(pdf.text).toContain(`${moneyIn('sw', FINE_RULES.late_fine)} · ${sw.fineStatuses.paid}`);
    expect(pdf.text).toContain(sw.statement.noPayout);

    const rotation = await api<RotationDto>('GET', `/api/groups/${group.id}/rotation`, {
      token: baraka.token,
    });
    const contributed = moneySum(
      rotation.body.cycles.flatMap((c) =>
        c.members.filter((m) => m.user_id === baraka.user.id).map((m) => m.approved),
      ),
    );
    const fines = await api<GroupFines>('GET', `/api/groups/${group.id}/fines`, {
      token: baraka.token,
    });
    const finesPaid = moneySum(
      fines.body.fines.filter((f) => f.status === 'paid').map((f) => f.amount),
    );
    const summary = await api<MemberSummaryDto>('GET', '/api/users/me/summary', {
      token: baraka.token,
    });
    expect(contributed).toBe('1000.00');
    expect(summary.body.total_contributed.KES).toBe(contributed);
    expect(pdf.text).toContain(`${sw.statement.contributionsPaid} ${moneyIn('sw', contributed)}`);
    expect(pdf.text).toContain(`${sw.common.finesPaid} ${moneyIn('sw', finesPaid)}`);
    expect(pdf.text).toContain(`${sw.statement.payoutReceived} ${moneyIn('sw', '0.00')}`);
  });

  it('show the admin the pot they received, in English once they chose it', async () => {
    const { group, admin, pot } = world;
    await speaks(admin, 'en');
    const pdf = await download(admin, `/api/groups/${group.id}/statement.pdf`);
    const en = STATEMENT_PDF_TEXTS.en;
    expect(pdf.filename).toMatch(/^statement-/);
    expect(pdf.text).toContain(en.statement.title);
    expect(pdf.text).toContain(`${moneyIn('en', pot)} ${en.payoutMethods.cash}`);
    const summary = await api<MemberSummaryDto>('GET', '/api/users/me/summary', {
      token: admin.token,
    });
    expect(summary.body.total_received.KES).toBe(pot);
    expect(pdf.text).toContain(`${en.statement.payoutReceived} ${moneyIn('en', pot)}`);
    expect(pdf.text).toContain(`${en.statement.contributionsPaid} ${moneyIn('en', '500.00')}`);
  });

  it('give the admins the group report: every cycle, payer, payout and fine, totals the ledger’s', async () => {
    const { group, admin, baraka, chausiku, pot } = world;
    await speaks(admin, 'fr');
    const pdf = await download(admin, `/api/groups/${group.id}/report.pdf`);
    const fr = STATEMENT_PDF_TEXTS.fr;
    expect(pdf.filename).toMatch(/^rapport-chama-/);
    expect(pdf.text).toContain(fr.report.title);
    expect(pdf.text).toContain(`${fr.report.lateFine} ${moneyIn('fr', FINE_RULES.late_fine)}`);
    expect(pdf.text).toContain(`${fr.report.paidMemberFine} ${moneyIn('fr', '75.00')}`);

    const rotation = await api<RotationDto>('GET', `/api/groups/${group.id}/rotation`, {
      token: admin.token,
    });
    for (const cycle of rotation.body.cycles.slice(0, 2))
      expect(pdf.text).toMatch(new RegExp(`Cycle ${cycle.cycle_number} — échéance le`));
    // Cycle 2: Baraka paid, Chausiku's payment waits for validation.
    expect(pdf.text).toContain(
      `${baraka.user.username} ${fr.report.payerStates.paid} ${moneyIn('fr', '500.00')}`,
    );
    expect(pdf.text).toContain(
      `${chausiku.user.username} ${fr.report.payerStates.pending} ${moneyIn('fr', '0.00')} ${moneyIn('fr', '500.00')}`,
    );
    expect(pdf.text).toContain(
      `${chausiku.user.username} ${moneyIn('fr', FINE_RULES.late_fine)} ${fr.fineStatuses.unpaid}`,
    );
    expect(pdf.text).toContain(`${fr.report.payout} ${moneyIn('fr', pot)}`);

    const approved = moneySum(
      rotation.body.cycles.flatMap((c) => c.members.map((m) => m.approved)),
    );
    const fines = await api<GroupFines>('GET', `/api/groups/${group.id}/fines`, {
      token: admin.token,
    });
    expect(approved).toBe('2000.00');
    expect(pdf.text).toContain(`${fr.report.contributionsApproved} ${moneyIn('fr', approved)}`);
    expect(pdf.text).toContain(`${fr.report.payoutsPaid} ${moneyIn('fr', pot)}`);
    expect(pdf.text).toContain(
      `${fr.common.finesPaid} ${moneyIn('fr', fines.body.fund.fines_paid)}`,
    );
    expect(pdf.text).toContain(
      `${fr.report.finesOutstanding} ${moneyIn('fr', fines.body.fund.fines_outstanding)}`,
    );
  });

  it('refuse the report to a member, and both documents to whoever is not in the group', async () => {
    const { group, baraka } = world;
    const outsider = await makeUser();
    const refusals = [
      [baraka, 'report.pdf', 403, 'GROUP_ADMIN_REQUIRED'],
      [outsider, 'report.pdf', 403, 'GROUP_ADMIN_REQUIRED'],
      [outsider, 'statement.pdf', 403, 'NOT_GROUP_MEMBER'],
    ] as const;
    for (const [caller, document, status, code] of refusals) {
      const answer = await api('GET', `/api/groups/${group.id}/${document}`, {
        token: caller.token,
      });
      expect({ document, status: answer.status, code: answer.body.code }).toEqual({
        document,
        status,
        code,
      });
    }
    expect((await api('GET', `/api/groups/${group.id}/statement.pdf`)).status).toBe(401);
    const missing = await api('GET', `/api/groups/${randomUUID()}/report.pdf`, {
      token: baraka.token,
    });
    expect({ status: missing.status, code: missing.body.code }).toEqual({
      status: 404,
      code: 'GROUP_NOT_FOUND',
    });
  });
});

/** `text` matched as it is in a regular expression. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
