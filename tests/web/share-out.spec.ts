import { expect, test } from '@playwright/test';
import {
  loanSchedule,
  type GroupDetailDto,
  type LoanDetail,
  type ShareOutPreview,
} from '@tontine/contracts';
import { shootAtBothWidths } from '../support/screens.js';
import {
  getAs,
  createOnboardedMember,
  lendingGroup,
  kes,
  figure,
  postAs,
  signedInPage,
} from './support.js';

test.use({ locale: 'fr-FR' });

type Account = Awaited<ReturnType<typeof createOnboardedMember>>;

test('at the end of the year a member reads what they will receive from the savings fund, and the admin shares it out', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const {
    admin,
    members: [borrower, saver],
    group,
  } = await lendingGroup(request, ['Wambui', 'Kiprono', 'Achieng'], {
    label: 'Chama Mgawanyo',
    guarantors: 0,
  });
  const { members } = await getAs<GroupDetailDto>(request, admin, `/api/groups/${group.id}`);
  const idOf = (account: Account) => {
    const id = members?.find((m) => m.username === account.username)?.id;
    expect(id).toBeTruthy();
    return id!;
  };
  await postAs(request, admin, `/api/groups/${group.id}/savings`, {
    amount: '6000',
    user_id: idOf(borrower),
  });
  await postAs(request, admin, `/api/groups/${group.id}/savings`, {
    amount: '4000',
    user_id: idOf(saver),
  });

  // The borrower takes 3 000 over 3 months and repays it all: the fund earns its interest.
  const schedule = loanSchedule({
    principal: '3000',
    monthlyRate: '1',
    months: 3,
    method: 'reducing',
  });
  const { loan } = await postAs<LoanDetail>(request, borrower, `/api/groups/${group.id}/loans`, {
    amount: '3000',
    term_months: 3,
    purpose: 'Un stock de tissus pour la boutique',
    guarantor_ids: [],
    accepted_total_repayable: schedule.totalRepayable,
  });
  await postAs(request, admin, `/api/loans/${loan.id}/approve`);
  await postAs(request, admin, `/api/loans/${loan.id}/disburse`);
  await postAs(request, admin, `/api/loans/${loan.id}/repayments`, {
    amount: loan.total_repayable,
  });

  // What the server works out: the savings back whole, the interest shared 6 to 4.
  const preview = await getAs<ShareOutPreview>(
    request,
    borrower,
    `/api/groups/${group.id}/share-out`,
  );
  expect(preview.blocked).toBeNull();
  expect(preview.can_confirm).toBe(false);
  expect(preview.profit).toBe(schedule.totalInterest);
  const theirLine = preview.lines.find((line) => line.user_name === borrower.username)!;
  expect(theirLine.savings).toBe('6000.00');
  expect(Number(theirLine.profit)).toBeGreaterThan(0);

  // The borrower reads their line, and cannot confirm.
  const theirs = await signedInPage(browser, borrower, `/groups/${group.id}`);
  const theirCard = theirs.getByRole('region', { name: "Caisse d'épargne" });
  await theirCard.getByRole('button', { name: 'Partage de la caisse' }).click();
  const theirPreview = theirs.getByRole('dialog', { name: 'Partage de la caisse' });
  await expect(figure(theirPreview, 'À partager')).toHaveText(kes(preview.balance));
  await expect(figure(theirPreview, 'Gains à partager')).toHaveText(kes(schedule.totalInterest));
  const rows = theirPreview
    .getByRole('list', { name: 'Part de chaque membre' })
    .getByRole('listitem');
  await expect(rows).toHaveCount(2);
  const mine = rows.first();
  await expect(mine).toHaveAccessibleName(
    new RegExp(`^Kiprono Mwangi, ${kes(theirLine.total).source} au total$`),
  );
  await expect(mine).toContainText('Vous');
  await expect(figure(mine, 'Épargne rendue')).toHaveText(kes('6000'));
  await expect(figure(mine, 'Part des gains')).toHaveText(kes(theirLine.profit));
  await expect(figure(mine, 'Total')).toHaveText(kes(theirLine.total));
  await expect(theirPreview.getByRole('button', { name: 'Confirmer le partage' })).toHaveCount(0);
  await shootAtBothWidths(theirs, test.info(), 'share-out-preview-member');
  await theirPreview.getByRole('button', { name: 'Fermer' }).click();
  await expect(theirPreview).toHaveCount(0);
  await theirs.context().close();

  // The admin confirms it after reading what it does.
  const page = await signedInPage(browser, admin, `/groups/${group.id}`);
  const card = page.getByRole('region', { name: "Caisse d'épargne" });
  await expect(figure(card, 'Solde de la caisse')).toHaveText(kes(preview.balance));
  await card.getByRole('button', { name: 'Partage de la caisse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Partage de la caisse' });
  await expect(dialog.getByRole('list', { name: 'Part de chaque membre' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmer le partage' }).click();
  await expect(dialog).toContainText(
    new RegExp(
      `Chaque membre reçoit son total en espèces, ${kes(preview.balance).source} en tout\\. ` +
        'La caisse repart ensuite de zéro',
    ),
  );
  await shootAtBothWidths(page, test.info(), 'share-out-confirmation-admin');
  await dialog.getByRole('button', { name: 'Partager la caisse' }).click();
  await expect(
    page.getByText(
      new RegExp(`Caisse partagée : ${kes(preview.balance).source} remis aux membres`),
    ),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(figure(card, 'Solde de la caisse')).toHaveText(/^0,00\sKES$/);
  await expect(figure(card, 'Déjà partagé')).toHaveText(kes(preview.balance));

  // Opened again, it names the share-out and has nothing left to share.
  await card.getByRole('button', { name: 'Partage de la caisse' }).click();
  await expect(dialog.getByText(/^Dernier partage le /)).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('La caisse ne détient rien à partager.');
  await expect(dialog.getByRole('button', { name: 'Confirmer le partage' })).toHaveCount(0);
  const after = await getAs<ShareOutPreview>(request, admin, `/api/groups/${group.id}/share-out`);
  expect(after.balance).toBe('0.00');
  expect(after.last_share_out_at).not.toBeNull();
  await page.context().close();
});
