import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '@tontine/contracts';
import {
  MEMBER_PASSWORD,
  apiSignIn,
  createOnboardedMember,
  signedInPage,
  uniqueEmail,
} from './support.js';

/**
 * The accessibility budget: axe on every page of the member client, signed out and as
 * a member, at both sizes; no serious or critical violation (WCAG 2.1 A/AA rules).
 */
test.use({ locale: 'fr-FR' });

const SIZES = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const;

const SIGNED_OUT = [
  '/login',
  '/register',
  '/terms',
  '/privacy',
  '/reset-password?token=x',
  '/test',
  '/nowhere',
];
const MEMBER = [
  '/dashboard',
  '/settings',
  '/my-groups',
  '/explore',
  '/join-requests',
  '/notifications',
  '/crypto',
  '/guide/onboarding/role-selection',
  '/guide/groupCreation/settings',
  '/guide/joinRequest/search',
];

async function expectNoSeriousViolation(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // Lazy pages: wait for the route's chunk and its first data, not the loader.
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('status', { name: /chargement/i })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join(' | ')}`,
    );
  expect.soft(serious, `axe on ${path}`).toEqual([]);
}

for (const size of SIZES) {
  test.describe(`at ${size.name} size`, () => {
    // Every page in one test: a minute is too short when the machine is busy.
    test.describe.configure({ timeout: 180_000 });
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the onboarding page has no serious or critical axe violation', async ({
      browser,
      request,
    }) => {
      const email = uniqueEmail('newcomer');
      const registered = await request.post('/api/auth/register', {
        data: {
          first_name: 'Wanjiku',
          last_name: 'Kamau',
          email,
          password: MEMBER_PASSWORD,
          country: 'KE',
          preferred_language: 'fr',
          accept_terms: true,
        },
      });
      expect(registered.status(), await registered.text()).toBe(201);
      const page = await signedInPage(browser, { email, password: MEMBER_PASSWORD });
      await expect(page).toHaveURL(/\/onboarding/);
      await expectNoSeriousViolation(page, '/onboarding');
      await page.context().close();
    });

    test('every signed-out page has no serious or critical axe violation', async ({ page }) => {
      for (const path of SIGNED_OUT) await expectNoSeriousViolation(page, path);
    });

    test('every member page has no serious or critical axe violation', async ({
      browser,
      request,
    }) => {
      const member = await createOnboardedMember(request);
      const page = await signedInPage(browser, member);
      await expect(page).toHaveURL(/\/dashboard/);
      for (const path of MEMBER) await expectNoSeriousViolation(page, path);
      // A group's page, when the seeded demo data has one the member can open.
      const token = await apiSignIn(request, DEMO_ACCOUNTS.member);
      const mine = await request.get('/api/groups', {
        headers: { Authorization: `Bearer ${token}` },
      });
      const groups = (await mine.json()) as { id: string }[] | { items?: { id: string }[] };
      const first = Array.isArray(groups) ? groups[0] : groups.items?.[0];
      if (first) {
        const demo = await signedInPage(browser, DEMO_ACCOUNTS.member);
        await expect(demo).toHaveURL(/\/dashboard/);
        await expectNoSeriousViolation(demo, `/groups/${first.id}`);
        await expectNoSeriousViolation(demo, `/groups/${first.id}/chat`);
        await expectNoSeriousViolation(demo, `/crypto-pay/${first.id}`);
        await demo.context().close();
      }
      await page.context().close();
    });
  });
}
