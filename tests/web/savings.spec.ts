import { expect, test, type APIRequestContext } from '@playwright/test';
import type { GroupDto, GroupSavings } from '@tontine/contracts';
import { shootAtBothWidths } from '../support/screens.js';
import { apiSignIn, createOnboardedMember, postAs, signedInPage } from './support.js';

test.use({ locale: 'fr-FR' });

/** The group's savings as `token`'s owner reads them. */
async function savingsOf(request: APIRequestContext, token: string, groupId: string) {
  const answer = await request.get(`/api/groups/${groupId}/savings`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as GroupSavings;
}

test('an admin sets up the savings fund, a member declares their saving and the admin validates it into the fund', async ({
  browser,
  request,
}) => {
  const admin = await createOnboardedMember(request, 'Wambui');
  const member = await createOnboardedMember(request, 'Kiprono');
  const { group } = await postAs<{ group: GroupDto }>(request, admin, '/api/groups', {
    name: `Chama Akiba ${Date.now().toString(36)}`,
    description: 'Une tontine qui tient une caisse d’épargne',
    contribution_amount: '1000',
    currency: 'KES',
  });
  await postAs(request, member, '/api/groups/join-with-permanent-code', {
    permanent_code: group.permanent_invitation_code,
  });

  // The member sees no fund while the group keeps none.
  const before = await signedInPage(browser, member, `/groups/${group.id}`);
  await expect(before.getByRole('region', { name: 'Règles du groupe' })).toBeVisible();
  await expect(before.getByRole('heading', { name: 'Mon statut' })).toBeVisible();
  await expect(before.getByRole('region', { name: "Caisse d'épargne" })).toHaveCount(0);
  await before.context().close();

  // The admin sets it up: a fixed saving of 500 each cycle.
  const page = await signedInPage(browser, admin, `/groups/${group.id}`);
  const card = page.getByRole('region', { name: "Caisse d'épargne" });
  await expect(card).toContainText("Ce groupe ne tient pas de caisse d'épargne");
  await shootAtBothWidths(page, test.info(), 'savings-off-admin');
  await card.getByRole('button', { name: 'Mettre en place la caisse' }).click();
  const rules = page.getByRole('dialog', { name: "Règles de la caisse d'épargne" });
  await expect(rules.getByRole('switch', { name: /Tenir une caisse d'épargne/ })).toBeChecked();
  await rules.getByRole('button', { name: 'Enregistrer les règles' }).click();
  await expect(rules.getByText(/supérieur à 0 pour une épargne fixe/)).toBeVisible();
  await rules.getByRole('textbox', { name: 'Épargne de chaque cycle' }).fill('500');
  await shootAtBothWidths(page, test.info(), 'savings-rules');
  await rules.getByRole('button', { name: 'Enregistrer les règles' }).click();
  await expect(page.getByText("Règles de la caisse d'épargne enregistrées")).toBeVisible();
  await expect(rules).toHaveCount(0);
  await expect(card).toContainText(/Épargne fixe de 500,00\sKES par cycle/);

  // The member declares their saving in one tap: it waits for validation.
  const theirs = await signedInPage(browser, member, `/groups/${group.id}`);
  const theirCard = theirs.getByRole('region', { name: "Caisse d'épargne" });
  await expect(theirCard).toContainText('À verser ce cycle');
  // Or in tokens, on the crypto pay page for the saving.
  const inCrypto = theirCard.getByRole('link', { name: 'Payer en crypto' });
  await expect(inCrypto).toHaveAttribute('href', `/crypto-pay/${group.id}?saving=1`);
  await inCrypto.scrollIntoViewIfNeeded();
  await shootAtBothWidths(theirs, test.info(), 'savings-pay-choices');
  await inCrypto.click();
  await expect(theirs.getByRole('heading', { name: 'Verser mon épargne en crypto' })).toBeVisible();
  await shootAtBothWidths(theirs, test.info(), 'savings-crypto-pay');
  await theirs.goBack();
  await theirCard.getByRole('button', { name: 'Verser mon épargne' }).click();
  await expect(theirs.getByText(/déclaré : il attend la validation/)).toBeVisible();
  const declared = theirCard.getByRole('listitem', { name: /Versement du cycle 1/ });
  await expect(declared).toContainText('En attente de validation');
  await expect(theirCard).toContainText('Votre versement du cycle 1 attend la validation.');
  await shootAtBothWidths(theirs, test.info(), 'savings-pending-member');

  // The admin validates it from another visit (the page keeps a read for 30 s): it goes into
  // the fund.
  await page.context().close();
  const later = await signedInPage(browser, admin, `/groups/${group.id}`);
  const row = later
    .getByRole('region', { name: "Caisse d'épargne" })
    .getByRole('listitem', { name: /Kiprono Mwangi, versement du cycle 1/ });
  await expect(row).toContainText('En attente de validation');
  await shootAtBothWidths(later, test.info(), 'savings-pending-admin');
  await row.getByRole('button', { name: 'Valider' }).click();
  await later
    .getByRole('dialog', { name: 'Valider le versement' })
    .getByRole('button', { name: 'Confirmer la validation' })
    .click();
  await expect(row).toContainText('Validé');

  // The member, told live of the validation, sees the fund's balance of 500.
  await expect(declared).toContainText('Validé');
  await expect(
    theirCard.getByText('Solde de la caisse').locator('xpath=following-sibling::*[1]'),
  ).toHaveText(/^500,00\sKES$/);
  await expect(theirCard).toContainText('Votre épargne du cycle 1 est versée.');
  const token = await apiSignIn(request, member);
  const savings = await savingsOf(request, token, group.id);
  expect(savings.fund.balance).toBe('500.00');
  expect(savings.my_savings).toBe('500.00');
  await shootAtBothWidths(theirs, test.info(), 'savings-approved-member');
  await theirs.context().close();
  await later.context().close();
});
