import { expect, test } from '@playwright/test';
import type { AuthResponse, UserDto } from '@tontine/contracts';
import {
  MEMBER_PASSWORD,
  apiSignIn,
  createOnboardedMember,
  signInThroughUi,
  uniqueEmail,
} from './support.js';
import { picture } from '../support/screens.js';

/**
 * One language per person: the interface a signed-in person chooses is their account's
 * language (the one of the e-mails and the ads), and signing in shows the account's language.
 */
test.use({ locale: 'fr-FR' });

test('signing in shows the account’s language, not the browser’s', async ({ page, request }) => {
  const member = await createOnboardedMember(request, 'Wanjiru', 'sw');
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
});

for (const size of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`the onboarding page’s language is the account’s: kept after a reload and at the next sign-in (${size.width} px)`, async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('onboarding');
    const registered = await request.post('/api/auth/register', {
      data: {
        first_name: 'Akinyi',
        last_name: 'Otieno',
        email,
        password: MEMBER_PASSWORD,
        country: 'KE',
        preferred_language: 'fr',
        accept_terms: true,
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    expect(((await registered.json()) as AuthResponse).user.onboarding_completed).toBe(false);

    await page.setViewportSize(size);
    await page.goto('/login');
    await signInThroughUi(page, email, MEMBER_PASSWORD);
    await expect(
      page.getByRole('heading', { name: 'Comment souhaitez-vous utiliser Tontine ?' }),
    ).toBeVisible();

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/users/me/language'));
    await page
      .getByRole('radiogroup', { name: "Langue de l'interface" })
      .getByText('English')
      .click();
    expect((await saved).status()).toBe(200);
    const heading = page.getByRole('heading', { name: 'How do you want to use Tontine?' });
    await expect(heading).toBeVisible();
    await picture(page, `test-results/language-onboarding-${size.width}.png`);

    await page.reload();
    await expect(heading).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // The account holds it: the one language of its e-mails and ads, and of the next sign-in.
    const token = await apiSignIn(request, { email, password: MEMBER_PASSWORD });
    const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
    expect((await me.json()) as UserDto).toMatchObject({
      language: 'en',
      preferred_language: 'en',
    });
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await signInThroughUi(page, email, MEMBER_PASSWORD);
    await expect(heading).toBeVisible();
  });
}
