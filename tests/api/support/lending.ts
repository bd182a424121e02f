import { expect } from 'vitest';
import {
  DEFAULT_SAVINGS_RULES,
  loanSchedule,
  type GroupSavings,
  type LoanDetail,
  type SavingsRulesInput,
} from '@tontine/contracts';
import { joinWithCode, makeGroup, makeUser, type TestUser } from './factories.js';
import { api } from './http.js';

/** Lending groups and the loans' routes, as the loans' API tests drive them. */

export type Answer = LoanDetail & { code?: string };

export const LENDING: Partial<SavingsRulesInput> = {
  enabled: true,
  saving_kind: 'free',
  saving_amount: '0',
  loan_multiple: '3',
  loan_cap: '5000',
  interest_method: 'reducing',
  monthly_rate: '1',
  max_term_months: 6,
  guarantors_required: 0,
  approval: 'admin',
};

/**
 * A group of an admin and `members` whose fund lends by `rules`; each member has saved
 * `saved` (recorded by the admin), so the fund holds members × saved. Everyone's registered
 * number is the factories' Kenyan one.
 */
export async function lendingGroup(
  rules: Partial<SavingsRulesInput> = {},
  members = 2,
  saved = '500',
  currency: 'KES' | 'XOF' = 'KES',
) {
  const admin = await makeUser();
  const people = await Promise.all(Array.from({ length: members }, () => makeUser()));
  const group = await makeGroup(admin, {
    currency,
    start_date: new Date().toISOString().slice(0, 10),
  });
  for (const person of people)
    expect((await joinWithCode(person, group.permanent_invitation_code!)).status).toBe(200);
  const set = await api('PUT', `/api/groups/${group.id}/savings-rules`, {
    token: admin.token,
    body: { ...DEFAULT_SAVINGS_RULES, ...LENDING, ...rules },
  });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  for (const person of people) {
    const recorded = await api('POST', `/api/groups/${group.id}/savings`, {
      token: admin.token,
      body: { amount: saved, user_id: person.user.id },
    });
    expect(recorded.status).toBe(201);
  }
  return { admin, people, group };
}

export const totalOf = (amount: string, months: number, rate = '1', method = 'reducing' as const) =>
  loanSchedule({ principal: amount, monthlyRate: rate, months, method }).totalRepayable;

export function apply(
  user: TestUser,
  groupId: string,
  amount: string,
  months = 3,
  guarantors: TestUser[] = [],
  accepted = totalOf(amount, months),
) {
  return api<Answer>('POST', `/api/groups/${groupId}/loans`, {
    token: user.token,
    body: {
      amount,
      term_months: months,
      purpose: 'Stock de tissus pour la boutique',
      guarantor_ids: guarantors.map((g) => g.user.id),
      accepted_total_repayable: accepted,
    },
  });
}

export const act = (user: TestUser, loanId: string, action: string, body?: unknown, key?: string) =>
  api<Answer>('POST', `/api/loans/${loanId}/${action}`, {
    token: user.token,
    body,
    headers: key ? { 'Idempotency-Key': key } : undefined,
  });

export async function fund(user: TestUser, groupId: string) {
  const answer = await api<GroupSavings>('GET', `/api/groups/${groupId}/savings`, {
    token: user.token,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Applied, approved and disbursed: the loan is being repaid. */
export async function activeLoan(
  admin: TestUser,
  borrower: TestUser,
  groupId: string,
  amount: string,
) {
  const applied = await apply(borrower, groupId, amount);
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  expect((await act(admin, applied.body.loan.id, 'approve')).status).toBe(200);
  const disbursed = await act(admin, applied.body.loan.id, 'disburse');
  expect(disbursed.status, JSON.stringify(disbursed.body)).toBe(200);
  return disbursed.body;
}
