import { expect, test, type APIRequestContext } from '@playwright/test';
import type { CreateGroupRequest } from '@tontine/contracts';
import { apiSignIn, createOnboardedMember, signInThroughUi } from './support.js';

test.use({ locale: 'fr-FR' });

async function call(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post',
  path: string,
  data?: unknown,
) {
  const answer = await request[method](path, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as unknown;
}

test('an accepted join request arrives as an unread notification that the member marks read', async ({
  page,
  request,
}) => {
  // Set up through the API: an admin's private group, a member's request, the admin accepts.
  const admin = await createOnboardedMember(request);
  const adminToken = await apiSignIn(request, { email: admin.email, password: admin.password });
  const groupName = `Chama Arifa ${Date.now()}`;
  const body: CreateGroupRequest = {
    name: groupName,
    description: 'Un groupe privé pour tester les notifications',
    contribution_amount: '1000',
    currency: 'KES',
    is_public: false,
  };
  const { group } = (await call(request, adminToken, 'post', '/api/groups', body)) as {
    group: { id: string };
  };

  const member = await createOnboardedMember(request);
  const memberToken = await apiSignIn(request, { email: member.email, password: member.password });
  await call(request, memberToken, 'post', `/api/groups/${group.id}/join-request`, {
    message: 'Je voudrais rejoindre ce groupe',
  });
  const pending = (await call(
    request,
    adminToken,
    'get',
    `/api/groups/${group.id}/join-requests`,
  )) as { id: string }[];
  expect(pending).toHaveLength(1);
  await call(request, adminToken, 'post', `/api/join-requests/${pending[0]!.id}/accept`, {});

  // The member signs in: the bell shows one unread notification.
  await page.goto('/login');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const bell = page.getByRole('link', { name: 'Notifications (1 non lues)' }).first();
  await expect(bell).toBeVisible();
  await bell.click();

  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const item = page.getByRole('listitem', { name: 'Demande acceptée' });
  await expect(item).toContainText(groupName);
  await expect(item).toContainText('Non lue');
  await expect(item.getByRole('button', { name: 'Rejoindre' })).toBeVisible();
  await expect(page.getByText('Non lues (1)')).toBeVisible();
  await expect(page.getByText('Groupes (1)')).toBeVisible();

  await item.getByRole('button', { name: 'Marquer « Demande acceptée » comme lu' }).click();
  await expect(page.getByText('Non lues (0)')).toBeVisible();
  await expect(item).not.toContainText('Non lue');
  await expect(page.getByRole('link', { name: 'Notifications (0 non lues)' })).toBeVisible();

  // A second request is accepted while the screen is open: the live channel brings it in.
  const second = (await call(request, adminToken, 'post', '/api/groups', {
    ...body,
    name: `${groupName} bis`,
  })) as { group: { id: string } };
  await call(request, memberToken, 'post', `/api/groups/${second.group.id}/join-request`, {
    message: 'Et celui-ci aussi',
  });
  const [secondRequest] = (await call(
    request,
    adminToken,
    'get',
    `/api/groups/${second.group.id}/join-requests`,
  )) as { id: string }[];
  await call(request, adminToken, 'post', `/api/join-requests/${secondRequest!.id}/accept`, {});
  await expect(page.getByRole('link', { name: 'Notifications (1 non lues)' })).toBeVisible();
  await expect(page.getByText('Non lues (1)')).toBeVisible();
  await expect(page.getByRole('listitem').first()).toContainText(`${groupName} bis`);
});
