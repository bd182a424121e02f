import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ContributionDto, CreateGroupRequest, GroupDto } from '@tontine/contracts';
import { shootAtBothWidths } from '../support/screens.js';
import { apiSignIn, createOnboardedMember, signedInPage } from './support.js';

test.use({ locale: 'fr-FR' });

/** No dead ends: a non-member's group page and the buttons that could only fail. */

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

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

async function createGroup(
  request: APIRequestContext,
  admin: Account,
  body: Partial<CreateGroupRequest>,
): Promise<GroupDto> {
  const answer = await call<{ group: GroupDto }>(request, admin, 'POST', '/api/groups', {
    name: `Chama ${Date.now().toString(36)}`,
    description: 'Épargne entre voisins du marché',
    contribution_amount: '500',
    currency: 'KES',
    max_members: 10,
    ...body,
  });
  return answer.group;
}

test("a non-member's group page: the way in, and what they cannot do yet, said", async ({
  browser,
  request,
}) => {
  const [admin, visitor, filler] = await Promise.all([
    createOnboardedMember(request, 'Amina'),
    createOnboardedMember(request, 'Baraka'),
    createOnboardedMember(request, 'Chausiku'),
  ]);
  const [open, full, closed] = await Promise.all([
    createGroup(request, admin, { is_public: true }),
    createGroup(request, admin, { is_public: true, max_members: 2 }),
    createGroup(request, admin, { is_public: false }),
  ]);
  await call(request, filler, 'POST', '/api/groups/join-with-permanent-code', {
    permanent_code: full.permanent_invitation_code,
  });
  const page = await signedInPage(browser, visitor);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Explore: the filters start open-ended, the maximum says so, and the open group shows.
  await page.goto('/explore');
  await page.getByRole('button', { name: 'Filtres', exact: true }).click();
  await expect(page.getByText('Contribution maximum : sans limite')).toBeVisible();
  await shootAtBothWidths(page, test.info(), 'explore-filters');

  // A public group: Rejoindre; the chat and the payment disabled with the reason.
  await page.goto(`/groups/${open.id}`);
  const join = page.getByRole('button', { name: 'Rejoindre', exact: true });
  await expect(join).toBeEnabled();
  // The header and the Quick Actions card both offer it.
  const chat = page.getByRole('button', { name: 'Rejoindre le chat' }).first();
  await expect(chat).toBeDisabled();
  await expect(
    page.getByText('Vous devez être membre du groupe pour accéder au chat').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Effectuer un paiement' }).first()).toBeDisabled();
  await expect(
    page.getByText('Seuls les membres du groupe peuvent effectuer des paiements').first(),
  ).toBeVisible();
  await shootAtBothWidths(page, test.info(), 'group-non-member');
  await join.click();
  // The rules first, read and accepted in the dialog the button opens.
  const confirm = page.getByRole('dialog', { name: `Rejoindre « ${open.name} »` });
  await expect(confirm.getByText('Règles du groupe', { exact: true })).toBeVisible();
  await confirm
    .getByRole('checkbox', { name: "J'ai lu et j'accepte les règles du groupe" })
    .check();
  await confirm.getByRole('button', { name: 'Rejoindre', exact: true }).click();
  // Now a member: the chat opens to them and the payments tab appears.
  await expect(page.getByRole('button', { name: 'Rejoindre le chat' }).first()).toBeEnabled();
  await expect(page.getByRole('tab', { name: 'Paiements' })).toBeVisible();

  // A full group: Rejoindre can only fail, so it is disabled and says why.
  await page.goto(`/groups/${full.id}`);
  await expect(page.getByRole('button', { name: 'Rejoindre', exact: true })).toBeDisabled();
  await expect(page.getByText('Ce groupe a atteint sa capacité maximale')).toBeVisible();
  await shootAtBothWidths(page, test.info(), 'group-full');

  // A private group: 'Demander l'adhésion', then the request waiting.
  await page.goto(`/groups/${closed.id}`);
  await page.getByRole('button', { name: "Demander l'adhésion" }).click();
  const dialog = page.getByRole('dialog', { name: "Demander l'adhésion" });
  await dialog
    .getByRole('textbox', { name: /Message de motivation/ })
    .fill('Je vends des tissus au marché et je veux épargner avec vous.');
  await dialog.getByRole('checkbox', { name: "J'ai lu et j'accepte les règles du groupe" }).check();
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText("Demande en attente de réponse de l'administrateur")).toBeVisible();
  await expect(page.getByRole('button', { name: "Demander l'adhésion" })).toHaveCount(0);
  await shootAtBothWidths(page, test.info(), 'group-request-pending');
});

test("Effectuer un paiement is disabled with 'Cycle déjà payé' once the cycle is paid", async ({
  browser,
  request,
}) => {
  const [admin, member] = await Promise.all([
    createOnboardedMember(request, 'Amina'),
    createOnboardedMember(request, 'Baraka'),
  ]);
  const group = await createGroup(request, admin, {
    contribution_amount: '500.50',
    start_date: yesterday(),
  });
  await call(request, member, 'POST', '/api/groups/join-with-permanent-code', {
    permanent_code: group.permanent_invitation_code,
  });
  const query = new URLSearchParams({ group_id: group.id, amount: '500.50' });
  const recorded = await call<{ contribution: ContributionDto }>(
    request,
    member,
    'POST',
    `/api/contributions/cash/record?${query}`,
  );
  await call(request, admin, 'POST', `/api/contributions/${recorded.contribution.id}/approve`);

  const page = await signedInPage(browser, member);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/groups/${group.id}?tab=payments`);
  const status = page.getByRole('heading', { name: 'Mon statut' }).locator('..');
  // The amount with its minor digits, from the one formatter.
  await expect(status).toContainText('500,50 KES sur 500,50 KES');
  const pay = page.getByRole('button', { name: 'Effectuer un paiement' }).first();
  await expect(pay).toBeDisabled();
  await expect(page.getByText('Cycle déjà payé').first()).toBeVisible();
  await shootAtBothWidths(page, test.info(), 'group-cycle-paid');
});
