import { describe, expect, it } from 'vitest';
import { DEFAULT_SAVINGS_RULES, type SavingsRulesDto } from '@tontine/contracts';
import { countRows } from './support/database.js';
import { joinWithCode, makeGroup, makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';

/** A savings fund with a fixed saving and loans: what a chama's admins set first. */
const FUND = {
  ...DEFAULT_SAVINGS_RULES,
  enabled: true,
  saving_amount: '500',
  loan_multiple: '3',
  loan_cap: '20000',
  monthly_rate: '1.5',
  max_term_months: 12,
  guarantors_required: 2,
  approval: 'treasurer_and_admin',
} as const;

const read = (user: TestUser, groupId: string) =>
  api<SavingsRulesDto & { code?: string }>('GET', `/api/groups/${groupId}/savings-rules`, {
    token: user.token,
  });

const change = (user: TestUser, groupId: string, body: unknown) =>
  api<SavingsRulesDto & { code?: string; detail?: string }>(
    'PUT',
    `/api/groups/${groupId}/savings-rules`,
    { token: user.token, body },
  );

async function groupWithMember() {
  const [admin, member] = await Promise.all([makeUser(), makeUser()]);
  const group = await makeGroup(admin, { currency: 'KES' });
  expect((await joinWithCode(member, group.permanent_invitation_code!)).status).toBe(200);
  return { admin, member, group };
}

describe("a group's savings fund rules", () => {
  it('are off until the admins set them, then every member reads them', async () => {
    const { admin, member, group } = await groupWithMember();
    expect((await read(member, group.id)).body).toEqual({
      ...DEFAULT_SAVINGS_RULES,
      currency: 'KES',
      updated_at: null,
    });
    const set = await change(admin, group.id, FUND);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const expected = {
      ...FUND,
      saving_amount: '500.00',
      loan_cap: '20000.00',
      currency: 'KES',
      updated_at: expect.any(String),
    };
    expect(set.body).toEqual(expected);
    expect((await read(member, group.id)).body).toEqual(expected);
    expect(
      await countRows('audit_entries', "action = 'savings_rules_changed' AND admin_id = ?", [
        admin.user.id,
      ]),
    ).toBe(1);
    // Changed again, they stand as last set.
    const off = await change(admin, group.id, { ...FUND, enabled: false });
    expect(off.body).toMatchObject({ enabled: false, loan_cap: '20000.00' });
    expect(await countRows('group_savings_rules', 'group_id = ?', [group.id])).toBe(1);
  });

  it('are set by its admins only, and read by its members only', async () => {
    const { member, group } = await groupWithMember();
    const byMember = await change(member, group.id, FUND);
    expect(byMember.status).toBe(403);
    expect(byMember.body).toMatchObject({ code: 'GROUP_ADMIN_REQUIRED' });
    const stranger = await makeUser();
    expect((await read(stranger, group.id)).body).toMatchObject({ code: 'NOT_GROUP_MEMBER' });
    expect(await countRows('group_savings_rules', 'group_id = ?', [group.id])).toBe(0);
  });

  it('refuse what a treasurer could not run, with the reason, and change nothing', async () => {
    const { admin, group } = await groupWithMember();
    const noSaving = await change(admin, group.id, { ...FUND, saving_amount: '0' });
    expect(noSaving.status).toBe(400);
    expect(noSaving.body.detail).toBe(
      'Indiquez le montant de l’épargne de chaque cycle, supérieur à 0 pour une épargne fixe',
    );
    const usury = await change(admin, group.id, { ...FUND, monthly_rate: '12' });
    expect(usury.body.detail).toBe('Le taux d’intérêt va de 0 à 10 % par mois');
    expect(await countRows('group_savings_rules', 'group_id = ?', [group.id])).toBe(0);
  });
});
