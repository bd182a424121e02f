import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  loanSchedule,
  type GroupDetailDto,
  type GroupDto,
  type LoanDetail,
} from '@tontine/contracts';
import { shootAtBothWidths } from '../support/screens.js';
import {
  createOnboardedMember,
  getAs,
  lendingGroup,
  postAs,
  putAs,
  signedInPage,
} from './support.js';

/**
 * A saving paid with M-Pesa against the e2e server's Daraja stand-in (scripts/e2e-server.mjs),
 * which settles each push as a member entering their PIN would and calls the API back: the
 * member pushes their fixed saving from the group page and sees it in the fund with Safaricom's
 * receipt, no treasurer involved; a treasurer sends an approved loan to the borrower's phone; a
 * borrower repays part of their loan from the loan's page.
 */
test.use({ locale: 'fr-FR' });

test('a member pays their fixed saving with M-Pesa and sees it approved with its receipt', async ({
  browser,
  request,
}, testInfo) => {
  const admin = await createOnboardedMember(request, 'Kamau');
  const member = await createOnboardedMember(request, 'Njeri');
  const { group } = await postAs<{ group: GroupDto }>(request, admin, '/api/groups', {
    name: `Chama Akiba ${Date.now().toString(36)}`,
    description: 'Une caisse d’épargne payée par M-Pesa',
    contribution_amount: '1000',
    currency: 'KES',
  });
  await postAs(request, member, '/api/groups/join-with-permanent-code', {
    permanent_code: group.permanent_invitation_code,
  });
  await putAs(request, admin, `/api/groups/${group.id}/savings-rules`, {
    enabled: true,
    saving_kind: 'fixed',
    saving_amount: '500',
    loan_multiple: '3',
    loan_cap: '50000',
    interest_method: 'reducing',
    monthly_rate: '1',
    max_term_months: 12,
    guarantors_required: 0,
    approval: 'admin',
  });

  const page = await signedInPage(browser, member);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/groups/${group.id}`);
  const card = page.getByRole('region', { name: "Caisse d'épargne" });
  await expect(card.getByRole('button', { name: 'Verser mon épargne' })).toBeVisible();
  // Registered without a phone number: the member types the one M-Pesa will ask.
  const phone = card.getByRole('textbox', { name: /Numéro M-Pesa/ });
  await phone.fill(`07${String(Date.now()).slice(-8)}`);
  await card.scrollIntoViewIfNeeded();
  await shootAtBothWidths(page, testInfo, 'savings-mpesa-pay');
  await card.getByRole('button', { name: 'Payer par M-Pesa' }).click();

  await expect(card.getByText('Vérifiez votre téléphone')).toBeVisible();
  await shootAtBothWidths(page, testInfo, 'savings-mpesa-check-phone');
  await expect(card.getByText('Paiement reçu')).toBeVisible({ timeout: 20_000 });
  await expect(
    card.getByText(
      /reçus par M-Pesa, reçu [A-Z0-9]{10}\. Votre épargne est versée dans la caisse\./,
    ),
  ).toBeVisible();

  // The saving is in the fund on Safaricom's receipt, without a treasurer.
  const saving = card.getByRole('listitem', { name: /^Versement du cycle 1/ });
  await expect(saving.getByText('Validé', { exact: true })).toBeVisible();
  await expect(saving.getByText('M-Pesa · reçu')).toBeVisible();
  await expect(saving.getByText(/^[A-Z0-9]{10}$/)).toBeVisible();
  await expect(card.getByText('Votre épargne du cycle 1 est versée.')).toBeVisible();
  await shootAtBothWidths(page, testInfo, 'savings-mpesa-paid');
  await page.context().close();
});

/** Wanjiru's loan of 1 000 KES over two months, approved by Kamau, who recorded her 2 000 saved. */
async function approvedLoan(request: APIRequestContext, label: string) {
  const {
    admin,
    members: [borrower],
    group,
  } = await lendingGroup(request, ['Kamau', 'Wanjiru'], { label, guarantors: 0 });
  const { members } = await getAs<GroupDetailDto>(request, admin, `/api/groups/${group.id}`);
  const borrowerId = members!.find((m) => m.username === borrower!.username)!.id;
  await postAs(request, admin, `/api/groups/${group.id}/savings`, {
    amount: '2000',
    user_id: borrowerId,
  });
  const terms = { principal: '1000', monthlyRate: '1', months: 2, method: 'reducing' } as const;
  const { loan } = await postAs<LoanDetail>(request, borrower!, `/api/groups/${group.id}/loans`, {
    amount: terms.principal,
    term_months: terms.months,
    purpose: 'Mbegu za mahindi',
    guarantor_ids: [],
    accepted_total_repayable: loanSchedule(terms).totalRepayable,
  });
  await postAs(request, admin, `/api/loans/${loan.id}/approve`, {});
  return { admin, borrower: borrower!, loan };
}

test('a treasurer sends an approved loan by M-Pesa and sees it disbursed with its receipt', async ({
  browser,
  request,
}, testInfo) => {
  const { admin, loan } = await approvedLoan(request, 'Chama Tuma');
  const page = await signedInPage(browser, admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/loans/${loan.id}`);
  await page.getByRole('button', { name: 'Envoyer par M-Pesa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Envoyer le prêt par M-Pesa' });
  await expect(dialog.getByText(/^1.000,00.KES$/)).toBeVisible();
  // The borrower registered no phone: the treasurer types the number M-Pesa pays.
  const phone = dialog.getByRole('textbox', { name: "Numéro M-Pesa de l'emprunteur" });
  await expect(phone).toHaveValue('');
  await phone.fill(`07${String(Date.now()).slice(-8)}`);
  await shootAtBothWidths(page, testInfo, 'loan-mpesa-send-confirm');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog).toBeHidden();

  // The stand-in pays as Safaricom would; the server confirms it and the loan is active.
  await expect(page.getByText(/^Décaissé le .* par M-Pesa, reçu [A-Z0-9]{10}$/)).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('En cours', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /M-Pesa/ })).toHaveCount(0);
  await shootAtBothWidths(page, testInfo, 'loan-mpesa-sent');
  await page.context().close();
});

test('a borrower repays part of their loan with M-Pesa and sees it applied, interest first', async ({
  browser,
  request,
}, testInfo) => {
  const { admin, borrower, loan } = await approvedLoan(request, 'Chama Mkopo');
  await postAs(request, admin, `/api/loans/${loan.id}/disburse`, {});

  const page = await signedInPage(browser, borrower);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/loans/${loan.id}`);
  const repay = page.getByRole('region', { name: 'Rembourser par M-Pesa' });
  await repay.getByRole('textbox', { name: 'Montant à rembourser' }).fill('100');
  await repay
    .getByRole('textbox', { name: /Numéro M-Pesa/ })
    .fill(`07${String(Date.now()).slice(-8)}`);
  await shootAtBothWidths(page, testInfo, 'loan-mpesa-repay');
  await repay.getByRole('button', { name: 'Rembourser par M-Pesa' }).click();
  await expect(repay.getByText('Paiement reçu')).toBeVisible({ timeout: 20_000 });

  // Applied on Safaricom's receipt: the month's interest of 10 first, then 90 of principal.
  const repaid = page
    .getByRole('list', { name: 'Remboursements' })
    .getByRole('listitem', { name: /^Remboursement de 100,00\sKES/ });
  await expect(repaid.getByText('M-Pesa · reçu')).toBeVisible();
  await expect(repaid.getByText(/^Payé par Wanjiru/)).toBeVisible();
  await expect(repaid.getByText(/Intérêts 10,00\sKES/i)).toBeVisible();
  await shootAtBothWidths(page, testInfo, 'loan-mpesa-repaid');
  await page.context().close();
});
