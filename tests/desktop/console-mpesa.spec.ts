import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  type AuthResponse,
  type ContributionDto,
  type ConsoleMpesaPaybillRow,
  type ConsolePage,
  type GroupDto,
  type MpesaAccountDto,
} from '@tontine/contracts';
import { openTab, signInToConsole } from '../support/console.js';
import { failOnPageProblems } from '../support/page-problems.js';
import { installDesktopBridge } from './bridge.js';
import { apiUrl, bridgeOptions } from './bridge-options.js';

/**
 * The suspense queue of the M-Pesa section, in the desktop renderer against the real API: a
 * customer pays the paybill with an account number that names nobody (through the e2e
 * server's Daraja stand-in, as from the M-Pesa menu); the operator assigns it to the member
 * the payer meant, and the member's due is paid.
 */
failOnPageProblems();

test.beforeEach(async ({ page }) => {
  await page.addInitScript(installDesktopBridge, bridgeOptions);
});

/** The Daraja stand-in the e2e server started (E2E_DARAJA_FILE, set by the config). */
function darajaUrl(): string {
  const file = process.env.E2E_DARAJA_FILE;
  if (!file) throw new Error('E2E_DARAJA_FILE is not set: run through playwright.config.ts');
  return (JSON.parse(readFileSync(file, 'utf8')) as { url: string }).url;
}

async function signIn(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post(`${apiUrl}/api/auth/login`, { data: account });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as AuthResponse).access_token;
}

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(`${apiUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A member's KES group, 1,500 KES due for cycle 1, and their account number for it. */
async function memberOwing(request: APIRequestContext) {
  const admin = await signIn(request, DEMO_ACCOUNTS.admin);
  const login = await request.post(`${apiUrl}/api/auth/login`, { data: DEMO_ACCOUNTS.member });
  const { access_token: member, user } = (await login.json()) as AuthResponse;
  const { group } = await call<{ group: GroupDto }>(request, admin, 'POST', '/api/groups', {
    name: `Chama Paybill ${Date.now()}`,
    description: 'Cotisations au Paybill',
    contribution_amount: '1500.00',
    currency: 'KES',
    is_public: false,
    start_date: new Date().toISOString().slice(0, 10),
    beneficiary_contributes: true,
  });
  await call(request, member, 'POST', '/api/groups/join-with-permanent-code', {
    permanent_code: group.permanent_invitation_code,
  });
  const account = await call<MpesaAccountDto>(
    request,
    member,
    'GET',
    `/api/groups/${group.id}/mpesa`,
  );
  return { group, memberId: user.id, account };
}

test('an operator assigns a suspense paybill payment to the member the payer meant', async ({
  page,
  request,
}) => {
  const { group, memberId, account } = await memberOwing(request);
  // The payer mistyped the last digit: the check digit names nobody.
  const last = Number(account.account_reference.at(-1));
  const mistyped = `${account.account_reference.slice(0, 8)}${(last + 1) % 10}`;
  const paid = await request.post(`${darajaUrl()}/__stand-in/c2b/pay`, {
    data: { phone: '254712000111', amount: 1500, bill_ref_number: mistyped, first_name: 'Juma' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const receipt = ((await paid.json()) as { trans_id: string }).trans_id;

  // Held in suspense once Safaricom's Transaction Status confirms the receipt.
  const operator = await signIn(request, DEMO_ACCOUNTS.superAdmin);
  await expect
    .poll(
      async () =>
        (
          await call<ConsolePage<ConsoleMpesaPaybillRow>>(
            request,
            operator,
            'GET',
            '/api/superadmin/mpesa/paybill?status=suspense&limit=100',
          )
        ).items.some((p) => p.receipt_number === receipt),
      { timeout: 20_000 },
    )
    .toBe(true);

  await page.goto('/');
  await signInToConsole(page, DEMO_ACCOUNTS.superAdmin);
  await openTab(page, 'Paiements');
  await page.getByRole('radiogroup').getByText('M-Pesa', { exact: true }).click();
  const queue = page.getByRole('table', { name: 'Paiements Paybill' });
  const row = queue.getByRole('row').filter({ hasText: receipt });
  await expect(row).toContainText(mistyped);
  await expect(row).toContainText('Numéro de compte inconnu');
  await row.getByRole('button', { name: `Attribuer ${receipt}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Attribuer ce paiement ?' });
  await dialog
    .getByRole('textbox', { name: /Numéro de compte voulu par le payeur/ })
    .fill(account.account_reference);
  await dialog.getByRole('textbox', { name: /Note/ }).fill('Dernier chiffre mal saisi');
  await dialog.getByRole('button', { name: 'Attribuer' }).click();
  await expect(page.getByText(`Paiement ${receipt} attribué`)).toBeVisible();
  await expect(queue.getByRole('row').filter({ hasText: receipt })).toHaveCount(0);

  // The member's due for the cycle is paid, without the group admin's validation.
  const admin = await signIn(request, DEMO_ACCOUNTS.admin);
  const contributions = await call<ContributionDto[]>(
    request,
    admin,
    'GET',
    `/api/groups/${group.id}/contributions`,
  );
  expect(contributions).toContainEqual(
    expect.objectContaining({
      user_id: memberId,
      amount: '1500.00',
      method: 'mobile_money',
      status: 'approved',
    }),
  );
});
