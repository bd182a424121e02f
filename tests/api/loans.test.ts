import Big from 'big.js';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, inject, it } from 'vitest';
import {
  DEFAULT_SAVINGS_RULES,
  STATEMENT_PDF_TEXTS,
  formatMoney,
  loanSchedule,
  type LoanDetail,
  type MyLoans,
  type NotificationDto,
  type ShareOutDto,
  type ShareOutPreview,
} from '@tontine/contracts';
import type { RowDataPacket } from 'mysql2';
import { countRows, query } from './support/database.js';
import { makeUser, type TestUser } from './support/factories.js';
import { apiUrl } from './support/api-target.js';
import { api } from './support/http.js';
import { reconcileDatabase } from './support/reconcile.js';
import { act, activeLoan, apply, fund, LENDING, lendingGroup, totalOf } from './support/lending.js';

describe('a loan application', () => {
  it('stores the schedule the member saw, within what they may borrow', async () => {
    const { people, group } = await lendingGroup();
    const [member] = people;
    const applied = await apply(member!, group.id, '1200', 3);
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const schedule = loanSchedule({
      principal: '1200',
      monthlyRate: '1',
      months: 3,
      method: 'reducing',
    });
    expect(applied.body.loan).toMatchObject({
      amount: '1200.00',
      currency: 'KES',
      term_months: 3,
      interest_method: 'reducing',
      monthly_rate: '1',
      status: 'awaiting_approval',
      next_step: 'admin',
      total_interest: schedule.totalInterest,
      total_repayable: schedule.totalRepayable,
      outstanding: schedule.totalRepayable,
      repaid: '0.00',
    });
    expect(applied.body.instalments).toEqual(
      schedule.instalments.map((i) => ({
        ...i,
        due_date: null,
        penalty: '0.00',
        paid: '0.00',
        status: 'upcoming',
      })),
    );
    expect(applied.body.can).toMatchObject({ cancel: true, approve: false, disburse: false });
    const mine = await api<MyLoans>('GET', `/api/groups/${group.id}/my-loans`, {
      token: member!.token,
    });
    expect(mine.body.loans.map((l) => l.id)).toEqual([applied.body.loan.id]);
  });

  it('is refused, with nothing written, outside the rules', async () => {
    const { admin, people, group } = await lendingGroup({ guarantors_required: 1 });
    const [member, other] = people;
    // Three times 500 saved is the most: 1,500.
    expect((await apply(member!, group.id, '1500.01', 3, [other!])).body).toMatchObject({
      code: 'LOAN_OVER_LIMIT',
    });
    expect((await apply(member!, group.id, '99.99', 3, [other!])).body).toMatchObject({
      code: 'LOAN_TOO_SMALL',
    });
    expect((await apply(member!, group.id, '500', 7, [other!])).body).toMatchObject({
      code: 'LOAN_TERM_TOO_LONG',
    });
    expect((await apply(member!, group.id, '500', 3)).body).toMatchObject({
      code: 'LOAN_GUARANTORS_REQUIRED',
    });
    expect((await apply(member!, group.id, '500', 3, [member!])).body).toMatchObject({
      code: 'LOAN_GUARANTOR_INVALID',
    });
    const outsider = await makeUser();
    expect((await apply(member!, group.id, '500', 3, [outsider])).body).toMatchObject({
      code: 'LOAN_GUARANTOR_INVALID',
    });
    // The schedule the member saw was at 1 %: the admins made it 2 % since.
    const seen = totalOf('500', 3);
    await api('PUT', `/api/groups/${group.id}/savings-rules`, {
      token: admin.token,
      body: { ...DEFAULT_SAVINGS_RULES, ...LENDING, guarantors_required: 1, monthly_rate: '2' },
    });
    expect((await apply(member!, group.id, '500', 3, [other!], seen)).body).toMatchObject({
      code: 'LOAN_TERMS_CHANGED',
    });
    expect(await countRows('loans', 'group_id = ?', [group.id])).toBe(0);
    const applied = await apply(member!, group.id, '500', 3, [other!], totalOf('500', 3, '2'));
    expect(applied.status).toBe(201);
    expect(
      (await apply(member!, group.id, '500', 3, [other!], totalOf('500', 3, '2'))).body,
    ).toMatchObject({ code: 'LOAN_APPLICATION_OPEN' });
  });
});

describe('guarantors', () => {
  it('are asked; one refusal ends the application, all accepting send it to approval', async () => {
    const { people, group } = await lendingGroup({ guarantors_required: 2 }, 3);
    const [member, first, second] = people;
    const applied = await apply(member!, group.id, '600', 3, [first!, second!]);
    expect(applied.body.loan).toMatchObject({ status: 'awaiting_guarantors' });
    const asked = await api<NotificationDto[]>('GET', '/api/notifications', {
      token: first!.token,
    });
    expect(asked.body.find((n) => n.data?.loan_id === applied.body.loan.id)).toMatchObject({
      title: 'Demande de garantie',
    });
    // Nobody else answers for them.
    expect(
      (await act(member!, applied.body.loan.id, 'guarantee', { accept: true })).body,
    ).toMatchObject({ code: 'LOAN_NOT_GUARANTOR' });
    const accepted = await act(first!, applied.body.loan.id, 'guarantee', { accept: true });
    expect(accepted.body.loan.status).toBe('awaiting_guarantors');
    const declined = await act(second!, applied.body.loan.id, 'guarantee', { accept: false });
    expect(declined.body.loan).toMatchObject({ status: 'declined', next_step: null });
    expect(
      (await act(first!, applied.body.loan.id, 'guarantee', { accept: false })).body,
    ).toMatchObject({ code: 'LOAN_GUARANTEE_DECIDED' });
    const told = await api<NotificationDto[]>('GET', '/api/notifications', {
      token: member!.token,
    });
    expect(told.body.find((n) => n.data?.loan_id === applied.body.loan.id)).toMatchObject({
      title: 'Garantie refusée',
    });

    const again = await apply(member!, group.id, '600', 3, [first!, second!]);
    expect(again.status).toBe(201);
    await act(first!, again.body.loan.id, 'guarantee', { accept: true });
    const both = await act(second!, again.body.loan.id, 'guarantee', { accept: true });
    expect(both.body.loan).toMatchObject({ status: 'awaiting_approval', next_step: 'admin' });
  });
});

describe('approval', () => {
  it('follows the rule: a treasurer first, then an admin; nobody decides on their own loan', async () => {
    const { admin, people, group } = await lendingGroup({ approval: 'treasurer_and_admin' }, 2);
    const [member, treasurer] = people;
    const named = await api('PUT', `/api/groups/${group.id}/members/${treasurer!.user.id}/role`, {
      token: admin.token,
      body: { role: 'treasurer' },
    });
    expect(named.status).toBe(200);
    const applied = await apply(member!, group.id, '900');
    expect(applied.body.loan.next_step).toBe('treasurer');
    const id = applied.body.loan.id;
    expect((await act(admin, id, 'approve')).body).toMatchObject({
      code: 'LOAN_TREASURER_FIRST',
    });
    const first = await act(treasurer!, id, 'approve');
    expect(first.body.loan).toMatchObject({
      status: 'awaiting_approval',
      next_step: 'admin',
      treasurer_approved_by_name: treasurer!.user.username,
    });
    expect((await act(treasurer!, id, 'approve')).body).toMatchObject({
      code: 'GROUP_ADMIN_REQUIRED',
    });
    const approved = await act(admin, id, 'approve');
    expect(approved.body.loan).toMatchObject({ status: 'approved', next_step: 'disbursement' });
    expect(
      await countRows('audit_entries', "action = 'loan_approved' AND details LIKE ?", [`%${id}%`]),
    ).toBe(2);

    // The treasurer's own loan: they cannot approve or reject it.
    const own = await apply(treasurer!, group.id, '300');
    expect((await act(treasurer!, own.body.loan.id, 'approve')).body).toMatchObject({
      code: 'LOAN_SELF_APPROVAL',
    });
    const rejected = await act(admin, own.body.loan.id, 'reject', { reason: 'Fonds réservé' });
    expect(rejected.body.loan).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Fonds réservé',
    });
    expect((await act(treasurer!, own.body.loan.id, 'cancel')).body).toMatchObject({
      code: 'LOAN_NOT_CANCELLABLE',
    });
  });
});

describe('disbursement', () => {
  it('happens only while the fund holds the amount: two loans racing for its last shillings, one wins', async () => {
    // 3 × 500 saved: the fund holds 1,500, two loans of 1,000 are approved.
    const { admin, people, group } = await lendingGroup({}, 3);
    const ids: string[] = [];
    for (const borrower of people.slice(0, 2)) {
      const applied = await apply(borrower, group.id, '1000', 3);
      await act(admin, applied.body.loan.id, 'approve');
      ids.push(applied.body.loan.id);
    }
    const answers = await Promise.all(ids.map((id) => act(admin, id, 'disburse')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({ code: 'LOAN_FUND_SHORT' });
    const won = answers.find((a) => a.status === 200)!.body;
    expect(won.loan).toMatchObject({ status: 'active', next_step: 'repayment' });
    expect(won.instalments.map((i) => i.status)).toEqual(['due', 'upcoming', 'upcoming']);
    expect(won.loan.next_due_date).toBe(won.instalments[0]!.due_date);
    expect((await fund(admin, group.id)).fund).toMatchObject({
      savings: '1500.00',
      loans_outstanding: '1000.00',
      balance: '500.00',
    });
    expect(await countRows('audit_entries', "action = 'loan_disbursed'", [])).toBeGreaterThan(0);
  });
});

describe('repayments', () => {
  it('pay the interest first, then the principal, and close the loan at the last shilling', async () => {
    const { admin, people, group } = await lendingGroup({ guarantors_required: 1 }, 2);
    const [member, guarantor] = people;
    const applied = await apply(member!, group.id, '1000', 3, [guarantor!]);
    await act(guarantor!, applied.body.loan.id, 'guarantee', { accept: true });
    await act(admin, applied.body.loan.id, 'approve');
    const loan = (await act(admin, applied.body.loan.id, 'disburse')).body;
    const [first, second] = loan.instalments;
    // 5 shillings: less than the first month's interest of 10.
    const part = await act(admin, loan.loan.id, 'repayments', { amount: '5' }, 'repay-part-0001');
    expect(part.status).toBe(201);
    expect(part.body.repayments[0]).toMatchObject({
      interest_part: '5.00',
      principal_part: '0.00',
    });
    // The same key again records nothing twice; another amount with it is a conflict.
    const replay = await act(admin, loan.loan.id, 'repayments', { amount: '5' }, 'repay-part-0001');
    expect(replay.body.repayments).toHaveLength(1);
    expect(
      (await act(admin, loan.loan.id, 'repayments', { amount: '6' }, 'repay-part-0001')).body,
    ).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    // The rest of the first month and 100 of the second.
    const rest = new Big(first!.amount).minus(5).plus(100).toFixed(2);
    const more = await act(admin, loan.loan.id, 'repayments', { amount: rest });
    expect(more.body.instalments.map((i) => i.status)).toEqual(['paid', 'due', 'upcoming']);
    expect(more.body.repayments[0]).toMatchObject({
      interest_part: new Big(first!.interest).minus(5).plus(second!.interest).toFixed(2),
    });
    expect((await act(admin, loan.loan.id, 'repayments', { amount: '5000' })).body).toMatchObject({
      code: 'LOAN_REPAYMENT_TOO_LARGE',
    });
    const closed = await act(admin, loan.loan.id, 'repayments', {
      amount: more.body.loan.outstanding,
    });
    expect(closed.body.loan).toMatchObject({ status: 'closed', outstanding: '0.00' });
    expect((await fund(admin, group.id)).fund).toMatchObject({
      savings: '1000.00',
      interest_earned: loan.loan.total_interest,
      loans_outstanding: '0.00',
      balance: new Big(1000).plus(loan.loan.total_interest).toFixed(2),
    });
    const told = await api<NotificationDto[]>('GET', '/api/notifications', {
      token: guarantor!.token,
    });
    expect(
      told.body.some((n) => n.data?.loan_id === loan.loan.id && n.title === 'Prêt soldé'),
    ).toBe(true);
    expect((await act(admin, loan.loan.id, 'repayments', { amount: '1' })).body).toMatchObject({
      code: 'LOAN_NOT_ACTIVE',
    });
  });

  it('and a disbursement at the same moment leave the fund exact', async () => {
    const { admin, people, group } = await lendingGroup({}, 3);
    const [first, second] = people;
    const active = await activeLoan(admin, first!, group.id, '1000');
    const applied = await apply(second!, group.id, '520', 3);
    await act(admin, applied.body.loan.id, 'approve');
    // The fund holds 500: the disbursement of 520 needs the repayment of 30 to come first.
    const [repaid, disbursed] = await Promise.all([
      act(admin, active.loan.id, 'repayments', { amount: '30' }),
      act(admin, applied.body.loan.id, 'disburse'),
    ]);
    expect(repaid.status).toBe(201);
    expect([200, 409]).toContain(disbursed.status);
    const { fund: after } = await fund(admin, group.id);
    const [row] = await query<{ interest: string; principal: string } & RowDataPacket>(
      `SELECT SUM(interest_part) AS interest, SUM(principal_part) AS principal
         FROM loan_repayments WHERE group_id = ?`,
      [group.id],
    );
    const lent = disbursed.status === 200 ? 1520 : 1000;
    expect(after.balance).toBe(
      new Big(1500).plus(row!.interest).minus(lent).plus(row!.principal).toFixed(2),
    );
    expect(new Big(after.balance).gte(0)).toBe(true);
  });
});

describe('a member with a loan', () => {
  it('cannot leave the group until a guarantor takes the loan over', async () => {
    const { admin, people, group } = await lendingGroup({ guarantors_required: 1 }, 2);
    const [member, guarantor] = people;
    const applied = await apply(member!, group.id, '400', 2, [guarantor!]);
    await act(guarantor!, applied.body.loan.id, 'guarantee', { accept: true });
    await act(admin, applied.body.loan.id, 'approve');
    await act(admin, applied.body.loan.id, 'disburse');
    const exclude = () =>
      api('DELETE', `/api/groups/${group.id}/members/${member!.user.id}`, { token: admin.token });
    expect((await exclude()).body).toMatchObject({ code: 'MEMBER_HAS_LOAN' });
    expect(
      await countRows('memberships', "group_id = ? AND user_id = ? AND status = 'active'", [
        group.id,
        member!.user.id,
      ]),
    ).toBe(1);
    // Only a guarantor who accepted takes it over.
    expect((await act(admin, applied.body.loan.id, 'take-over')).body).toMatchObject({
      code: 'LOAN_NOT_GUARANTOR',
    });
    const taken = await act(guarantor!, applied.body.loan.id, 'take-over');
    expect(taken.body.loan).toMatchObject({
      user_id: guarantor!.user.id,
      taken_over_from_name: member!.user.username,
      status: 'active',
    });
    expect((await exclude()).status).toBe(200);
    const told = await api<NotificationDto[]>('GET', '/api/notifications', {
      token: member!.token,
    });
    expect(told.body.some((n) => n.title === 'Prêt repris par votre garant')).toBe(true);
  });
});

describe('the loan book', () => {
  it('lists applications, active, late and closed loans by tab, for those who handle the money', async () => {
    const { admin, people, group } = await lendingGroup({}, 3);
    const [first, second, third] = people;
    const active = await activeLoan(admin, first!, group.id, '300');
    const late = await activeLoan(admin, second!, group.id, '300');
    await query('UPDATE loans SET next_due_date = ? WHERE id = ?', ['2020-01-31', late.loan.id]);
    await query('UPDATE loan_instalments SET due_date = ? WHERE loan_id = ? AND number = 1', [
      '2020-01-31',
      late.loan.id,
    ]);
    const waiting = await apply(third!, group.id, '300');
    const book = async (view: string) =>
      api<{ loans: { id: string; late: boolean }[]; counts: Record<string, number> }>(
        'GET',
        `/api/groups/${group.id}/loans?view=${view}`,
        { token: admin.token },
      );
    const applications = await book('applications');
    expect(applications.body.loans.map((l) => l.id)).toEqual([waiting.body.loan.id]);
    expect(applications.body.counts).toEqual({ applications: 1, active: 2, late: 1, closed: 0 });
    expect((await book('active')).body.loans.map((l) => l.id)).toEqual([
      late.loan.id,
      active.loan.id,
    ]);
    const lateTab = await book('late');
    expect(lateTab.body.loans).toMatchObject([{ id: late.loan.id, late: true }]);
    const detail = await api<LoanDetail>('GET', `/api/loans/${late.loan.id}`, {
      token: second!.token,
    });
    expect(detail.body.instalments[0]!.status).toBe('late');
    expect(
      (await api('GET', `/api/groups/${group.id}/loans`, { token: first!.token })).status,
    ).toBe(403);
    // A member's loan is theirs: another member is told there is none.
    expect((await api('GET', `/api/loans/${late.loan.id}`, { token: first!.token })).status).toBe(
      404,
    );
  });
});

describe("the member's statement", () => {
  it('shows each loan, its repayments split into interest and principal, and what is left', async () => {
    const { admin, people, group } = await lendingGroup({}, 2);
    const [member] = people;
    const loan = await activeLoan(admin, member!, group.id, '600');
    const repaid = await act(admin, loan.loan.id, 'repayments', { amount: '100' });
    const [repayment] = repaid.body.repayments;
    const french = await api('PUT', '/api/users/me/language', {
      token: member!.token,
      body: { language: 'fr' },
    });
    expect(french.status).toBe(200);
    const response = await fetch(`${apiUrl()}/api/groups/${group.id}/statement.pdf`, {
      headers: { authorization: `Bearer ${member!.token}` },
    });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    const fr = STATEMENT_PDF_TEXTS.fr.statement;
    const money = (amount: string) =>
      formatMoney(amount, 'KES', STATEMENT_PDF_TEXTS.fr.locale).replace(/\s+/g, ' ');
    expect(flat).toContain(fr.loans);
    expect(flat).toContain(fr.loanStatuses.active);
    expect(flat).toContain(`${fr.outstanding} ${money(repaid.body.loan.outstanding)}`);
    expect(flat).toContain(`${money('100.00')} ${money(repayment!.interest_part)}`);
    expect(flat).toContain(`${fr.loansOutstanding} ${money(repaid.body.loan.outstanding)}`);
  });
});

describe('the share-out', () => {
  it('waits for the loans, gives each member their savings and a part of the profit by time held, then starts again', async () => {
    const { admin, people, group } = await lendingGroup({}, 2, '1000');
    const [early, late] = people;
    // Early's saving was in the fund for 180 days, Late's for 90.
    const backdate = (user: TestUser, days: number) =>
      query('UPDATE savings SET decided_at = ? WHERE group_id = ? AND user_id = ?', [
        new Date(Date.now() - days * 86_400_000),
        group.id,
        user.user.id,
      ]);
    await backdate(early!, 180);
    await backdate(late!, 90);
    const loan = await activeLoan(admin, late!, group.id, '1000');
    const preview = () =>
      api<ShareOutPreview>('GET', `/api/groups/${group.id}/share-out`, { token: early!.token });
    expect((await preview()).body).toMatchObject({ blocked: 'loans_outstanding', lines: [] });
    expect(
      (
        await api('POST', `/api/groups/${group.id}/share-out`, {
          token: admin.token,
          body: { accepted_balance: '1000.00' },
        })
      ).body,
    ).toMatchObject({ code: 'SHARE_OUT_LOANS_OUTSTANDING' });
    await act(admin, loan.loan.id, 'repayments', { amount: loan.loan.total_repayable });

    const ready = (await preview()).body;
    const interest = loan.loan.total_interest;
    expect(ready).toMatchObject({
      blocked: null,
      can_confirm: false,
      savings: '2000.00',
      balance: new Big(2000).plus(interest).toFixed(2),
      profit: interest,
    });
    const lineOf = (user: TestUser) => ready.lines.find((l) => l.user_id === user.user.id)!;
    // Twice the days: twice the profit, to the cent the rounding allows.
    expect(lineOf(early!).savings).toBe('1000.00');
    expect(
      new Big(lineOf(early!).profit)
        .minus(new Big(lineOf(late!).profit).times(2))
        .abs()
        .lte(0.02),
    ).toBe(true);
    const confirm = (user: TestUser, balance: string) =>
      api<ShareOutDto & { code?: string }>('POST', `/api/groups/${group.id}/share-out`, {
        token: user.token,
        body: { accepted_balance: balance },
      });
    expect((await confirm(early!, ready.balance)).status).toBe(403);
    expect((await confirm(admin, '2000.00')).body).toMatchObject({ code: 'SHARE_OUT_CHANGED' });
    const done = await confirm(admin, ready.balance);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.total).toBe(ready.balance);
    expect(done.body.lines).toEqual(ready.lines);
    expect(
      await countRows('audit_entries', "action = 'savings_shared_out' AND admin_id = ?", [
        admin.user.id,
      ]),
    ).toBe(1);
    const told = await api<NotificationDto[]>('GET', '/api/notifications', { token: late!.token });
    expect(told.body.some((n) => n.title === 'Partage de la caisse')).toBe(true);

    const after = await fund(early!, group.id);
    expect(after).toMatchObject({ my_savings: '0.00', my_borrowing_limit: '0.00' });
    expect(after.fund).toMatchObject({ balance: '0.00', shared_out: ready.balance });
    expect((await confirm(admin, '0.00')).body).toMatchObject({ code: 'SHARE_OUT_NOTHING' });
    // A saving after the share-out starts the next one.
    await api('POST', `/api/groups/${group.id}/savings`, {
      token: admin.token,
      body: { amount: '300', user_id: late!.user.id },
    });
    expect((await preview()).body).toMatchObject({
      savings: '300.00',
      balance: '300.00',
      lines: [{ user_id: late!.user.id, savings: '300.00', profit: '0.00', total: '300.00' }],
    });
  });
});

describe('a random day of the fund', () => {
  it('leaves every shilling accounted for: the fund never below zero and reconcile clean', async () => {
    const { admin, people, group } = await lendingGroup({}, 4, '800');
    // A seeded generator (mulberry32): the same day every run, and a failure replays.
    let seed = 20261204;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const shillings = (low: number, high: number) =>
      String(low + Math.floor(random() * (high - low + 1)));
    const loans: string[] = [];
    const statuses = new Map<number, number>();
    for (let step = 0; step < 60; step += 1) {
      const action = pick(['save', 'apply', 'approve', 'reject', 'disburse', 'repay', 'repay']);
      let status = 0;
      if (action === 'save') {
        const saved = await api('POST', `/api/groups/${group.id}/savings`, {
          token: admin.token,
          body: { amount: shillings(50, 400), user_id: pick(people).user.id },
        });
        status = saved.status;
      } else if (action === 'apply') {
        const borrower = pick(people);
        const amount = shillings(100, 900);
        const months = 1 + Math.floor(random() * 6);
        const applied = await apply(borrower, group.id, amount, months);
        status = applied.status;
        if (applied.status === 201) loans.push(applied.body.loan.id);
      } else if (loans.length) {
        const loanId = pick(loans);
        const answer =
          action === 'repay'
            ? await act(admin, loanId, 'repayments', { amount: shillings(1, 300) })
            : action === 'reject'
              ? await act(admin, loanId, 'reject', { reason: 'Pas ce mois-ci' })
              : await act(admin, loanId, action);
        status = answer.status;
      }
      // Every refusal is a clear 4xx, never a 500.
      expect(status).toBeLessThan(500);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    // The day did move money both ways.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(5);
    expect(statuses.get(201) ?? 0).toBeGreaterThan(5);
    const { fund: figures } = await fund(admin, group.id);
    expect(new Big(figures.balance).gte(0)).toBe(true);
    expect(figures.balance).toBe(
      new Big(figures.savings)
        .plus(figures.fines_kept)
        .plus(figures.interest_earned)
        .minus(figures.loans_outstanding)
        .minus(figures.shared_out)
        .toFixed(2),
    );
    const { status, output } = reconcileDatabase(inject('databaseUrl'));
    expect(status, output).toBe(0);
  });
});
