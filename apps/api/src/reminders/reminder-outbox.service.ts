import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { internationalPhone, type OutboundChannel, type ReminderKind } from '@tontine/contracts';
import { In, LessThan, LessThanOrEqual, Repository, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { newId } from '../database/ids.js';
import type { Group } from '../groups/group.entity.js';
import { GroupsService } from '../groups/groups.service.js';
import { MailService } from '../mail/mail.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { inQuietHours, localDay, nextSendingTime } from './quiet-hours.js';
import { ReminderMessage } from './reminder-message.entity.js';
import { ReminderPreferencesService, type MemberLimits } from './reminder-preferences.service.js';
import {
  languageOf,
  reminderEmailSubject,
  reminderEmailText,
  reminderSms,
  reminderText,
} from './reminder-texts.js';
import { SMS_PROVIDER, type SmsProvider } from './sms/sms-provider.js';
import { unsubscribeToken } from './unsubscribe-links.js';

/** Messages handed to one dispatch: the rest wait for the next. */
const BATCH = 200;
/** A message left `sending` this long was on an instance that stopped while sending it. */
const INTERRUPTED_AFTER_MS = 10 * 60_000;
/** Within one dispatch, the most urgent reminder of a member goes first. */
const URGENCY: Record<ReminderKind, number> = { overdue: 0, due_today: 1, before_due: 2 };

/** The reminder a message belongs to. */
export interface ReminderRef {
  id: string;
  groupId: string;
  cycleNumber: number;
  userId: string;
  kind: ReminderKind;
}

/**
 * The e-mails and SMS reminders send. A reminder writes its messages in its own transaction
 * (one per channel, unique), each held until the end of its member's quiet hours; the dispatch
 * then sends those whose time has come, rechecking at that moment that the member still wants
 * the channel, that it is not quiet time and that their daily limit leaves room. A message is
 * marked `sending` before it is handed over and never handed over twice: a stopped instance
 * leaves it failed, not resent.
 */
@Injectable()
export class ReminderOutbox {
  private readonly logger = new Logger('ReminderOutbox');

  constructor(
    @InjectRepository(ReminderMessage) private readonly messages: Repository<ReminderMessage>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly preferences: ReminderPreferencesService,
    private readonly users: UsersService,
    private readonly groups: GroupsService,
    private readonly mail: MailService,
    @Optional() @Inject(SMS_PROVIDER) private readonly sms: SmsProvider | null,
  ) {}

  /** Writes a reminder's messages, in the reminder's transaction. */
  async enqueue(
    tx: EntityManager,
    reminder: ReminderRef,
    channels: readonly OutboundChannel[],
    limits: MemberLimits,
    now: Date,
  ): Promise<void> {
    if (channels.length === 0) return;
    const sendAfter = nextSendingTime(now, limits);
    await tx.getRepository(ReminderMessage).insert(
      channels.map((channel) => ({
        id: newId(),
        reminderId: reminder.id,
        userId: reminder.userId,
        groupId: reminder.groupId,
        cycleNumber: reminder.cycleNumber,
        kind: reminder.kind,
        channel,
        status: 'queued' as const,
        sendAfter,
        destination: null,
        localDay: null,
        providerMessageId: null,
        failureReason: null,
        sentAt: null,
        deliveredAt: null,
        createdAt: now,
      })),
    );
  }

  /** Sends what is due; answers how many messages were handed to a provider. */
  async dispatch(now = new Date()): Promise<number> {
    await this.messages.update(
      { status: 'sending', sentAt: LessThan(new Date(now.getTime() - INTERRUPTED_AFTER_MS)) },
      { status: 'failed', failureReason: 'interrupted before the provider answered' },
    );
    const due = await this.messages.find({
      where: { status: 'queued', sendAfter: LessThanOrEqual(now) },
      order: { sendAfter: 'ASC', createdAt: 'ASC' },
      take: BATCH,
    });
    if (due.length === 0) return 0;
    due.sort((a, b) => URGENCY[a.kind] - URGENCY[b.kind]);
    const users = await this.users.findByIds(due.map((m) => m.userId));
    const byId = new Map(users.map((u) => [u.id, u]));
    const [settings, limits] = await Promise.all([
      this.users.settingsOfMany(users),
      this.preferences.limitsOf(users),
    ]);
    const groups = new Map<string, Group>();
    let sent = 0;
    for (const message of due) {
      const user = byId.get(message.userId);
      const own = settings.get(message.userId);
      const limit = limits.get(message.userId);
      if (!user || !own || !limit || user.status !== 'active') {
        await this.close(message, 'cancelled', 'the account is not active');
        continue;
      }
      const channel = this.preferences.channels(user, own)[message.channel];
      if (!own.notifyPaymentReminders || !channel.chosen || !channel.available) {
        await this.close(message, 'cancelled', channel.reason);
        continue;
      }
      if (inQuietHours(now, limit)) {
        await this.messages.update(
          { id: message.id, status: 'queued' },
          { sendAfter: nextSendingTime(now, limit) },
        );
        continue;
      }
      const day = localDay(now, limit.timeZone);
      if ((await this.sentOn(user.id, day)) >= limit.dailyLimit) {
        await this.close(message, 'over_limit', null);
        continue;
      }
      const destination =
        message.channel === 'sms' ? internationalPhone(user.phoneNumber, user.country) : user.email;
      const claimed = await this.messages.update(
        { id: message.id, status: 'queued' },
        { status: 'sending', localDay: day, sentAt: now, destination },
      );
      if (!claimed.affected) continue;
      let group = groups.get(message.groupId);
      if (!group) {
        group = await this.groups.reload(message.groupId);
        groups.set(group.id, group);
      }
      if (await this.hand(message, user, group, destination)) sent += 1;
    }
    if (sent) this.logger.log({ sent }, 'reminder messages sent');
    return sent;
  }

  /** Messages counted against a member's daily limit: those handed over on their day. */
  private sentOn(userId: string, day: string): Promise<number> {
    return this.messages.countBy({
      userId,
      localDay: day,
      status: In(['sending', 'sent', 'delivered', 'failed']),
    });
  }

  private async close(
    message: ReminderMessage,
    status: 'cancelled' | 'over_limit',
    reason: string | null,
  ): Promise<void> {
    await this.messages.update(
      { id: message.id, status: 'queued' },
      { status, failureReason: reason },
    );
  }

  /** Hands one claimed message to its provider and records the answer. */
  private async hand(
    message: ReminderMessage,
    user: User,
    group: Group,
    destination: string | null,
  ): Promise<boolean> {
    const { title, message: text } = reminderText(user, group, message.cycleNumber, message.kind);
    const token = unsubscribeToken(this.config.secretsKey, message.channel, user.id);
    const result =
      message.channel === 'sms'
        ? await this.sendSms(destination, reminderSms(text, languageOf(user), this.stopPage(token)))
        : await this.sendMail(user, group, title, text, token);
    await this.messages.update(
      { id: message.id, status: 'sending' },
      result.ok
        ? { status: 'sent', providerMessageId: result.id, sentAt: new Date() }
        : { status: 'failed', failureReason: result.reason.slice(0, 255) },
    );
    if (!result.ok)
      this.logger.warn({ messageId: message.id, reason: result.reason }, 'reminder not sent');
    return result.ok;
  }

  /** The web page an unsubscribe link opens: it asks before it stops the channel. */
  private stopPage(token: string): string {
    return `${this.config.publicUrl}/unsubscribe/${token}`;
  }

  private async sendSms(
    to: string | null,
    text: string,
  ): Promise<{ ok: true; id: string } | { ok: false; reason: string }> {
    if (!this.sms || !to) return { ok: false, reason: 'no SMS gateway or no valid number' };
    const answer = await this.sms.send(to, text);
    return answer.accepted
      ? { ok: true, id: answer.providerMessageId }
      : { ok: false, reason: answer.reason };
  }

  private async sendMail(
    user: User,
    group: Group,
    title: string,
    text: string,
    token: string,
  ): Promise<{ ok: true; id: string } | { ok: false; reason: string }> {
    const { publicUrl } = this.config;
    const answer = await this.mail.deliver({
      to: user.email,
      subject: reminderEmailSubject(user, title),
      text: reminderEmailText(
        user,
        group,
        text,
        `${publicUrl}/groups/${group.id}`,
        this.stopPage(token),
      ),
      headers: {
        // RFC 8058: mail clients post `List-Unsubscribe=One-Click` to this address.
        'List-Unsubscribe': `<${publicUrl}/api/reminders/unsubscribe/${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    return answer.sent ? { ok: true, id: answer.messageId } : { ok: false, reason: answer.reason };
  }

  /** The accounts an SMS reminder went to at this number, for the gateway's opt-out notice. */
  async smsRecipients(number: string): Promise<string[]> {
    const rows = await this.messages
      .createQueryBuilder('m')
      .select('DISTINCT m.user_id', 'user_id')
      .where("m.channel = 'sms' AND m.destination = :number", { number })
      .getRawMany<{ user_id: string }>();
    return rows.map((r) => r.user_id);
  }

  /** A delivery report: answers whether the message was known. */
  async delivered(
    providerMessageId: string,
    outcome: 'delivered' | 'failed' | 'in_transit',
    reason: string | null,
    at: Date,
  ): Promise<boolean> {
    const message = await this.messages.findOneBy({ providerMessageId, channel: 'sms' });
    if (!message) return false;
    if (outcome === 'delivered')
      await this.messages.update({ id: message.id }, { status: 'delivered', deliveredAt: at });
    else if (outcome === 'failed')
      await this.messages.update(
        { id: message.id },
        { status: 'failed', failureReason: (reason ?? 'failed').slice(0, 255) },
      );
    return true;
  }
}
