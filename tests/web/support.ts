import {
  expect,
  request,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  WEB_SESSION_KEYS,
  type AuthResponse,
  type GroupDto,
} from '@tontine/contracts';

/** Helpers of the web end-to-end tests: accounts and maintenance set up through the real API. */
export const MEMBER_PASSWORD = 'Harambee2024';

export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
}

/** POST /api/auth/login: the session the login form would open (token and user). */
async function apiLogin(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<AuthResponse> {
  const answer = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as AuthResponse;
}

export async function apiSignIn(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  return (await apiLogin(request, account)).access_token;
}

/** A JSON POST as `account` (signed in through the API), which must succeed; its answer. */
export async function postAs<T>(
  request: APIRequestContext,
  account: { email: string; password: string },
  path: string,
  data?: unknown,
): Promise<T> {
  const token = await apiSignIn(request, account);
  const answer = await request.post(path, {
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return (await answer.json()) as T;
}

/** A member who registered and chose the member role, ready for the dashboard. */
export async function createOnboardedMember(
  request: APIRequestContext,
  firstName = 'Baraka',
  language: 'fr' | 'en' | 'sw' = 'fr',
) {
  const email = uniqueEmail('member');
  const registered = await request.post('/api/auth/register', {
    data: {
      first_name: firstName,
      last_name: 'Mwangi',
      email,
      password: MEMBER_PASSWORD,
      country: 'KE',
      preferred_language: language,
      accept_terms: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { access_token } = (await registered.json()) as AuthResponse;
  const onboarded = await request.post('/api/auth/onboarding/complete', {
    headers: { Authorization: `Bearer ${access_token}` },
    data: { role: 'member' },
  });
  expect(onboarded.status(), await onboarded.text()).toBe(200);
  return { email, password: MEMBER_PASSWORD, username: `${firstName} Mwangi` };
}

export async function setMaintenance(
  request: APIRequestContext,
  enabled: boolean,
  details: { message?: string; estimated_time?: string } = {},
): Promise<void> {
  const token = await apiSignIn(request, DEMO_ACCOUNTS.superAdmin);
  const answer = await request.post('/api/maintenance/toggle', {
    headers: { Authorization: `Bearer ${token}` },
    data: { enabled, ...details },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/**
 * A page of its own browser context (its own session), signed in through the API and opened on
 * `path`: the dashboard unless told, which sends an account still to be onboarded to its
 * onboarding. The session is put where the login form puts it (the token and the user in local
 * storage), so the page starts signed in without loading the login page first; the login form
 * has its own tests. A test that starts on another page opens it directly: each page load is
 * the whole app again in a new context.
 */
export async function signedInPage(
  browser: Browser,
  account: { email: string; password: string },
  path = '/dashboard',
): Promise<Page> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('signedInPage needs the project’s baseURL');
  const api = await request.newContext({ baseURL });
  const { access_token, user } = await apiLogin(api, account);
  await api.dispose();
  const context = await browser.newContext({
    locale: 'fr-FR',
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL).origin,
          localStorage: [
            { name: WEB_SESSION_KEYS.token, value: access_token },
            { name: WEB_SESSION_KEYS.user, value: JSON.stringify(user) },
          ],
        },
      ],
    },
  });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/**
 * A member who already administers a group, signed in on their dashboard, which then offers to
 * create another ('Créer un groupe').
 */
export async function adminOnDashboard(
  browser: Browser,
  request: APIRequestContext,
): Promise<{ admin: Awaited<ReturnType<typeof createOnboardedMember>>; page: Page }> {
  const admin = await createOnboardedMember(request, 'Amina');
  await postAs(request, admin, '/api/groups', {
    name: `Chama ${Date.now().toString(36)}`,
    description: 'Épargne entre voisins du marché',
    contribution_amount: '500',
  });
  const page = await signedInPage(browser, admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { admin, page };
}

type Account = Awaited<ReturnType<typeof createOnboardedMember>>;

/** A JSON PUT as `account`, which must succeed. */
export async function putAs(
  request: APIRequestContext,
  account: Account,
  path: string,
  data: unknown,
): Promise<void> {
  const token = await apiSignIn(request, account);
  const answer = await request.put(path, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(answer.status(), await answer.text()).toBeLessThan(300);
}

/** A GET as `account`, which must succeed; its answer. */
export async function getAs<T>(
  request: APIRequestContext,
  account: Account,
  path: string,
): Promise<T> {
  const token = await apiSignIn(request, account);
  const answer = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as T;
}

/** An amount in KES as the French page writes it, its spaces any kind of space. */
export const kes = (amount: string) =>
  new RegExp(
    `${new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2 })
      .format(Number(amount))
      .replace(/\s/g, '\\s')}\\sKES`,
  );

/** The figure under one of a card's labels. */
export const figure = (scope: Locator, label: string) =>
  scope.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

/**
 * A group in KES whose savings fund lends, made through the API: its admin (the first name),
 * the other members joined by the permanent code, free savings, loans up to 3 × one's savings
 * within 50,000, 1 % a month on the reducing balance, 12 months at most, an admin approves.
 */
export async function lendingGroup(
  request: APIRequestContext,
  names: readonly [string, ...string[]],
  { label, guarantors }: { label: string; guarantors: number },
) {
  const [admin, ...members] = await Promise.all(
    names.map((name) => createOnboardedMember(request, name)),
  );
  const { group } = await postAs<{ group: GroupDto }>(request, admin!, '/api/groups', {
    name: `${label} ${Date.now().toString(36)}`,
    description: 'Une tontine dont la caisse d’épargne prête à ses membres',
    contribution_amount: '1000',
    currency: 'KES',
  });
  for (const member of members)
    await postAs(request, member, '/api/groups/join-with-permanent-code', {
      permanent_code: group.permanent_invitation_code,
    });
  await putAs(request, admin!, `/api/groups/${group.id}/savings-rules`, {
    enabled: true,
    saving_kind: 'free',
    saving_amount: '0',
    loan_multiple: '3',
    loan_cap: '50000',
    interest_method: 'reducing',
    monthly_rate: '1',
    max_term_months: 12,
    guarantors_required: guarantors,
    approval: 'admin',
  });
  return { admin: admin!, members, group };
}
