import { expect, test, type APIRequestContext } from '@playwright/test';
import type { CreateGroupRequest, GroupDto } from '@tontine/contracts';
import { shootAtBothWidths } from '../support/screens.js';
import { isoDateFromToday } from '../support/dates.js';
import { apiSignIn, createOnboardedMember, signedInPage } from './support.js';

test.use({ locale: 'fr-FR' });

type Account = Awaited<ReturnType<typeof createOnboardedMember>>;

async function call<T>(
  request: APIRequestContext,
  account: Account,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const token = await apiSignIn(request, account);
  const answer = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return (await answer.json()) as T;
}

/** A group started yesterday (its queue written), the member joined. */
async function startedGroupWith(
  request: APIRequestContext,
  admin: Account,
  members: Account[],
  body: Partial<CreateGroupRequest> = {},
): Promise<GroupDto> {
  const { group } = await call<{ group: GroupDto }>(request, admin, 'POST', '/api/groups', {
    name: `Chama ${Date.now().toString(36)}`,
    description: 'Épargne entre voisins du marché',
    contribution_amount: '2000',
    currency: 'KES',
    max_members: 10,
    start_date: isoDateFromToday(-1),
    ...body,
  });
  for (const member of members) {
    await call(request, member, 'POST', '/api/groups/join-with-permanent-code', {
      permanent_code: group.permanent_invitation_code,
    });
  }
  return group;
}

test('cash chosen on /payments is recorded there, and Mon statut then shows it pending', async ({
  browser,
  request,
}) => {
  const [admin, member] = await Promise.all([
    createOnboardedMember(request, 'Wanjiru'),
    createOnboardedMember(request, 'Kiprop'),
  ]);
  const group = await startedGroupWith(request, admin, [member]);
  const page = await signedInPage(browser, member);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/payments');
  await page.getByRole('button', { name: `Payer pour ${group.name}` }).click();
  const choice = page.getByRole('dialog');
  // Only what the server offers: its configured tokens and network, no Bitcoin.
  await expect(choice.getByRole('link', { name: /^Crypto \(USDT, USDC\)/ })).toBeVisible();
  await expect(choice).not.toContainText('Bitcoin');
  await shootAtBothWidths(page, test.info(), 'payments-choice');
  await choice.getByRole('button', { name: /^Espèces/ }).click();

  const confirm = page.getByRole('dialog', { name: 'Paiement en espèces' });
  await expect(confirm.getByRole('textbox', { name: 'Montant (KES)' })).toHaveValue('2000.00');
  await confirm.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(
    page.getByText("Paiement enregistré ! L'admin va valider votre contribution."),
  ).toBeVisible();
  // Recorded here: nothing is left to pay, and it waits for the admin.
  await expect(page.getByText('Rien à payer pour le moment.')).toBeVisible();
  await expect(page).toHaveURL(/\/payments$/);

  await page.goto(`/groups/${group.id}?tab=payments`);
  const status = page.getByRole('heading', { name: 'Mon statut' }).locator('..');
  await expect(status).toContainText(/0,00\sKES sur 2\s000,00\sKES/);
  await expect(status).toContainText(/2\s000,00\sKES en attente de validation/);
  const pay = status.getByRole('button', { name: 'Effectuer un paiement' });
  await expect(pay).toBeDisabled();
  await expect(status.getByText('Paiement en attente de validation')).toBeVisible();
  await shootAtBothWidths(page, test.info(), 'group-payment-pending');
});

test('the admin changes the method and arranges the order of a group already started', async ({
  browser,
  request,
}) => {
  const [admin, first, second] = await Promise.all([
    createOnboardedMember(request, 'Achieng'),
    createOnboardedMember(request, 'Baraka'),
    createOnboardedMember(request, 'Chausiku'),
  ]);
  const group = await startedGroupWith(request, admin, [first, second]);
  const page = await signedInPage(browser, admin);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/groups/${group.id}`);
  await page.getByRole('tab', { name: 'Ordre de passage' }).click();

  const panel = page.getByRole('region', { name: "Arranger l'ordre de passage" });
  await expect(panel).toContainText(
    /jusqu'au premier versement de la cagnotte \(cycle 1, prévu le .+\) ; ensuite, l'ordre est verrouillé\./,
  );
  await panel.getByRole('combobox', { name: 'Méthode' }).click();
  await page.getByRole('option', { name: "Fixé par l'administrateur" }).click();
  await panel.getByRole('button', { name: 'Appliquer la méthode' }).click();
  await expect(page.getByText("Méthode de l'ordre de passage modifiée")).toBeVisible();

  await panel.getByRole('button', { name: 'Monter Chausiku Mwangi' }).click();
  await panel.getByRole('button', { name: 'Monter Chausiku Mwangi' }).click();
  await panel.getByRole('button', { name: "Enregistrer l'ordre" }).click();
  await expect(page.getByText('Ordre de passage enregistré')).toBeVisible();
  const cycles = page.getByRole('table');
  await expect(cycles.getByRole('row').nth(1)).toContainText('Chausiku Mwangi');
  await shootAtBothWidths(page, test.info(), 'rotation-arrange');
});
