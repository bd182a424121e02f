import type { ChatSendResponse, GroupDto } from '@tontine/contracts';
import { storeCryptoPayment, storeQuote } from './crypto-rows.js';
import { becomeRoleAdmin, joinWithCode, makeGroup, makeUser, type TestUser } from './factories.js';
import { api } from './http.js';
import { signInAs } from './sessions.js';

/**
 * The seven callers of the route × caller table, from nobody to the super admin; `support` is
 * the operator who may use the audit trail and their own account only.
 */
export type TableCaller =
  | 'anonymous'
  | 'member'
  | 'treasurer'
  | 'otherMember'
  | 'groupAdmin'
  | 'otherAdmin'
  | 'support'
  | 'superAdmin';
export const TABLE_CALLERS: readonly TableCaller[] = [
  'anonymous',
  'member',
  'treasurer',
  'otherMember',
  'groupAdmin',
  'otherAdmin',
  'support',
  'superAdmin',
];

/** The callers that are one demo account for every fixture (a row may end all its sessions). */
export const DEMO_CALLERS = { support: 'support', superAdmin: 'superAdmin' } as const;

/**
 * Real accounts, groups and records, made through the API, that every row of the table calls
 * against. Rows whose call changes something act on a target they make for themselves (a new
 * group with the same cast, a new contribution), so that `group` keeps its people for the next
 * row.
 */
export interface Fixture {
  tokens: Record<TableCaller, string | undefined>;
  groupAdmin: TestUser;
  member: TestUser;
  /** A member of `group` (and of every `subgroup`) whom groupAdmin named treasurer. */
  treasurer: TestUser;
  otherAdmin: TestUser;
  otherMember: TestUser;
  /** A third member of `group`: writes the chat messages that the others report or delete. */
  author: TestUser;
  /** In no group of the cast: asks to join, is notified, owns throw-away records. */
  helper: TestUser;
  /**
   * A private group whose first cycle is due (it takes payments): groupAdmin, then member and
   * author, who joined in that order; the helper's join request waits.
   */
  group: GroupDto;
  /** otherAdmin's group, made at onboarding (so their account role is 'admin'); otherMember's. */
  otherGroupId: string;
  /** The helper's pending request to join `group`. */
  requestId: string;
  /** Reads the reset link a mail carries; absent where no mail server catches mails (bench). */
  resetTokenOf?: (email: string) => Promise<string>;
}

export const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

// The smallest valid PNG: 1×1 transparent pixel.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export function photoForm(): FormData {
  const data = new FormData();
  data.append('photo', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
  return data;
}

export async function makeFixture(
  options: { resetTokenOf?: (email: string) => Promise<string> } = {},
): Promise<Fixture> {
  // A session of its own for each fixture: a row may end the sessions of its callers.
  const superAdminToken = signInAs('superAdmin');
  const supportToken = signInAs('support');
  const [groupAdmin, member, author, helper, otherAdmin, otherMember, treasurer] =
    await Promise.all(Array.from({ length: 7 }, () => makeUser()));
  const [group] = await Promise.all([
    makeGroup(groupAdmin!, {
      is_public: false,
      contribution_amount: '1000',
      start_date: yesterday(),
    }),
    becomeRoleAdmin(otherAdmin!),
  ]);
  // One after the other: the join order is the payout order.
  for (const joiner of [member!, author!, treasurer!])
    await mustJoin(joiner, group.permanent_invitation_code!);
  await nameTreasurer(groupAdmin!, group.id, treasurer!);
  const otherGroup = await firstGroupOf(otherAdmin!);
  await mustJoin(otherMember!, otherGroup.permanent_invitation_code!);
  await settleRotation(groupAdmin!, group.id);
  const requestId = await joinRequest(helper!, group.id);
  const photo = await api('PUT', '/api/users/me/photo', { token: member!.token, raw: photoForm() });
  if (photo.status !== 200) throw new Error(`photo upload failed: ${JSON.stringify(photo.body)}`);
  return {
    tokens: {
      anonymous: undefined,
      member: member!.token,
      treasurer: treasurer!.token,
      otherMember: otherMember!.token,
      groupAdmin: groupAdmin!.token,
      otherAdmin: otherAdmin!.token,
      support: await supportToken,
      superAdmin: await superAdminToken,
    },
    groupAdmin: groupAdmin!,
    member: member!,
    treasurer: treasurer!,
    otherAdmin: otherAdmin!,
    otherMember: otherMember!,
    author: author!,
    helper: helper!,
    group,
    otherGroupId: otherGroup.id,
    requestId,
    resetTokenOf: options.resetTokenOf,
  };
}

async function nameTreasurer(admin: TestUser, groupId: string, user: TestUser): Promise<void> {
  const named = await api('PUT', `/api/groups/${groupId}/members/${user.user.id}/role`, {
    token: admin.token,
    body: { role: 'treasurer' },
  });
  if (named.status !== 200)
    throw new Error(`naming a treasurer failed: ${JSON.stringify(named.body)}`);
}

async function mustJoin(user: TestUser, code: string): Promise<void> {
  const joined = await joinWithCode(user, code);
  if (joined.status !== 200) throw new Error(`join failed: ${JSON.stringify(joined.body)}`);
}

async function firstGroupOf(admin: TestUser): Promise<GroupDto> {
  const mine = await api<{ items: GroupDto[] }>('GET', '/api/groups', { token: admin.token });
  const group = mine.body.items?.[0];
  if (!group) throw new Error(`no group for ${admin.email}: ${JSON.stringify(mine.body)}`);
  return group;
}

export async function joinRequest(user: TestUser, groupId: string): Promise<string> {
  const answer = await api<{ request: { id: string } }>(
    'POST',
    `/api/groups/${groupId}/join-request`,
    { token: user.token, body: { message: 'I sell vegetables next to Amina.' } },
  );
  if (answer.status !== 201) throw new Error(`join request failed: ${JSON.stringify(answer.body)}`);
  return answer.body.request.id;
}

/**
 * A new group with the cast of `group`: groupAdmin its admin, member a member. Public, so that
 * the member joins it at once: joining by code counts against a limit of 20 tries in 10 minutes.
 */
export async function subgroup(
  f: Fixture,
  overrides: Parameters<typeof makeGroup>[1] = {},
): Promise<GroupDto> {
  const group = await makeGroup(f.groupAdmin, {
    is_public: true,
    contribution_amount: '10',
    start_date: yesterday(),
    ...overrides,
  });
  for (const joiner of [f.member, f.treasurer]) {
    const joined = await api('POST', `/api/groups/${group.id}/request-join`, {
      token: joiner.token,
    });
    if (joined.status !== 200 || (joined.body as { status?: string }).status !== 'joined')
      throw new Error(`join failed: ${JSON.stringify(joined.body)}`);
  }
  await nameTreasurer(f.groupAdmin, group.id, f.treasurer);
  await settleRotation(f.groupAdmin, group.id);
  return group;
}

/**
 * Once a group's start date has come, the first call that reads its rotation, whatever it is
 * and whether it succeeds or not, writes the payout queue down (rotation.service.ts). Read here,
 * as the group page does, so that a refused call later finds it written and changes nothing.
 */
async function settleRotation(admin: TestUser, groupId: string): Promise<void> {
  const answer = await api('GET', `/api/groups/${groupId}/rotation`, { token: admin.token });
  if (answer.status !== 200) throw new Error(`rotation: ${JSON.stringify(answer.body)}`);
}

async function ok<T>(answer: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status < 200 || status > 299) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** A payment the member recorded in `group`, waiting for the admin. */
export async function pendingContribution(f: Fixture): Promise<string> {
  const body = await ok(
    api<{ contribution: { id: string } }>(
      'POST',
      `/api/contributions/cash/record?group_id=${f.group.id}&amount=1&cycle_number=1`,
      { token: f.member.token },
    ),
    'cash record',
  );
  return body.contribution.id;
}

export async function approvedContribution(f: Fixture): Promise<string> {
  const id = await pendingContribution(f);
  await ok(
    api('POST', `/api/contributions/${id}/approve`, { token: f.groupAdmin.token }),
    'approve',
  );
  return id;
}

/** A new group of the cast whose first cycle everyone paid and the admin approved. */
export async function groupReadyForPayout(f: Fixture): Promise<string> {
  const group = await subgroup(f);
  for (const payer of [f.groupAdmin, f.member, f.treasurer]) {
    const paid = await ok(
      api<{ contribution: { id: string } }>(
        'POST',
        `/api/contributions/cash/record?group_id=${group.id}&amount=10&cycle_number=1`,
        { token: payer.token },
      ),
      'cash record',
    );
    await ok(
      api('POST', `/api/contributions/${paid.contribution.id}/approve`, {
        token: f.groupAdmin.token,
      }),
      'approve',
    );
  }
  return group.id;
}

/** The helper asks to join a new group of the cast: the request waits for groupAdmin. */
export async function pendingRequest(f: Fixture): Promise<string> {
  return joinRequest(f.helper, (await subgroup(f)).id);
}

/** A notification of groupAdmin's (the helper's join request). */
export async function adminNotification(f: Fixture): Promise<string> {
  await pendingRequest(f);
  const notes = await ok(
    api<Array<{ id: string; type: string }>>('GET', '/api/notifications', {
      token: f.groupAdmin.token,
    }),
    'notifications',
  );
  const note = notes.find((n) => n.type === 'join_request');
  if (!note) throw new Error('groupAdmin has no join_request notification');
  return note.id;
}

/** A temporary invitation code to a new group of the cast, issued to `user` alone. */
export async function invitationCodeFor(f: Fixture, user: TestUser): Promise<string> {
  const requestId = await joinRequest(user, (await subgroup(f)).id);
  await ok(
    api('POST', `/api/join-requests/${requestId}/accept`, { token: f.groupAdmin.token, body: {} }),
    'accept',
  );
  const requests = await ok(
    api<Array<{ id: string; invitation_code?: string | null }>>(
      'GET',
      `/api/users/${user.user.id}/join-requests`,
      { token: user.token },
    ),
    'join requests',
  );
  const code = requests.find((r) => r.id === requestId)?.invitation_code;
  if (!code) throw new Error(`no invitation code in ${JSON.stringify(requests)}`);
  return code;
}

/** A new chat message of the author's in `group`; waits out the chat's rate limit if reached. */
export async function authorMessage(f: Fixture): Promise<string> {
  for (;;) {
    const sent = await api<ChatSendResponse>('POST', '/api/chat/messages', {
      token: f.author.token,
      body: { group_id: f.group.id, message: 'Tomorrow we meet at the market at 10.' },
    });
    if (sent.status === 201) return sent.body.id;
    if (sent.status !== 429)
      throw new Error(`chat send: ${sent.status} ${JSON.stringify(sent.body)}`);
    const seconds = Number(sent.headers.get('retry-after') ?? 1);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}

/** A message of the author's that the member reported. */
export async function flaggedMessage(f: Fixture): Promise<string> {
  const id = await authorMessage(f);
  await ok(
    api('POST', `/api/chat/messages/${id}/flag`, { token: f.member.token, body: {} }),
    'flag',
  );
  return id;
}

/** A reset token mailed to a new account; a well-formed unknown one where mails are not caught. */
export async function resetToken(f: Fixture): Promise<string> {
  if (!f.resetTokenOf) return 'x'.repeat(43);
  const user = await makeUser();
  await ok(
    api('POST', '/api/auth/password/forgot', { body: { email: user.email } }),
    'forgot password',
  );
  return f.resetTokenOf(user.email);
}

/**
 * A crypto payment of the member in `group`, waiting for its check on chain: written as the API
 * writes it, since the table's server has no chain (crypto-payments.test.ts makes real ones).
 * Answers the contribution's id.
 */
export async function pendingCryptoContribution(f: Fixture): Promise<string> {
  return (await memberCryptoPayment(f)).contributionId;
}

/** The same, answering the crypto payment's id (the payer's routes). */
export async function memberCryptoPayment(f: Fixture) {
  return storeCryptoPayment({
    groupId: f.group.id,
    userId: f.member.user.id,
    amount: '1.00',
    currency: f.group.currency,
  });
}

/** A valid quote of the member in `group` (the table's server has no chain to quote on). */
export function memberQuote(f: Fixture): Promise<string> {
  return storeQuote({ groupId: f.group.id, userId: f.member.user.id, currency: f.group.currency });
}

/** A one-page PDF, as a receipt is sent (field `file`). */
export const PROOF_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export function proofForm(): FormData {
  const data = new FormData();
  data.append(
    'file',
    new Blob([new Uint8Array(PROOF_PDF)], { type: 'application/pdf' }),
    'recu.pdf',
  );
  return data;
}

/** A new pending contribution of the member's with one proof: its id and the proof's. */
export async function contributionWithProof(f: Fixture): Promise<{ id: string; proofId: string }> {
  const id = await pendingContribution(f);
  const proof = await ok(
    api<{ id: string }>('POST', `/api/contributions/${id}/proofs`, {
      token: f.member.token,
      raw: proofForm(),
    }),
    'proof upload',
  );
  return { id, proofId: proof.id };
}
