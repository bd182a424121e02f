import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '@tontine/contracts';
import { createOnboardedMember, setMaintenance, signInThroughUi } from './support.js';

test.use({ locale: 'fr-FR' });

test.afterEach(async ({ request }) => {
  // Never leave the shared server in maintenance, whatever happened in the test.
  await setMaintenance(request, false);
});

test('a signed-in member sees the maintenance page while it is on, then the app again', async ({
  page,
  request,
}) => {
  const member = await createOnboardedMember(request);
  await page.clock.install();
  await page.goto('/login');
  await signInThroughUi(page, member.email, member.password);
  await expect(page.getByRole('heading', { name: `Karibu, ${member.username}` })).toBeVisible();

  await setMaintenance(request, true, {
    message: 'Migration de la base de données',
    estimated_time: '20 minutes',
  });
  // The status is polled every 30 s.
  await page.clock.fastForward('00:31');
  await expect(page.getByRole('heading', { name: 'Tontine est en maintenance' })).toBeVisible();
  await expect(page.getByText('Migration de la base de données')).toBeVisible();
  await expect(page.getByText('20 minutes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vérifier le statut' })).toBeVisible();

  await setMaintenance(request, false);
  await page.clock.fastForward('00:31');
  await expect(page.getByRole('heading', { name: `Karibu, ${member.username}` })).toBeVisible();
});

test('the maintenance page takes an e-mail to notify at the reopening', async ({
  page,
  request,
}) => {
  await setMaintenance(request, true, {
    message: 'Nouvelle version',
    estimated_time: '10 minutes',
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Tontine est en maintenance' })).toBeVisible();
  await expect(page.getByText('Nouvelle version')).toBeVisible();

  await page.getByRole('button', { name: 'M’avertir' }).click();
  await expect(page.getByText('Veuillez entrer une adresse email valide')).toBeVisible();
  await page.getByLabel('Adresse email').fill('pas-un-email');
  await page.getByRole('button', { name: 'M’avertir' }).click();
  await expect(page.getByText("Format d'email invalide")).toBeVisible();
  await page.getByLabel('Adresse email').fill('wanjiru@example.org');
  await page.getByRole('button', { name: 'M’avertir' }).click();
  await expect(page.getByText('Merci ! Vous recevrez un email dès la réouverture.')).toBeVisible();
});

test('a super admin switches maintenance on and off from the Administration block', async ({
  page,
}) => {
  await page.goto('/login');
  await signInThroughUi(page, DEMO_ACCOUNTS.superAdmin.email, DEMO_ACCOUNTS.superAdmin.password);
  // A super admin's sign-in opens the console; the web client's page keeps the switch.
  await expect(page).toHaveURL(/\/console\/$/);
  await page.goto('/dashboard');
  const administration = page.getByRole('region', { name: 'Administration' });
  await administration.getByRole('textbox', { name: 'Message de maintenance' }).fill('Sauvegarde');
  const toggle = administration.getByRole('switch', { name: 'Mode maintenance' });
  // The switch mirrors the server's status: click, then judge by the server's answer.
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByText('Mode maintenance activé avec succès !')).toBeVisible();
  await expect(toggle).toBeChecked();
  await expect(
    page.getByText('Les utilisateurs voient maintenant la page de maintenance.').first(),
  ).toBeVisible();
  // The super admin keeps the app; a visitor gets the maintenance page.
  await expect(page.getByRole('heading', { name: 'Espace super-admin' })).toBeVisible();

  await toggle.click();
  await expect(page.getByText('Mode maintenance désactivé avec succès !')).toBeVisible();
  await expect(toggle).not.toBeChecked();
});
