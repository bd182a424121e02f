import { expect, test, type Page } from '@playwright/test';
import type { GroupDto } from '@tontine/contracts';
import { shootAtBothWidths } from '../support/screens.js';
import { apiSignIn, createOnboardedMember, postAs, signedInPage } from './support.js';

test.use({ locale: 'fr-FR' });

async function openRotation(page: Page, groupId: string) {
  await page.goto(`/groups/${groupId}`);
  await page.getByRole('tab', { name: 'Ordre de passage' }).click();
  return page.getByRole('tabpanel', { name: 'Ordre de passage' });
}

test('a member proposes a turn swap, the other accepts and the admin approves: the order changes', async ({
  browser,
  request,
}) => {
  const admin = await createOnboardedMember(request, 'Wambui');
  const amina = await createOnboardedMember(request, 'Amina');
  const baraka = await createOnboardedMember(request, 'Baraka');
  // Due today: the queue is written at its first read, the admin first, then in join order.
  const { group } = await postAs<{ group: GroupDto }>(request, admin, '/api/groups', {
    name: `Chama Zamu ${Date.now().toString(36)}`,
    description: 'Une tontine où les tours se négocient',
    contribution_amount: '500',
    currency: 'KES',
    start_date: new Date().toISOString().slice(0, 10),
  });
  for (const member of [amina, baraka])
    await postAs(request, member, '/api/groups/join-with-permanent-code', {
      permanent_code: group.permanent_invitation_code,
    });
  const rotation = await request.get(`/api/groups/${group.id}/rotation`, {
    headers: { Authorization: `Bearer ${await apiSignIn(request, admin)}` },
  });
  expect(rotation.status()).toBe(200);

  // Amina (cycle 2) offers her turn to Baraka (cycle 3).
  const hers = await signedInPage(browser, amina);
  const panel = await openRotation(hers, group.id);
  await panel
    .getByRole('button', { name: 'Proposer un échange de tour à Baraka Mwangi (cycle 3)' })
    .click();
  const propose = hers.getByRole('dialog', { name: 'Proposer un échange de tour' });
  await expect(propose).toContainText(
    'Échanger votre tour (cycle 2) contre celui de Baraka Mwangi (cycle 3) ?',
  );
  await propose.getByRole('button', { name: "Proposer l'échange" }).click();
  await expect(panel.getByText('En attente de la réponse de Baraka Mwangi')).toBeVisible();
  await shootAtBothWidths(hers, test.info(), 'turn-swap-proposed');

  // Baraka accepts.
  const his = await signedInPage(browser, baraka);
  const hisPanel = await openRotation(his, group.id);
  await hisPanel.getByRole('button', { name: 'Accepter' }).click();
  await his
    .getByRole('dialog', { name: "Accepter l'échange" })
    .getByRole('button', { name: "Accepter l'échange" })
    .click();
  await expect(hisPanel.getByText("En attente de l'approbation d'un administrateur")).toBeVisible();

  // The admin approves: Baraka now receives in cycle 2, Amina in cycle 3.
  const page = await signedInPage(browser, admin);
  const adminPanel = await openRotation(page, group.id);
  await adminPanel.getByRole('button', { name: 'Approuver' }).click();
  await page
    .getByRole('dialog', { name: "Approuver l'échange" })
    .getByRole('button', { name: "Approuver l'échange" })
    .click();
  await expect(page.getByText("Échange approuvé : l'ordre de passage est modifié")).toBeVisible();
  const rows = adminPanel.getByRole('row');
  await expect(rows.filter({ hasText: 'Baraka Mwangi' }).first()).toContainText('2');
  await expect(rows.filter({ hasText: 'Amina Mwangi' }).first()).toContainText('3');
  await shootAtBothWidths(page, test.info(), 'turn-swap-approved');
});
