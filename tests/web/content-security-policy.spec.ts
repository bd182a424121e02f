import { expect, test } from '@playwright/test';
import type { GroupDto } from '@tontine/contracts';
import { apiSignIn, createOnboardedMember, signInThroughUi } from './support.js';

test.use({ locale: 'fr-FR' });

declare global {
  interface Window {
    cspViolations: string[];
  }
}

test('the Content-Security-Policy lets the client run, both sockets included, without a violation', async ({
  page,
  request,
}) => {
  // Init scripts come from the browser's tooling, not the page: the policy does not apply to them.
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      consoleReports.push(message.text());
  });

  const admin = await createOnboardedMember(request, 'Achieng');
  const adminToken = await apiSignIn(request, admin);
  const auth = { Authorization: `Bearer ${adminToken}` };
  const createGroup = async (name: string) => {
    const created = await request.post('/api/groups', {
      headers: auth,
      data: {
        name: `${name} ${Date.now()}`,
        description: 'Un groupe pour vérifier la politique de contenu',
        contribution_amount: '500',
        currency: 'KES',
        is_public: false,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { group: GroupDto }).group;
  };
  const [group, other] = [await createGroup('Chama Usalama'), await createGroup('Chama Arifa')];
  const member = await createOnboardedMember(request, 'Kamau');
  const memberToken = await apiSignIn(request, member);
  const joined = await request.post('/api/groups/join-with-permanent-code', {
    headers: { Authorization: `Bearer ${memberToken}` },
    data: { permanent_code: group.permanent_invitation_code },
  });
  expect(joined.ok(), await joined.text()).toBe(true);

  const login = await page.goto('/login');
  const policy = login!.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("frame-ancestors 'none'");
  // A socket the policy refused would throw in its constructor and never show up here.
  const notificationSocket = page.waitForEvent('websocket', (ws) =>
    ws.url().includes('/ws/notifications'),
  );
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await notificationSocket;

  // The notifications socket: an acceptance reaches the open page without a reload.
  const asked = await request.post(`/api/groups/${other.id}/join-request`, {
    headers: { Authorization: `Bearer ${memberToken}` },
    data: { message: 'Je voudrais rejoindre ce groupe aussi' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const requestId = ((await asked.json()) as { request: { id: string } }).request.id;
  await expect(
    page.getByRole('link', { name: 'Notifications (0 non lues)' }).first(),
  ).toBeVisible();
  const accepted = await request.post(`/api/join-requests/${requestId}/accept`, {
    headers: auth,
    data: {},
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  await expect(
    page.getByRole('link', { name: 'Notifications (1 non lues)' }).first(),
  ).toBeVisible();

  // The chat socket, and a message sent through it.
  await page.goto(`/groups/${group.id}`);
  await page.getByRole('button', { name: 'Rejoindre le chat' }).first().click();
  await expect(page.getByRole('status', { name: 'Connexion : Connecté' })).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Votre message' });
  await box.fill('Habari! Usalama kwanza.');
  await box.press('Enter');
  await expect(
    page.getByRole('list', { name: 'Messages' }).getByText('Habari! Usalama kwanza.'),
  ).toBeVisible();

  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  expect(consoleReports).toEqual([]);
});
