import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, type AuthResponse } from '@tontine/contracts';

/**
 * The console's end-to-end steps shared by the desktop renderer (tests/desktop) and /console
 * (tests/web): signing in on its own form, opening a tab, and the data set up through the API.
 */
export async function signInToConsole(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('banner')).toBeVisible();
}

export async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

async function token(
  request: APIRequestContext,
  apiUrl: string,
  account: { email: string; password: string },
) {
  const login = await request.post(`${apiUrl}/api/auth/login`, { data: account });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as AuthResponse).access_token;
}

/**
 * A cash payment the demo member records in the demo group Chama Umoja, waiting for a
 * decision (once per e2e server: the member's first cycle).
 */
export async function pendingCashPayment(request: APIRequestContext, apiUrl: string) {
  const admin = await token(request, apiUrl, DEMO_ACCOUNTS.superAdmin);
  const groups = await request.get(`${apiUrl}/api/superadmin/groups?q=Umoja&limit=200`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(groups.status(), await groups.text()).toBe(200);
  // Other tests make groups named after it ("Chama Umoja <time>"): the demo's is the exact name.
  const { items } = (await groups.json()) as { items: { id: string; name: string }[] };
  const demo = items.find((group) => group.name === 'Chama Umoja');
  expect(demo, JSON.stringify(items)).toBeDefined();
  const member = await token(request, apiUrl, DEMO_ACCOUNTS.member);
  const recorded = await request.post(
    `${apiUrl}/api/contributions/cash/record?group_id=${demo!.id}&amount=2500.00&cycle_number=1`,
    { headers: { Authorization: `Bearer ${member}` } },
  );
  expect(recorded.status(), await recorded.text()).toBe(201);
  return (await recorded.json()) as { contribution: { id: string } };
}

/** A member registered through the API, for the users tab to act on. */
export async function registeredMember(request: APIRequestContext, apiUrl: string, label: string) {
  const email = `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
  const registered = await request.post(`${apiUrl}/api/auth/register`, {
    data: {
      first_name: 'Neema',
      last_name: 'Achieng',
      email,
      password: 'Harambee2024',
      country: 'KE',
      preferred_language: 'fr',
      accept_terms: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { user } = (await registered.json()) as AuthResponse;
  return { email, username: user.username };
}
