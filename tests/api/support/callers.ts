import { expect } from 'vitest';
import type { JoinRequestDto } from '@tontine/contracts';
import { makeGroup, makeUser, type TestUser } from './factories.js';
import { api } from './http.js';
import { signInAs } from './sessions.js';

/** The callers of the table-driven permission tests, from nobody to the super admin. */
export type Caller =
  'anonymous' | 'outsider' | 'member' | 'requester' | 'groupAdmin' | 'otherAdmin' | 'superAdmin';
export const CALLERS: Caller[] = [
  'anonymous',
  'outsider',
  'member',
  'requester',
  'groupAdmin',
  'otherAdmin',
  'superAdmin',
];

// The answers a route gives its callers, by who may call it: `allowed` for those who may.

/** The group's admins and super admins. */
export const adminsOnly = (allowed: number): Record<Caller, number> => ({
  anonymous: 401,
  outsider: 403,
  member: 403,
  requester: 403,
  groupAdmin: allowed,
  otherAdmin: 403,
  superAdmin: allowed,
});

/** The group's members too. */
export const membersAndAdmins = (allowed: number): Record<Caller, number> => ({
  ...adminsOnly(allowed),
  member: allowed,
});

/** Anyone signed in. */
export const everyoneSignedIn = (allowed: number): Record<Caller, number> => ({
  anonymous: 401,
  outsider: allowed,
  member: allowed,
  requester: allowed,
  groupAdmin: allowed,
  otherAdmin: allowed,
  superAdmin: allowed,
});

/** Someone else's notification: it is not there for them, whoever they are. */
export const ownerOnly = (allowed: number): Record<Caller, number> => ({
  ...everyoneSignedIn(404),
  groupAdmin: allowed,
});

/** Callers that stay the same from one group to the next. */
export interface OutsideCallers {
  outsider: TestUser;
  /** The admin of a group of their own, not of the one under test. */
  otherAdmin: TestUser;
  superAdmin: string;
}

export async function makeOutsideCallers(): Promise<OutsideCallers> {
  const [outsider, otherAdmin] = await Promise.all([makeUser(), makeUser()]);
  await makeGroup(otherAdmin);
  return { outsider, otherAdmin, superAdmin: await signInAs('superAdmin') };
}

/** Every caller's token for a group with these insiders. */
export function callerTokens(
  outside: OutsideCallers,
  insiders: { member: TestUser; requester: TestUser; groupAdmin: TestUser },
): Record<Caller, string | undefined> {
  return {
    anonymous: undefined,
    outsider: outside.outsider.token,
    member: insiders.member.token,
    requester: insiders.requester.token,
    groupAdmin: insiders.groupAdmin.token,
    otherAdmin: outside.otherAdmin.token,
    superAdmin: outside.superAdmin,
  };
}

/** The requester asks to join the (private) group, and the request waits. */
export async function requestToJoin(requester: TestUser, groupId: string): Promise<JoinRequestDto> {
  const request = await api<{ request: JoinRequestDto }>(
    'POST',
    `/api/groups/${groupId}/join-request`,
    {
      token: requester.token,
      body: { message: 'I sell vegetables next to Amina and want to save with you.' },
    },
  );
  expect(request.status).toBe(201);
  return request.body.request;
}
