import { TEMPORARY_CODE_LENGTH, type ErrorCode } from '@tontine/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExclusionService } from '../groups/exclusion.service.js';
import type { Group } from '../groups/group.entity.js';
import { expectDomainError, useServiceTestKit } from '../testing/service-test-kit.js';
import type { User } from '../users/user.entity.js';
import { JoinRequestsModule } from './join-requests.module.js';
import { JoinRequestsService } from './join-requests.service.js';
import { JoiningService } from './joining.service.js';

const IP = '127.0.0.1';

describe('JoinRequestsService and the ways into a group', () => {
  const kit = useServiceTestKit(JoinRequestsModule);
  const requests = () => kit.get(JoinRequestsService);
  const joining = () => kit.get(JoiningService);

  /** The temporary code issued to `user` when their latest accepted request was decided. */
  const codeOf = async (user: User) => {
    const [row] = await kit.rows<{ code: string }>(
      'SELECT code FROM invitation_codes WHERE user_id = ? ORDER BY created_at DESC, id DESC',
      [user.id],
    );
    return row!.code;
  };
  /** Asks to join and has the group's admin accept; answers the temporary code. */
  const accepted = async (group: Group, admin: User, user: User) => {
    const request = await requests().create(user, group.id, 'Je voudrais rejoindre');
    await requests().accept(admin, request.id, undefined, IP);
    return codeOf(user);
  };
  const refused = async (group: Group, admin: User, user: User) => {
    const request = await requests().create(user, group.id, 'Je voudrais rejoindre');
    await requests().reject(admin, request.id, undefined, IP);
  };
  /** Neither decision goes through for `caller`: accepting, then rejecting, is refused with `code`. */
  const bothDecisionsRefused = async (caller: User, requestId: string, code: ErrorCode) => {
    for (const decide of ['accept', 'reject'] as const) {
      await expectDomainError(requests()[decide](caller, requestId, undefined, IP), code);
    }
  };
  const isMember = async (group: Group, user: User) =>
    (await kit.count('memberships', "group_id = ? AND user_id = ? AND status = 'active'", [
      group.id,
      user.id,
    ])) === 1;

  afterEach(() => {
    vi.useRealTimers();
  });

  describe('asking to join', () => {
    it('records a pending request and tells the group’s admins', async () => {
      const { group, admin } = await kit.makeGroup({ isPublic: false });
      const user = await kit.makeUser();
      const request = await requests().create(user, group.id, 'Je vends au marché');
      expect(request).toMatchObject({
        group_id: group.id,
        user_id: user.id,
        message: 'Je vends au marché',
        status: 'pending',
      });
      expect(
        await kit.rows('SELECT user_id FROM notifications WHERE type = ?', ['join_request']),
      ).toEqual([{ user_id: admin.id }]);
    });

    it('refuses a second pending request, and a request from a member', async () => {
      const { group, members } = await kit.makeGroup({ members: 2, isPublic: false });
      const user = await kit.makeUser();
      await requests().create(user, group.id, 'une fois');
      await expectDomainError(
        requests().create(user, group.id, 'deux fois'),
        'JOIN_REQUEST_PENDING',
      );
      await expectDomainError(
        requests().create(members[1]!, group.id, 'déjà là'),
        'ALREADY_MEMBER',
      );
      expect(await kit.count('join_requests')).toBe(1);
    });

    it('joins a public group at once, and asks a private one', async () => {
      const open = await kit.makeGroup({ isPublic: true });
      const closed = await kit.makeGroup({ isPublic: false });
      const user = await kit.makeUser();
      expect(await joining().requestJoin(user, open.group.id)).toMatchObject({ status: 'joined' });
      expect(await isMember(open.group, user)).toBe(true);
      expect(await joining().requestJoin(user, closed.group.id)).toMatchObject({
        status: 'pending',
      });
      expect(await isMember(closed.group, user)).toBe(false);
    });
  });

  describe('deciding', () => {
    it('is for the group’s admins: a member or another group’s admin cannot decide', async () => {
      const { group, members } = await kit.makeGroup({ members: 2, isPublic: false });
      const request = await requests().create(await kit.makeUser(), group.id, 'bonjour');
      const roleAdmin = (await kit.makeGroup()).admin;
      for (const caller of [members[1]!, roleAdmin]) {
        await bothDecisionsRefused(caller, request.id, 'GROUP_ADMIN_REQUIRED');
      }
      expect(await kit.rows('SELECT status FROM join_requests')).toEqual([{ status: 'pending' }]);
    });

    it('accepts once, with a single-use code for the requester, valid seven days', async () => {
      const { group, admin } = await kit.makeGroup({ isPublic: false });
      const user = await kit.makeUser();
      const request = await requests().create(user, group.id, 'bonjour');
      const decided = await requests().accept(admin, request.id, 'Bienvenue', IP);
      expect(decided).toMatchObject({ status: 'accepted', admin_response: 'Bienvenue' });
      const [code] = await kit.rows<{ code: string; created_at: string; expires_at: string }>(
        'SELECT code, created_at, expires_at FROM invitation_codes WHERE user_id = ?',
        [user.id],
      );
      expect(code!.code).toHaveLength(TEMPORARY_CODE_LENGTH);
      const days =
        (Date.parse(`${code!.expires_at}Z`) - Date.parse(`${code!.created_at}Z`)) / 86_400_000;
      expect(days).toBe(7);
      expect(
        await kit.rows(
          "SELECT json_extract(data, '$.invitation_code') AS code FROM notifications WHERE user_id = ? AND type = 'group_join_approved'",
          [user.id],
        ),
      ).toEqual([{ code: code!.code }]);
      await bothDecisionsRefused(admin, request.id, 'JOIN_REQUEST_DECIDED');
      expect(await kit.count('invitation_codes')).toBe(1);
    });

    it('refuses, telling the requester, with the admin’s words when there are some', async () => {
      const { group, admin } = await kit.makeGroup({ isPublic: false });
      const [quiet, told] = [await kit.makeUser(), await kit.makeUser()];
      const first = await requests().create(quiet, group.id, 'bonjour');
      const second = await requests().create(told, group.id, 'bonjour');
      await requests().reject(admin, first.id, undefined, IP);
      await requests().reject(admin, second.id, 'Groupe réservé aux commerçants', IP);
      expect(
        await kit.rows(
          "SELECT user_id, json_extract(data, '$.template') AS template FROM notifications WHERE type <> 'join_request' ORDER BY created_at, id",
        ),
      ).toEqual([
        { user_id: quiet.id, template: 'join_request_rejected' },
        { user_id: told.id, template: 'join_request_rejected_with_response' },
      ]);
      expect(await kit.count('invitation_codes')).toBe(0);
    });
  });

  describe('the temporary code', () => {
    it('lets its owner in once', async () => {
      const { group, admin } = await kit.makeGroup({ isPublic: false });
      const user = await kit.makeUser();
      const code = await accepted(group, admin, user);
      const joined = await joining().withInvitationCode(user, code);
      expect(joined.group.id).toBe(group.id);
      expect(await isMember(group, user)).toBe(true);
      await expectDomainError(joining().withInvitationCode(user, code), 'INVITATION_EXPIRED');
    });

    it('is unknown to anyone else, and stays its owner’s', async () => {
      const { group, admin } = await kit.makeGroup({ isPublic: false });
      const [owner, other] = [await kit.makeUser(), await kit.makeUser()];
      const code = await accepted(group, admin, owner);
      await expectDomainError(joining().withInvitationCode(other, code), 'INVALID_INVITATION_CODE');
      await expectDomainError(
        joining().withInvitationCode(other, 'ABCDEFGHJK'),
        'INVALID_INVITATION_CODE',
      );
      expect(await isMember(group, other)).toBe(false);
      await joining().withInvitationCode(owner, code);
      expect(await isMember(group, owner)).toBe(true);
    });

    it('expires after seven days', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2027-03-01T10:00:00Z'));
      const { group, admin } = await kit.makeGroup({ isPublic: false });
      const user = await kit.makeUser();
      const code = await accepted(group, admin, user);
      vi.setSystemTime(new Date('2027-03-08T10:00:01Z'));
      await expectDomainError(joining().withInvitationCode(user, code), 'INVITATION_EXPIRED');
      expect(await isMember(group, user)).toBe(false);
    });
  });

  describe('capacity', () => {
    it('gives no seat past the group’s maximum, whichever way in', async () => {
      const { group, admin } = await kit.makeGroup({ members: 2, maxMembers: 2 });
      const [byCode, byInvitation] = [await kit.makeUser(), await kit.makeUser()];
      await expectDomainError(
        joining().withPermanentCode(byCode, group.permanentCode),
        'GROUP_FULL',
      );
      await expectDomainError(joining().requestJoin(byCode, group.id), 'GROUP_FULL');
      const code = await accepted(group, admin, byInvitation);
      await expectDomainError(joining().withInvitationCode(byInvitation, code), 'GROUP_FULL');
      expect(
        await kit.rows('SELECT member_count FROM savings_groups WHERE id = ?', [group.id]),
      ).toEqual([{ member_count: 2 }]);
    });

    it('keeps a temporary code usable when the group was full, until a seat frees', async () => {
      const { group, admin, members } = await kit.makeGroup({ members: 2, maxMembers: 2 });
      const user = await kit.makeUser();
      const code = await accepted(group, admin, user);
      await expectDomainError(joining().withInvitationCode(user, code), 'GROUP_FULL');
      await kit.get(ExclusionService).exclude(admin, group.id, members[1]!.id, IP);
      await joining().withInvitationCode(user, code);
      expect(await isMember(group, user)).toBe(true);
    });
  });

  describe('a refusal holds', () => {
    it('shuts the public join, the permanent code and a temporary code issued before it', async () => {
      const { group, admin } = await kit.makeGroup({ isPublic: true });
      const user = await kit.makeUser();
      const olderCode = await accepted(group, admin, user);
      await refused(group, admin, user);
      await expectDomainError(joining().requestJoin(user, group.id), 'JOIN_REQUEST_REFUSED');
      await expectDomainError(
        joining().withPermanentCode(user, group.permanentCode),
        'JOIN_REQUEST_REFUSED',
      );
      await expectDomainError(
        joining().withInvitationCode(user, olderCode),
        'JOIN_REQUEST_REFUSED',
      );
      expect(await isMember(group, user)).toBe(false);
      // Refused, the code was not used up.
      expect(await kit.count('invitation_codes', 'used_at IS NOT NULL')).toBe(0);
    });

    it('holds for that group only', async () => {
      const refusing = await kit.makeGroup({ isPublic: true });
      const other = await kit.makeGroup({ isPublic: true });
      const user = await kit.makeUser();
      await refused(refusing.group, refusing.admin, user);
      await joining().withPermanentCode(user, other.group.permanentCode);
      expect(await isMember(other.group, user)).toBe(true);
    });

    it('ends when an admin accepts a newer request', async () => {
      const { group, admin } = await kit.makeGroup({ isPublic: true });
      const user = await kit.makeUser();
      await refused(group, admin, user);
      const code = await accepted(group, admin, user);
      await joining().withInvitationCode(user, code);
      expect(await isMember(group, user)).toBe(true);
      await expectDomainError(
        joining().withPermanentCode(user, group.permanentCode),
        'ALREADY_MEMBER',
      );
    });

    it('wins a tie: an acceptance at the same moment as the refusal does not reopen', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2027-03-01T10:00:00Z'));
      const { group, admin } = await kit.makeGroup({ isPublic: false });
      const user = await kit.makeUser();
      const code = await accepted(group, admin, user);
      await refused(group, admin, user);
      await expectDomainError(joining().withInvitationCode(user, code), 'JOIN_REQUEST_REFUSED');
    });
  });

  describe('an exclusion holds', () => {
    it('shuts every way back in until an admin accepts a new request', async () => {
      const { group, admin, members } = await kit.makeGroup({ members: 2, isPublic: true });
      const excluded = members[1]!;
      await kit.get(ExclusionService).exclude(admin, group.id, excluded.id, IP);
      await expectDomainError(
        joining().withPermanentCode(excluded, group.permanentCode),
        'EXCLUDED_FROM_GROUP',
      );
      await expectDomainError(joining().requestJoin(excluded, group.id), 'EXCLUDED_FROM_GROUP');
      const code = await accepted(group, admin, excluded);
      await joining().withInvitationCode(excluded, code);
      expect(await isMember(group, excluded)).toBe(true);
    });
  });

  describe('guessing codes', () => {
    it('allows twenty attempts per person in ten minutes', async () => {
      const { group } = await kit.makeGroup();
      const [guesser, other] = [await kit.makeUser(), await kit.makeUser()];
      for (let i = 0; i < 20; i += 1)
        await expectDomainError(
          joining().withPermanentCode(guesser, 'ZZZZZZZZ'),
          'INVALID_PERMANENT_CODE',
        );
      await expectDomainError(
        joining().withPermanentCode(guesser, group.permanentCode),
        'TOO_MANY_JOIN_ATTEMPTS',
      );
      await joining().withPermanentCode(other, group.permanentCode);
      expect(await isMember(group, guesser)).toBe(false);
      expect(await isMember(group, other)).toBe(true);
    });
  });
});
