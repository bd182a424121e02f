import {
  NEW_ACCOUNT_SETTINGS,
  type AuthResponse,
  type CreateGroupRequest,
  type GroupDto,
  type RegisterRequest,
  type UserDto,
  type UserSettings,
} from '@tontine/contracts';
import { api } from './http.js';
import { isoDateFromToday } from '../../support/dates.js';

let counter = 0;

export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@integration.test`;
}

export function registration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    first_name: 'Amani',
    last_name: 'Wekesa',
    email: uniqueEmail(),
    password: 'Str0ngPassw0rd',
    country: 'KE',
    preferred_language: 'sw',
    phone_number: '+254 712 345 678',
    accept_terms: true,
    receive_newsletter: true,
    ...overrides,
  };
}

/** A group's creation as the API takes it (POST /api/groups). */
export function groupCreation(overrides: Partial<CreateGroupRequest> = {}) {
  return {
    name: 'Wafanyabiashara wa Soko',
    description: 'Monthly savings of the market traders',
    contribution_amount: '500',
    currency: 'KES',
    max_members: 10,
    start_date: '2030-01-31',
    ...overrides,
  };
}

/** The settings as the API takes them (PUT /api/users/me/settings). */
export function settingsUpdate(overrides: Partial<UserSettings> = {}): UserSettings {
  return {
    ...NEW_ACCOUNT_SETTINGS,
    notifications: { ...NEW_ACCOUNT_SETTINGS.notifications },
    username: 'Amani Wekesa',
    phone_number: '+254 712 345 678',
    language: 'sw',
    country: 'KE',
    currency: 'KES',
    session_timeout: 120,
    ...overrides,
  };
}

export interface TestUser {
  token: string;
  user: UserDto;
  email: string;
  password: string;
}

/** Registers a real account through the API. */
export async function makeUser(overrides: Partial<RegisterRequest> = {}): Promise<TestUser> {
  const body = registration(overrides);
  const answer = await api<AuthResponse>('POST', '/api/auth/register', { body });
  if (answer.status !== 201) throw new Error(`register failed: ${JSON.stringify(answer.body)}`);
  return {
    token: answer.body.access_token,
    user: answer.body.user,
    email: body.email,
    password: body.password,
  };
}

export async function makeGroup(
  admin: TestUser,
  overrides: Partial<CreateGroupRequest> = {},
): Promise<GroupDto> {
  counter += 1;
  const answer = await api<{ group: GroupDto }>('POST', '/api/groups', {
    token: admin.token,
    body: groupCreation({
      name: `Chama ${counter} ${Date.now().toString(36)}`,
      contribution_amount: '1000.00',
      start_date: isoDateFromToday(60),
      ...overrides,
    }),
  });
  if (answer.status !== 201) throw new Error(`create group failed: ${JSON.stringify(answer.body)}`);
  return answer.body.group;
}

export async function joinWithCode(user: TestUser, code: string) {
  return api<{ group: GroupDto; message: string; detail?: string }>(
    'POST',
    '/api/groups/join-with-permanent-code',
    {
      token: user.token,
      body: { permanent_code: code },
    },
  );
}

/** Registers `count` users who join the group with its permanent invitation code. */
export async function makeMembers(group: GroupDto, count: number): Promise<TestUser[]> {
  const users = await Promise.all(Array.from({ length: count }, () => makeUser()));
  for (const user of users) {
    const joined = await joinWithCode(user, group.permanent_invitation_code!);
    if (joined.status !== 200) throw new Error(`join failed: ${JSON.stringify(joined.body)}`);
  }
  return users;
}

/** Gives an account the role 'admin' the way the product does: creating a group at onboarding. */
export async function becomeRoleAdmin(user: TestUser): Promise<void> {
  counter += 1;
  const answer = await api('POST', '/api/auth/onboarding/create-group', {
    token: user.token,
    body: {
      name: `Onboarding ${counter} ${Date.now().toString(36)}`,
      contribution_amount: 50,
      start_date: isoDateFromToday(60),
    },
  });
  if (answer.status !== 201)
    throw new Error(`onboarding group failed: ${JSON.stringify(answer.body)}`);
}
