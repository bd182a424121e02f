import { expect, test } from '@playwright/test';
import {
  SCREEN_WIDTHS,
  expectFitsScreen,
  picture,
  resizeAndSettle,
  shootAtBothWidths,
  takesPictures,
} from '../support/screens.js';
import { adminOnDashboard, apiSignIn, createOnboardedMember, signedInPage } from './support.js';

test.use({ locale: 'fr-FR' });

/** A group's rules: set at creation, changed by its admin, read and accepted by a newcomer. */

test('an admin sets the rules at creation and changes them; a newcomer reads them before joining', async ({
  browser,
  request,
}) => {
  const { admin, page } = await adminOnDashboard(browser, request);
  const dialog = page.getByRole('dialog', { name: /Créer un groupe/ });
  const name = `Chama Sheria ${Date.now().toString(36)}`;
  // The dashboard lays its sections out anew at each width, closing a dialog open over it: the
  // modal is opened at each width to be looked at, then filled at the last.
  for (const screen of SCREEN_WIDTHS) {
    await resizeAndSettle(page, screen);
    await page.getByRole('button', { name: 'Créer un groupe' }).first().click();
    await dialog.getByLabel('Nom du groupe').fill(name);
    await dialog.getByLabel('Description').fill('Une tontine qui applique ses amendes de retard');
    await dialog.getByLabel('Montant de contribution').fill('2000');
    await dialog.getByText('% de la cotisation').click();
    await dialog.getByLabel('Amende de retard').fill('5');
    await dialog.getByLabel("Amende d'un membre déjà payé").fill('2');
    await dialog.getByLabel('Délai de grâce (jours)').fill('2');
    await dialog.getByRole('button', { name: 'Créer le groupe' }).click();
    await expect(
      dialog.getByText(
        "L'amende d'un membre déjà payé doit être au moins égale à l'amende de retard",
      ),
    ).toBeVisible();
    await expectFitsScreen(page);
    const path = test.info().outputPath(`create-group-rules-${screen.width}.png`);
    await dialog.getByText('Règles du groupe', { exact: true }).scrollIntoViewIfNeeded();
    if (takesPictures) {
      await picture(page, path);
      await test.info().attach(`create-group-rules at ${screen.width}px`, {
        path,
        contentType: 'image/png',
      });
    }
    if (screen !== SCREEN_WIDTHS.at(-1)) {
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  }
  await dialog.getByLabel("Amende d'un membre déjà payé").fill('10');
  await dialog.getByRole('button', { name: 'Créer le groupe' }).click();
  await expect(dialog.getByText(`Groupe « ${name} » créé avec succès !`)).toBeVisible();

  const token = await apiSignIn(request, admin);
  const mine = await request.get('/api/groups', { headers: { Authorization: `Bearer ${token}` } });
  const group = ((await mine.json()) as { items: Array<{ id: string; name: string }> }).items.find(
    (g) => g.name === name,
  )!;

  // The group page shows the rules to its admin, who changes them.
  await page.goto(`/groups/${group.id}`);
  const card = page.getByRole('region', { name: 'Règles du groupe' });
  await expect(card).toContainText('5 % de la cotisation');
  await expect(card).toContainText("2 jours après l'échéance");
  await expect(card).toContainText('10 % de la cotisation');
  await card.getByRole('button', { name: 'Modifier les règles' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier les règles du groupe' });
  await edit.getByLabel('Amende de retard').fill('7');
  await edit.getByRole('button', { name: 'Enregistrer les règles' }).click();
  await expect(
    page.getByText("Règles enregistrées : elles s'appliquent à partir du cycle 2"),
  ).toBeVisible();
  // The group started today: its first cycle is under way and keeps the rules it began with,
  // shown first; the new ones follow with the cycle they start from.
  await expect(card).toContainText('En vigueur pour le cycle en cours');
  await expect(card).toContainText('5 % de la cotisation');
  await expect(card).toContainText('Nouvelles règles à partir du cycle 2');
  await expect(card).toContainText('7 % de la cotisation');
  await shootAtBothWidths(page, test.info(), 'group-rules-card');

  // A newcomer reads the rules on the group page and accepts them to join.
  const newcomer = await createOnboardedMember(request, 'Juma');
  const theirs = await signedInPage(browser, newcomer, `/groups/${group.id}`);
  await expect(theirs.getByRole('region', { name: 'Règles du groupe' })).toContainText(
    '7 % de la cotisation',
  );
  await theirs.getByRole('button', { name: 'Rejoindre', exact: true }).click();
  const confirm = theirs.getByRole('dialog', { name: `Rejoindre « ${name} »` });
  await expect(confirm).toContainText('7 % de la cotisation');
  const join = confirm.getByRole('button', { name: 'Rejoindre', exact: true });
  await expect(join).toBeDisabled();
  // On a phone the acceptance's label line, which ticks it, is a 44 px target.
  await theirs.setViewportSize({ width: 390, height: 844 });
  const accept = confirm.locator('label', { hasText: "J'ai lu et j'accepte les règles du groupe" });
  expect((await accept.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await accept.click();
  await expect(
    confirm.getByRole('checkbox', { name: "J'ai lu et j'accepte les règles du groupe" }),
  ).toBeChecked();
  await shootAtBothWidths(theirs, test.info(), 'join-accepting-rules');
  await join.click();
  await expect(theirs.getByText(`Vous avez rejoint « ${name} ».`)).toBeVisible();
});
