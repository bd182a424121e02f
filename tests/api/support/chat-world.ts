import { expect } from 'vitest';
import type { ChatModeratorsDto, GroupDto } from '@tontine/contracts';
import { becomeRoleAdmin, makeGroup, makeMembers, makeUser, type TestUser } from './factories.js';
import { api } from './http.js';

/** A private group's chat: its admin, five members with different seats, a named moderator. */
export interface ChatWorld {
  group: GroupDto;
  admin: TestUser;
  author: TestUser;
  reporter: TestUser;
  member: TestUser;
  moderator: TestUser;
  /**
   * A plain member here whose account role is 'admin' (they created a throw-away group at
   * onboarding): no moderator, since the account role does not make anyone a group's admin
   * (decision 0007).
   */
  roleAdmin: TestUser;
}

/** Made through the API at `baseUrl` (the tests' API by default). */
export async function makeChatWorld(baseUrl?: string): Promise<ChatWorld> {
  const admin = await makeUser();
  const group = await makeGroup(admin, { is_public: false });
  const [author, reporter, member, moderator, roleAdmin] = await makeMembers(group, 5);
  await becomeRoleAdmin(roleAdmin!);
  const named = await api<ChatModeratorsDto>('PUT', `/api/chat/groups/${group.id}/moderators`, {
    token: admin.token,
    baseUrl,
    body: { user_ids: [moderator!.user.id] },
  });
  expect(named.status, JSON.stringify(named.body)).toBe(200);
  return {
    group,
    admin,
    author: author!,
    reporter: reporter!,
    member: member!,
    moderator: moderator!,
    roleAdmin: roleAdmin!,
  };
}
