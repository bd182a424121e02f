import { randomUUID } from 'node:crypto';
import {
  cycleDueDate,
  loanSchedule,
  type GroupDto,
  type GuaranteeStatus,
  type LoanApproval,
  type LoanStatus,
} from '@tontine/contracts';
import { query } from './database.js';
import { subgroup, type Fixture } from './route-fixture.js';

/** The fixture's loan terms: 100 over two months at 1 % a month on the reducing balance. */
export const LOAN_TERMS = {
  principal: '100.00',
  monthlyRate: '1',
  months: 2,
  method: 'reducing',
} as const;

const groups = new WeakMap<Fixture, Promise<GroupDto>>();

/**
 * A group of the cast whose fund lends, its rules written as its admins' PUT writes them: free
 * savings, loans up to 3 × the member's savings within 5,000, 1 % a month on the reducing
 * balance, six months at most, no guarantor, an admin approves. The member, the treasurer and
 * the admin have each saved 2,000, so that each may borrow and the fund lends to all.
 */
export function loansGroup(f: Fixture): Promise<GroupDto> {
  let made = groups.get(f);
  if (!made) {
    made = subgroup(f).then(async (group) => {
      const now = new Date();
      await query(
        `INSERT INTO group_savings_rules (group_id, enabled, saving_kind, saving_amount,
           loan_multiple, loan_cap, interest_method, monthly_rate, max_term_months,
           guarantors_required, approval, updated_by, updated_at)
         VALUES (?, 1, 'free', 0, 3, 5000, 'reducing', 1, 6, 0, 'admin', ?, ?)`,
        [group.id, f.groupAdmin.user.id, now],
      );
      for (const saver of [f.member, f.treasurer, f.groupAdmin])
        await query(
          `INSERT INTO savings (id, group_id, user_id, cycle_number, amount, currency, method,
             status, recorded_by, decided_by, decided_at, created_at)
           VALUES (?, ?, ?, 1, 2000, ?, 'cash', 'approved', ?, ?, ?, ?)`,
          [
            randomUUID(),
            group.id,
            saver.user.id,
            group.currency,
            f.groupAdmin.user.id,
            f.groupAdmin.user.id,
            now,
            now,
          ],
        );
      return group;
    });
    groups.set(f, made);
  }
  return made;
}

interface StoredLoan {
  status: LoanStatus;
  approval?: LoanApproval;
  /** A guarantor of the cast and their answer. */
  guarantor?: { userId: string; status: GuaranteeStatus };
}

/**
 * The member's loan on the fixture's terms, in the state asked, as the API leaves it there: an
 * active loan was disbursed today, its two instalments dated a month apart.
 */
export async function storeLoan(f: Fixture, loan: StoredLoan): Promise<string> {
  const group = await loansGroup(f);
  const id = randomUUID();
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const schedule = loanSchedule(LOAN_TERMS);
  const active = loan.status === 'active';
  const decided = loan.status === 'approved' || active;
  await query(
    `INSERT INTO loans (id, group_id, user_id, amount, currency, term_months, interest_method,
       monthly_rate, purpose, approval, status, total_interest, total_repayable,
       principal_repaid, interest_paid, next_due_date, approved_by, approved_at, disbursed_by,
       disbursed_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'Stock for the shop', ?, ?, ?, ?, 0, 0, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      group.id,
      f.member.user.id,
      LOAN_TERMS.principal,
      group.currency,
      LOAN_TERMS.months,
      LOAN_TERMS.method,
      LOAN_TERMS.monthlyRate,
      loan.approval ?? 'admin',
      loan.status,
      schedule.totalInterest,
      schedule.totalRepayable,
      active ? cycleDueDate(today, 'monthly', 2) : null,
      decided ? f.groupAdmin.user.id : null,
      decided ? now : null,
      active ? f.groupAdmin.user.id : null,
      active ? now : null,
      now,
    ],
  );
  if (active)
    for (const i of schedule.instalments)
      await query(
        `INSERT INTO loan_instalments (id, loan_id, number, due_date, principal, interest,
           principal_paid, interest_paid)
         VALUES (?, ?, ?, ?, ?, ?, 0, 0)`,
        [
          randomUUID(),
          id,
          i.number,
          cycleDueDate(today, 'monthly', i.number + 1),
          i.principal,
          i.interest,
        ],
      );
  if (loan.guarantor)
    await query(
      `INSERT INTO loan_guarantors (id, loan_id, user_id, status, decided_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
      [
        randomUUID(),
        id,
        loan.guarantor.userId,
        loan.guarantor.status,
        loan.guarantor.status === 'pending' ? null : now,
        now,
      ],
    );
  return id;
}

/**
 * A new group of the cast whose fund holds the member's saving of 100 and lends nothing: ready
 * to be shared out, the preview's balance 100.00.
 */
export async function shareOutGroup(f: Fixture): Promise<GroupDto> {
  const group = await subgroup(f);
  const now = new Date();
  await query(
    `INSERT INTO group_savings_rules (group_id, enabled, saving_kind, saving_amount,
       loan_multiple, loan_cap, interest_method, monthly_rate, max_term_months,
       guarantors_required, approval, updated_by, updated_at)
     VALUES (?, 1, 'free', 0, 3, 0, 'reducing', 1, 6, 0, 'admin', ?, ?)`,
    [group.id, f.groupAdmin.user.id, now],
  );
  await query(
    `INSERT INTO savings (id, group_id, user_id, cycle_number, amount, currency, method, status,
       recorded_by, decided_by, decided_at, created_at)
     VALUES (?, ?, ?, 1, 100, ?, 'cash', 'approved', ?, ?, ?, ?)`,
    [
      randomUUID(),
      group.id,
      f.member.user.id,
      group.currency,
      f.groupAdmin.user.id,
      f.groupAdmin.user.id,
      now,
      now,
    ],
  );
  return group;
}
