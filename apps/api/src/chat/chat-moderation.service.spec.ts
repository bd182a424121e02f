import { DEFAULT_FLAG_REASON } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { ExclusionService } from '../groups/exclusion.service.js';
import type { MadeGroup } from '../testing/factories.js';
import { expectDomainError, useServiceTestKit } from '../testing/service-test-kit.js';
import type { User } from '../users/user.entity.js';
import { ChatMessagesService } from './chat-messages.service.js';
import { ChatModerationService } from './chat-moderation.service.js';
import { ChatModule } from './chat.module.js';

const IP = '127.0.0.1';

describe('ChatModerationService', () => {
  const kit = useServiceTestKit(ChatModule);
  const moderation = () => kit.get(ChatModerationService);
  const say = async (user: User, made: MadeGroup, text = 'Bonjour à tous') =>
    (await kit.get(ChatMessagesService).send(user, made.group.id, text)).id;
  const flaggedIds = async (moderator: User, made: MadeGroup) =>
    (await moderation().flagged(moderator, made.group.id)).map((m) => m.id);

  describe('who moderates a group’s chat', () => {
    it('is the group’s admin, the members the admin names, and super admins', async () => {
      const made = await kit.makeGroup({ members: 3 });
      const [, named, plain] = made.members;
      await moderation().setModerators(made.admin, made.group.id, [named!.id], IP);
      const superAdmin = await kit.makeUser({ role: 'super_admin' });
      for (const moderator of [made.admin, named!, superAdmin])
        expect(await moderation().flagged(moderator, made.group.id)).toEqual([]);
      await expectDomainError(
        moderation().flagged(plain!, made.group.id),
        'CHAT_MODERATOR_REQUIRED',
      );
    });

    it('is not an account’s role: an admin of another group, or an outsider, is refused', async () => {
      const made = await kit.makeGroup({ members: 2 });
      const elsewhere = await kit.makeGroup({ members: 2 });
      const outsider = await kit.makeUser({ role: 'admin' });
      // A member here who administers another group is still a plain member here.
      await kit.join(made.group, elsewhere.admin);
      for (const caller of [elsewhere.admin, outsider])
        await expectDomainError(
          moderation().flagged(caller, made.group.id),
          'CHAT_MODERATOR_REQUIRED',
        );
    });

    it('ends for a named moderator taken off the list, or excluded from the group', async () => {
      const made = await kit.makeGroup({ members: 3 });
      const [, dropped, excluded] = made.members;
      await moderation().setModerators(made.admin, made.group.id, [dropped!.id, excluded!.id], IP);
      await moderation().setModerators(made.admin, made.group.id, [excluded!.id], IP);
      await expectDomainError(
        moderation().flagged(dropped!, made.group.id),
        'CHAT_MODERATOR_REQUIRED',
      );
      await kit.get(ExclusionService).exclude(made.admin, made.group.id, excluded!.id, IP);
      await expectDomainError(
        moderation().flagged(excluded!, made.group.id),
        'CHAT_MODERATOR_REQUIRED',
      );
    });
    it('leaves the list with the member excluded, so coming back does not give it again', async () => {
      const made = await kit.makeGroup({ members: 3 });
      const [, kept, excluded] = made.members;
      await moderation().setModerators(made.admin, made.group.id, [kept!.id, excluded!.id], IP);
      await kit.get(ExclusionService).exclude(made.admin, made.group.id, excluded!.id, IP);
      const listed = await moderation().moderators(made.admin, made.group.id);
      expect(listed.moderator_ids).toEqual([kept!.id]);
    });
  });

  describe('naming moderators', () => {
    it('replaces the list with the members named, once each, and audits it', async () => {
      const made = await kit.makeGroup({ members: 3 });
      const [, a, b] = made.members;
      await moderation().setModerators(made.admin, made.group.id, [a!.id], IP);
      const answer = await moderation().setModerators(
        made.admin,
        made.group.id,
        [b!.id, a!.id, b!.id],
        IP,
      );
      expect(answer.moderator_ids).toEqual([b!.id, a!.id]);
      expect((await moderation().moderators(a!, made.group.id)).moderator_ids.sort()).toEqual(
        [a!.id, b!.id].sort(),
      );
      expect(await kit.count('chat_moderators', 'group_id = ?', [made.group.id])).toBe(2);
      expect(await kit.count('audit_entries', "action = 'chat_moderators_set'")).toBe(2);
    });

    it('is for the group’s admin and super admins, and only among the members', async () => {
      const made = await kit.makeGroup({ members: 3 });
      const [, named, plain] = made.members;
      await moderation().setModerators(made.admin, made.group.id, [named!.id], IP);
      for (const caller of [named!, plain!])
        await expectDomainError(
          moderation().setModerators(caller, made.group.id, [plain!.id], IP),
          'CHAT_MODERATORS_ADMIN_ONLY',
        );
      const outsider = await kit.makeUser();
      await expectDomainError(
        moderation().setModerators(made.admin, made.group.id, [outsider.id], IP),
        'CHAT_MODERATORS_INVALID',
      );
      const superAdmin = await kit.makeUser({ role: 'super_admin' });
      await moderation().setModerators(superAdmin, made.group.id, [plain!.id], IP);
      expect((await moderation().moderators(plain!, made.group.id)).moderator_ids).toEqual([
        plain!.id,
      ]);
    });
  });

  describe('flags', () => {
    it('records a member’s report with its reason, or the default one, for the moderators', async () => {
      const made = await kit.makeGroup({ members: 3 });
      const [, author, reporter] = made.members;
      const id = await say(author!, made);
      expect(await moderation().flag(reporter!, id, undefined)).toEqual({
        message_id: id,
        is_moderator: false,
      });
      await moderation().flag(made.admin, id, 'Arnaque');
      const [listed] = await moderation().flagged(made.admin, made.group.id);
      expect(listed).toMatchObject({ id, is_flagged: true, flag_count: 2 });
      expect(listed!.flag_reasons).toEqual([DEFAULT_FLAG_REASON, 'Arnaque']);
    });

    it('refuses one’s own message, a second report by the same person, and outsiders', async () => {
      const made = await kit.makeGroup({ members: 3 });
      const [, author, reporter] = made.members;
      const id = await say(author!, made);
      await expectDomainError(moderation().flag(author!, id, 'moi'), 'CHAT_FLAG_OWN');
      await moderation().flag(reporter!, id, undefined);
      await expectDomainError(moderation().flag(reporter!, id, 'encore'), 'CHAT_ALREADY_FLAGGED');
      await expectDomainError(
        moderation().flag(await kit.makeUser(), id, undefined),
        'CHAT_MEMBERS_ONLY',
      );
      expect(await kit.count('chat_flags')).toBe(1);
    });
  });

  describe('deleting a message', () => {
    it('lets the author delete their own message, without an audit entry', async () => {
      const made = await kit.makeGroup({ members: 2 });
      const id = await say(made.members[1]!, made);
      expect(await moderation().remove(made.members[1]!, id, IP)).toEqual({
        deleted: true,
        message_id: id,
      });
      expect(await kit.count('chat_messages', 'deleted_at IS NOT NULL')).toBe(1);
      expect(await kit.count('audit_entries')).toBe(0);
    });

    it('lets a moderator delete anyone’s message, audited, and it leaves the flagged list', async () => {
      const made = await kit.makeGroup({ members: 3 });
      const [, author, named] = made.members;
      await moderation().setModerators(made.admin, made.group.id, [named!.id], IP);
      const id = await say(author!, made);
      await moderation().flag(made.admin, id, 'Insulte');
      await moderation().remove(named!, id, IP);
      expect(await kit.rows('SELECT deleted_by FROM chat_messages WHERE id = ?', [id])).toEqual([
        { deleted_by: named!.id },
      ]);
      expect(
        await kit.count('audit_entries', "action = 'chat_message_deleted' AND admin_id = ?", [
          named!.id,
        ]),
      ).toBe(1);
      expect(await flaggedIds(made.admin, made)).toEqual([]);
      // Gone: nothing more can be done with it.
      await expectDomainError(moderation().remove(made.admin, id, IP), 'CHAT_MESSAGE_NOT_FOUND');
      await expectDomainError(moderation().flag(made.admin, id, 'x'), 'CHAT_MESSAGE_NOT_FOUND');
    });

    it('refuses a plain member deleting someone else’s message, and changes nothing', async () => {
      const made = await kit.makeGroup({ members: 3 });
      const [, author, plain] = made.members;
      const id = await say(author!, made);
      await expectDomainError(moderation().remove(plain!, id, IP), 'CHAT_DELETE_FORBIDDEN');
      await expectDomainError(
        moderation().remove(await kit.makeUser({ role: 'admin' }), id, IP),
        'CHAT_DELETE_FORBIDDEN',
      );
      expect(await kit.count('chat_messages', 'deleted_at IS NULL')).toBe(1);
    });
  });

  describe('dismissing flags', () => {
    it('keeps the message in the chat and takes it off the moderation list, once', async () => {
      const made = await kit.makeGroup({ members: 3 });
      const [, author, reporter] = made.members;
      const id = await say(author!, made);
      await moderation().flag(reporter!, id, undefined);
      expect(await flaggedIds(made.admin, made)).toEqual([id]);
      expect(await moderation().dismiss(made.admin, id, IP)).toEqual({
        dismissed: true,
        message_id: id,
      });
      expect(await flaggedIds(made.admin, made)).toEqual([]);
      expect(await kit.count('chat_messages', 'deleted_at IS NULL')).toBe(1);
      expect(await kit.count('chat_flags', 'dismissed_by = ?', [made.admin.id])).toBe(1);
      expect(await moderation().dismiss(made.admin, id, IP)).toEqual({
        dismissed: false,
        message_id: id,
      });
      expect(await kit.count('audit_entries', "action = 'chat_flags_dismissed'")).toBe(1);
    });

    it('is for moderators only', async () => {
      const made = await kit.makeGroup({ members: 3 });
      const [, author, plain] = made.members;
      const id = await say(author!, made);
      await moderation().flag(plain!, id, undefined);
      await expectDomainError(moderation().dismiss(plain!, id, IP), 'CHAT_MODERATOR_REQUIRED');
      expect(await kit.count('chat_flags', 'dismissed_at IS NULL')).toBe(1);
    });
  });
});
