import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_ACCOUNTS } from '@tontine/contracts';
import { shootAtBothWidths } from '../support/screens.js';
import { apiSignIn, MEMBER_PASSWORD, uniqueEmail } from './support.js';

test.use({ locale: 'fr-FR' });

const TERMS =
  'Article 1 — Les cotisations sont dues le 5 du mois.\n\nArticle 2 — Le tour suit l’ordre affiché.';
const WELCOME = 'Karibu ! Épargnez ensemble, en confiance.';

async function setContent(request: APIRequestContext, token: string, key: string, value: string) {
  const answer = await request.post('/api/superadmin/content/update', {
    headers: { Authorization: `Bearer ${token}` },
    data: { key, value },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return answer;
}

test('the terms and the welcome message written in the console are what members read', async ({
  page,
  request,
}, testInfo) => {
  const token = await apiSignIn(request, DEMO_ACCOUNTS.superAdmin);
  const before = (await (
    await request.get('/api/superadmin/content', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { values: { terms_of_service: string; welcome_message: string } };
  try {
    await setContent(request, token, 'terms_of_service', TERMS);
    await setContent(request, token, 'welcome_message', WELCOME);

    await page.goto('/terms');
    await expect(
      page.getByRole('heading', { name: 'Conditions générales d’utilisation' }),
    ).toBeVisible();
    await expect(
      page.getByText('Article 1 — Les cotisations sont dues le 5 du mois.'),
    ).toBeVisible();
    await expect(page.getByText('Article 2 — Le tour suit l’ordre affiché.')).toBeVisible();
    await expect(page.getByText(/ne détient pas les fonds/)).toHaveCount(0);
    await shootAtBothWidths(page, testInfo, 'terms-from-console');

    // A new member: the welcome message follows the registration.
    await page.goto('/register');
    await page.getByRole('textbox', { name: /^Prénom/ }).fill('Neema');
    await page.getByRole('textbox', { name: /^Nom/ }).fill('Wafula');
    await page.getByRole('textbox', { name: /^Email/ }).fill(uniqueEmail('neema'));
    const country = page.getByRole('combobox', { name: 'Pays' });
    await country.click();
    await country.fill('Keny');
    await page.getByRole('option', { name: /Kenya/ }).click();
    await page.getByRole('textbox', { name: /^Téléphone/ }).fill('0712 345 679');
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(MEMBER_PASSWORD);
    await page
      .getByRole('textbox', { name: 'Confirmer le mot de passe', exact: true })
      .fill(MEMBER_PASSWORD);
    const language = page.getByRole('combobox', { name: 'Langue préférée' });
    await language.click();
    await language.fill('Fran');
    await page.getByRole('option', { name: /Français/ }).click();
    await page.getByRole('checkbox', { name: /J’accepte les conditions générales/ }).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page).toHaveURL(/\/register\/success$/);
    await expect(page.getByRole('heading', { name: 'Bienvenue' })).toBeVisible();
    await expect(page.getByText(WELCOME)).toBeVisible();
    await shootAtBothWidths(page, testInfo, 'welcome-from-console');
  } finally {
    await setContent(request, token, 'terms_of_service', before.values.terms_of_service);
    await setContent(request, token, 'welcome_message', before.values.welcome_message);
  }
});
