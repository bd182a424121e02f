import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loanSchedule, type GroupDetailDto } from '@tontine/contracts';
import { shootAtBothWidths } from '../support/screens.js';
import {
  apiSignIn,
  createOnboardedMember,
  lendingGroup,
  kes,
  figure,
  postAs,
  signedInPage,
} from './support.js';

test.use({ locale: 'fr-FR' });

type Account = Awaited<ReturnType<typeof createOnboardedMember>>;

/** The group as `account` reads it, with its members. */
async function groupAs(request: APIRequestContext, account: Account, groupId: string) {
  const token = await apiSignIn(request, account);
  const answer = await request.get(`/api/groups/${groupId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as GroupDetailDto;
}

/** Confirms the decision `button` opens, in its dialog, by the dialog's confirmation. */
async function decide(page: Page, button: string, dialogName: string, confirm: string) {
  await page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toHaveCount(0);
}

test('a member borrows from the savings fund: a guarantor accepts, the admin approves, disburses and records the repayments until the loan is closed', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const {
    admin,
    members: [borrower, guarantor],
    group,
  } = await lendingGroup(request, ['Wambui', 'Kiprono', 'Achieng'], {
    label: 'Chama Mikopo',
    guarantors: 1,
  });
  const { members } = await groupAs(request, admin, group.id);
  for (const member of [borrower, guarantor]) {
    const user_id = members?.find((m) => m.username === member.username)?.id;
    expect(user_id).toBeTruthy();
    await postAs(request, admin, `/api/groups/${group.id}/savings`, { amount: '5000', user_id });
  }
  const schedule = loanSchedule({
    principal: '3000',
    monthlyRate: '1',
    months: 3,
    method: 'reducing',
  });
  const [first] = schedule.instalments;

  // The borrower applies for 3 000 over 3 months, and reads the schedule before confirming.
  const theirs = await signedInPage(browser, borrower, `/groups/${group.id}`);
  const card = theirs.getByRole('region', { name: 'Prêts' });
  await expect(figure(card, 'Vous pouvez emprunter')).toHaveText(kes('15000'));
  await card.getByRole('button', { name: 'Demander un prêt' }).click();
  const application = theirs.getByRole('dialog', { name: 'Demander un prêt' });
  await application.getByRole('textbox', { name: 'Montant' }).fill('3000');
  await application.getByRole('textbox', { name: 'Durée (mois)' }).fill('3');
  await application
    .getByRole('textbox', { name: 'Objet du prêt' })
    .fill('Un stock de tissus pour la boutique');
  await application.getByLabel('Garants').first().click();
  await theirs.getByRole('option', { name: guarantor.username }).click();
  await application.getByRole('button', { name: "Voir l'échéancier" }).click();
  await expect(application).toContainText('1 % par mois sur le capital restant dû');
  const table = application.getByRole('table', { name: 'Échéances mensuelles du prêt' });
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('row').nth(1)).toContainText(kes(first!.amount));
  await expect(figure(application, 'Total à rembourser')).toHaveText(kes(schedule.totalRepayable));
  await shootAtBothWidths(theirs, test.info(), 'loans-application');
  await application.getByRole('button', { name: 'Confirmer la demande' }).click();
  await expect(theirs.getByText(/Demande de prêt de 3\s000,00\sKES envoyée/)).toBeVisible();
  const mine = card.getByRole('listitem', { name: /^Prêt de 3\s000,00\sKES/ });
  await expect(mine).toContainText('En attente des garants');
  await expect(card.getByRole('button', { name: 'Demander un prêt' })).toBeDisabled();

  // The guarantor accepts from the group page.
  const theirGuarantor = await signedInPage(browser, guarantor, `/groups/${group.id}`);
  const asked = theirGuarantor
    .getByRole('region', { name: 'Prêts' })
    .getByRole('listitem', { name: /^Kiprono Mwangi, prêt de 3\s000,00\sKES/ });
  await expect(asked).toContainText('Kiprono Mwangi vous demande de garantir ce prêt.');
  await shootAtBothWidths(theirGuarantor, test.info(), 'loans-card-guarantee');
  await asked.getByRole('button', { name: 'Accepter' }).click();
  await theirGuarantor
    .getByRole('dialog', { name: 'Garantir le prêt' })
    .getByRole('button', { name: 'Accepter de garantir' })
    .click();
  await expect(asked).toContainText('Vous garantissez ce prêt.');
  await expect(asked).toContainText("En attente d'approbation");
  await theirGuarantor.context().close();

  // The admin finds it in the loan book, approves and disburses it on its page.
  const page = await signedInPage(browser, admin, `/groups/${group.id}`);
  await page
    .getByRole('region', { name: 'Prêts' })
    .getByRole('link', { name: 'Registre des prêts' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registre des prêts' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Demandes (1)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const booked = page.getByRole('listitem', { name: /^Kiprono Mwangi, prêt de 3\s000,00\sKES/ });
  await expect(booked).toContainText("En attente d'approbation");
  await shootAtBothWidths(page, test.info(), 'loans-book');
  await booked.getByRole('link', { name: /^Voir le prêt/ }).click();
  await expect(page).toHaveURL(/\/loans\/[0-9a-f-]{36}$/);
  const figures = page.getByRole('region', { name: 'Le prêt' });
  await expect(figure(figures, 'Prochaine étape')).toHaveText("En attente d'un administrateur");
  await expect(page.getByRole('list', { name: 'Garants' })).toContainText('A accepté');
  await decide(page, 'Approuver', 'Approuver le prêt', "Confirmer l'approbation");
  await expect(figure(figures, 'Prochaine étape')).toHaveText('À décaisser');
  await decide(page, 'Décaisser', 'Décaisser le prêt', 'Confirmer le décaissement');
  await expect(figure(figures, 'Prochaine étape')).toHaveText('En remboursement');
  await expect(page.getByRole('listitem', { name: /^Échéance 1,/ })).toContainText('À payer');

  // The admin records the first instalment, the amount offered being what it is.
  await page
    .getByRole('region', { name: 'Actions' })
    .getByRole('button', { name: 'Enregistrer un remboursement' })
    .click();
  const repay = page.getByRole('dialog', { name: 'Enregistrer un remboursement' });
  await expect(repay.getByRole('textbox', { name: 'Montant reçu' })).toHaveValue(first!.amount);
  await repay.getByRole('button', { name: 'Enregistrer le remboursement' }).click();
  await expect(page.getByText(/Remboursement de 1\s020,07\sKES enregistré/)).toBeVisible();
  const left = (Number(schedule.totalRepayable) - Number(first!.amount)).toFixed(2);
  await expect(figure(figures, 'Reste à rembourser')).toHaveText(kes(left));
  await expect(page.getByRole('listitem', { name: /^Échéance 1,/ })).toContainText('Payée');
  await expect(page.getByRole('list', { name: 'Remboursements' })).toContainText(
    'Reçu par Wambui Mwangi',
  );
  await shootAtBothWidths(page, test.info(), 'loans-page');

  // The borrower, told live, sees what is left go down on the group page and on the loan's.
  await expect(mine).toContainText('En cours');
  await expect(mine).toContainText(new RegExp(`Reste à rembourser : ${kes(left).source}`));
  await mine.getByRole('link', { name: /^Voir le prêt/ }).click();
  const theirFigures = theirs.getByRole('region', { name: 'Le prêt' });
  await expect(figure(theirFigures, 'Reste à rembourser')).toHaveText(kes(left));
  await expect(theirs.getByRole('region', { name: 'Actions' })).toHaveCount(0);
  await shootAtBothWidths(theirs, test.info(), 'loans-page-borrower');

  // The rest repaid at once closes the loan.
  await page
    .getByRole('region', { name: 'Actions' })
    .getByRole('button', { name: 'Enregistrer un remboursement' })
    .click();
  await repay.getByRole('textbox', { name: 'Montant reçu' }).fill(left);
  await repay.getByRole('button', { name: 'Enregistrer le remboursement' }).click();
  await expect(figure(figures, 'Statut')).toHaveText('Remboursé');
  await expect(page.getByRole('region', { name: 'Actions' })).toHaveCount(0);
  await expect(figure(theirFigures, 'Statut')).toHaveText('Remboursé');
  await expect(figure(theirFigures, 'Reste à rembourser')).toHaveText(kes('0'));
  await page.goto(`/groups/${group.id}/loans?view=closed`);
  await expect(page.getByRole('tab', { name: 'Clôturés (1)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByRole('listitem', { name: /^Kiprono Mwangi, prêt de 3\s000,00\sKES/ }),
  ).toContainText('Remboursé');
  await theirs.context().close();
  await page.context().close();
});
