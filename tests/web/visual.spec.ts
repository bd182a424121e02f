import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, type GroupDto } from '@tontine/contracts';
import { SCREEN_WIDTHS, layoutSettled, resizeAndSettle } from '../support/screens.js';
import {
  apiSignIn,
  createOnboardedMember,
  MEMBER_PASSWORD,
  setMaintenance,
  signInThroughUi,
  uniqueEmail,
} from './support.js';

/**
 * The visual check: every page at 390 px and 1366 px compared with the baselines
 * committed beside this file (made on this machine kind's Debian Chromium: regenerate them
 * with `--update-snapshots` after a deliberate change of layout, and look at them), and at
 * 390 px nothing wider than the screen. What changes from run to run — dates, addresses,
 * emails, the groups other tests created — is masked.
 */
test.use({ locale: 'fr-FR', timezoneId: 'Africa/Nairobi' });
// Each test walks many pages at two sizes: a minute is too short when the machine is busy.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const PHONE = SCREEN_WIDTHS[0];

/** The parts of a page that differ between two runs with the same accounts. */
function dynamicParts(page: Page, extra: Locator[] = []): Locator[] {
  return [
    page.locator('time'),
    page.getByText(/\d{1,2}[/.]\d{1,2}[/.]\d{2,4}/),
    page.getByText(
      /\d{1,2}(er)? (janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)[a-zé]*\.? \d{4}/i,
    ),
    // Whole words: 'hier' (yesterday) is also inside 'fichier'.
    page.getByText(/il y a|à l’instant|aujourd’hui|\bhier\b/i),
    page.getByText(/\d{1,2}:\d{2}/),
    page.getByText(/0x[0-9a-fA-F]{4,}/),
    page.getByText(/@example\.org/),
    page.locator('input[type="email"]'),
    page.getByText(/^[A-Z0-9]{8}$/),
    // A group's ID, and a member's M-Pesa account number for it, made at each run.
    page.getByTestId('group-id'),
    page.getByTestId('mpesa-account-reference'),
    ...extra,
  ];
}

/**
 * Nothing beyond the screen's right edge: the page does not scroll sideways, and no visible
 * element sticks out, unless a scrolling or clipping box that itself fits holds it.
 */
async function expectNoSidewaysOverflow(page: Page): Promise<void> {
  const problems = await page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > width) found.push(`the page is ${root.scrollWidth}px wide`);
    const clipsInside = (box: Element) => {
      const style = getComputedStyle(box);
      return style.overflowX !== 'visible' && box.getBoundingClientRect().right <= width + 1;
    };
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 1) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      let held = false;
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (clipsInside(up)) {
          held = true;
          break;
        }
      }
      if (held) continue;
      const name = element.getAttribute('aria-label') ?? element.textContent?.slice(0, 40) ?? '';
      found.push(
        `${element.tagName.toLowerCase()} "${name.trim()}" ends at ${Math.round(box.right)}px`,
      );
      if (found.length >= 8) break;
    }
    return found;
  });
  expect(problems, `overflow at ${page.viewportSize()?.width}px`).toEqual([]);
}

/** The page as it is now, at both widths: no overflow on the phone, same look as the baseline. */
async function checkPage(
  page: Page,
  name: string,
  ready: () => Promise<void>,
  masks: Locator[] = [],
) {
  for (const screen of SCREEN_WIDTHS) {
    await resizeAndSettle(page, screen);
    await ready();
    await layoutSettled(page);
    if (screen.width === PHONE.width) await expectNoSidewaysOverflow(page);
    if (process.env.VISUAL_SHOTS_DIR) {
      // For a person to look at: the whole page, and the window as a phone shows it.
      const base = `${process.env.VISUAL_SHOTS_DIR}/${name}-${screen.width}`;
      await page.screenshot({ path: `${base}.png`, fullPage: true });
      await page.screenshot({ path: `${base}-window.png` });
    }
    await expect(page).toHaveScreenshot(`${name}-${screen.width}.png`, {
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
      mask: dynamicParts(page, masks),
      maxDiffPixelRatio: 0.01,
    });
  }
}

const heading = (page: Page, name: string | RegExp) => () =>
  expect(page.getByRole('heading', { name, level: 1 }).first()).toBeVisible();

async function createGroup(
  request: APIRequestContext,
  account: { email: string; password: string },
  name: string,
  isPublic: boolean,
): Promise<GroupDto> {
  const created = await request.post('/api/groups', {
    headers: { Authorization: `Bearer ${await apiSignIn(request, account)}` },
    data: {
      name,
      description: 'Un groupe pour le contrôle visuel',
      contribution_amount: '1500.50',
      currency: 'KES',
      is_public: isPublic,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { group: GroupDto }).group;
}

/**
 * A member in a group of their own, and someone else's public group that Explore finds by its
 * name: the other tests' public groups are many, and change from run to run.
 */
async function memberWithGroup(request: APIRequestContext) {
  const member = await createOnboardedMember(request, 'Wanjiru');
  const group = await createGroup(request, member, 'Chama Picha', false);
  const other = await createOnboardedMember(request, 'Mwangi');
  await createGroup(request, other, PUBLIC_GROUP, true);
  return { member, group };
}

const PUBLIC_GROUP = 'Chama Picha Wazi';

test('the signed-out pages', async ({ page }) => {
  await page.goto('/login');
  await checkPage(page, 'login', heading(page, 'Connexion'));
  await page.goto('/register');
  await checkPage(page, 'register', heading(page, 'Créer un compte'));
  await page.goto('/terms');
  await checkPage(page, 'terms', heading(page, /conditions/i));
  await page.goto('/privacy');
  await checkPage(page, 'privacy', heading(page, /confidentialité/i));
  await page.goto('/page-qui-n-existe-pas');
  await checkPage(page, 'not-found', heading(page, 'Page introuvable'));
});

test('the onboarding, before a role is chosen', async ({ page, request }) => {
  const email = uniqueEmail('visual');
  const registered = await request.post('/api/auth/register', {
    data: {
      first_name: 'Otieno',
      last_name: 'Ouma',
      email,
      password: MEMBER_PASSWORD,
      country: 'KE',
      preferred_language: 'fr',
      accept_terms: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.goto('/login');
  await signInThroughUi(page, email, MEMBER_PASSWORD);
  await expect(page).toHaveURL(/\/onboarding$/);
  await checkPage(page, 'onboarding', heading(page, /.+/));
});

test('the member pages', async ({ page, request }) => {
  const { member, group } = await memberWithGroup(request);
  await page.goto('/login');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const pages: { path: string; name: string; ready: () => Promise<void> }[] = [
    { path: '/dashboard', name: 'dashboard', ready: heading(page, /Karibu/) },
    { path: '/join-requests', name: 'join-requests', ready: heading(page, /.+/) },
    { path: '/my-groups', name: 'my-groups', ready: heading(page, /.+/) },
    {
      path: '/explore',
      name: 'explore',
      ready: async () => {
        await heading(page, 'Explorer les Groupes')();
        await page.getByLabel('Rechercher un groupe').fill(PUBLIC_GROUP);
        await expect(page.getByText('1 groupe(s) trouvé(s)')).toBeVisible();
      },
    },
    { path: '/crypto', name: 'crypto', ready: heading(page, /.+/) },
    { path: '/notifications', name: 'notifications', ready: heading(page, 'Notifications') },
    {
      path: `/groups/${group.id}`,
      name: 'group',
      // The M-Pesa card and the payout's M-Pesa button come with their own reads.
      ready: async () => {
        await heading(page, 'Chama Picha')();
        await expect(page.getByTestId('mpesa-account-reference')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Verser par M-Pesa' })).toBeVisible();
      },
    },
    { path: '/payments', name: 'payments', ready: heading(page, 'Mes paiements') },
    {
      path: '/mpesa',
      name: 'mpesa',
      // The member's dues in shillings, read once the server said it collects through M-Pesa.
      ready: () =>
        expect(
          page.getByRole('heading', { level: 2, name: 'Quelle cotisation payer ?' }),
        ).toBeVisible(),
    },
    { path: '/search', name: 'search', ready: heading(page, 'Rechercher un groupe') },
    {
      path: '/guide/onboarding/role-selection',
      name: 'guide-onboarding',
      ready: heading(page, 'Premiers pas'),
    },
    {
      path: '/guide/groupCreation/settings',
      name: 'guide-group-creation',
      ready: heading(page, 'Créer un groupe'),
    },
  ];
  for (const shown of pages) {
    await page.goto(shown.path);
    await checkPage(page, shown.name, shown.ready);
  }
  await page.goto('/settings');
  await checkPage(page, 'settings', () => expect(page.getByRole('dialog').first()).toBeVisible());
});

test('the maintenance page, with its contact and social links', async ({ page, request }) => {
  const admin = await apiSignIn(request, DEMO_ACCOUNTS.superAdmin);
  for (const [key, value] of [
    ['contact_url', 'https://tontine.example/contact'],
    ['facebook_url', 'https://facebook.com/tontine'],
    ['whatsapp_url', 'https://wa.me/254700000000'],
  ] as const) {
    const saved = await request.post('/api/superadmin/content/update', {
      headers: { Authorization: `Bearer ${admin}` },
      data: { key, value },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  await setMaintenance(request, true, {
    message: 'Mise à jour du système',
    estimated_time: '20 minutes',
  });
  try {
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute(
      'href',
      'https://tontine.example/contact',
    );
    await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/254700000000',
    );
    await checkPage(page, 'maintenance', heading(page, 'Tontine est en maintenance'));
  } finally {
    await setMaintenance(request, false);
  }
});

test('the phone bar fits 320 to 430 px, labels whole, the rest under "Plus"', async ({
  page,
  request,
}) => {
  const member = await createOnboardedMember(request, 'Akinyi');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const bar = page.getByRole('navigation', { name: 'Navigation principale' });
  for (const width of [320, 360, 390, 430]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(bar.getByRole('link')).toHaveText(['Accueil', 'Groupes', 'Explorer', 'Alertes']);
    // Each label whole (not cut by its ellipsis) and inside its own cell.
    const cut = await bar.evaluate((nav) =>
      [...nav.querySelectorAll<HTMLElement>('a p, button p')]
        .filter((label) => {
          const cell = label.closest('a, button')!.getBoundingClientRect();
          const box = label.getBoundingClientRect();
          return (
            label.scrollWidth > label.clientWidth ||
            box.left < cell.left - 0.5 ||
            box.right > cell.right + 0.5
          );
        })
        .map((label) => label.textContent),
    );
    expect(cut, `labels cut at ${width}px`).toEqual([]);
    await expectNoSidewaysOverflow(page);
  }
  await bar.getByRole('button', { name: 'Plus de pages' }).click();
  await page.getByRole('menuitem', { name: 'Paramètres' }).click();
  await expect(page.getByRole('dialog', { name: 'Paramètres' })).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
});

test('the dashboard in Kiswahili, its longest words: every button label whole', async ({
  page,
  request,
}) => {
  const member = await createOnboardedMember(request, 'Zawadi', 'sw');
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
  await page.goto('/login');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const width of [PHONE.width, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { name: /Karibu/ })).toBeVisible();
    if (width === PHONE.width)
      await expect(page.getByRole('button', { name: 'Iliyotangulia' })).toBeVisible();
    else await expect(page.getByRole('button', { name: /Omba kujiunga/ })).toBeVisible();
    // A label cut by its button: wider than its box (an ellipsis) or taller (lines clipped).
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.mantine-Button-label')]
        .filter((label) => label.offsetParent !== null)
        .filter(
          (label) =>
            label.scrollWidth > label.clientWidth + 1 ||
            label.scrollHeight > label.clientHeight + 1,
        )
        .map((label) => label.textContent),
    );
    expect(cut, `labels cut at ${width}px`).toEqual([]);
    await expectNoSidewaysOverflow(page);
  }
});
