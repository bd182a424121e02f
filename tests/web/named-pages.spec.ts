import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, createOnboardedMember, signInThroughUi } from './support.js';

test.use({ locale: 'fr-FR' });

/** Where the screenshots of the pages go for a look (outside the repository). */
const SHOTS = process.env.E2E_SHOTS_DIR;

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const;

/**
 * Every named page of the documents (the navigation's targets, each with its own URL)
 * as a member opens it: its heading shows, never 'Page introuvable', and nothing is wider than
 * the screen.
 */
function namedPages(username: string, group: { id: string; name: string }) {
  return [
    { path: '/groups', heading: 'Mes Groupes' },
    { path: '/dashboard', heading: `Karibu, ${username}` },
    { path: '/notifications', heading: 'Notifications' },
    { path: '/payments', heading: 'Mes paiements' },
    { path: '/mpesa', heading: 'M-Pesa' },
    { path: '/crypto', heading: 'Portefeuille crypto' },
    { path: `/crypto-pay/${group.id}`, heading: 'Payer en crypto' },
    { path: '/search', heading: 'Rechercher un groupe' },
    { path: '/join-requests', heading: 'Adhésions aux Groupes' },
    { path: '/my-groups', heading: 'Mes Groupes' },
    { path: '/explore', heading: 'Explorer les Groupes' },
    { path: '/settings', heading: 'Paramètres', dialog: true },
    { path: `/groups/${group.id}`, heading: group.name, region: 'Actions rapides' },
    { path: '/guide/onboarding/welcome', heading: 'Premiers pas' },
    { path: '/guide/groupCreation/basic-info', heading: 'Créer un groupe' },
    { path: '/guide/joinRequest/search', heading: 'Rejoindre un groupe' },
  ];
}

async function widerThanScreen(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
  );
}

for (const size of SIZES) {
  test(`a member opens every named page at ${size.width} px`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const member = await createOnboardedMember(request, 'Neema');
    const token = await apiSignIn(request, member);
    const created = await request.post('/api/groups', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        name: `Chama ${Date.now().toString(36)}`,
        description: 'Le groupe des pages nommées',
        contribution_amount: '1500.50',
        currency: 'KES',
        max_members: 10,
        start_date: new Date().toISOString().slice(0, 10),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const group = ((await created.json()) as { group: { id: string; name: string } }).group;

    const context = await browser.newContext({
      locale: 'fr-FR',
      viewport: { width: size.width, height: size.height },
    });
    const page = await context.newPage();
    await page.goto('/login');
    await signInThroughUi(page, member.email, member.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    for (const named of namedPages(member.username, group)) {
      await page.goto(named.path);
      const heading = named.dialog
        ? page.getByRole('dialog', { name: named.heading })
        : page.getByRole('heading', { level: 1, name: named.heading });
      await expect(heading, named.path).toBeVisible();
      if (named.region) {
        await expect(page.getByRole('region', { name: named.region })).toBeVisible();
      }
      await expect(page.getByText('Page introuvable')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(await widerThanScreen(page), `${named.path} fits ${size.width} px`).toBe(false);
      if (SHOTS) {
        const file = named.path.replace(/\//g, '_').replace(/^_/, '').slice(0, 20);
        await page.screenshot({ path: `${SHOTS}/${size.name}-${file}.png`, fullPage: true });
      }
    }
    await context.close();
  });
}

test('the dashboard steps through its sections on a phone and leads to M-Pesa and payments', async ({
  browser,
  request,
}) => {
  const member = await createOnboardedMember(request, 'Zawadi');
  const context = await browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/login');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const next = page.getByRole('button', { name: 'Suivant' });
  await expect(page.getByText('1 sur 4')).toBeVisible();
  await next.click();
  await expect(page.getByText('2 sur 4')).toBeVisible();
  await next.click();
  await expect(page.getByText('Choisissez comment payer vos cotisations.')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-dashboard-payments.png` });
  await page.getByRole('link', { name: /M-Pesa/ }).click();
  await expect(page).toHaveURL(/\/mpesa$/);
  // The e2e server collects through a Daraja stand-in: nothing in shillings is due yet.
  await expect(
    page.getByText('Aucune cotisation en shillings kényans n’attend de paiement.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Voir mes paiements' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes paiements' })).toBeVisible();
  await expect(page.getByText('Rien à payer pour le moment.')).toBeVisible();
  await context.close();
});
