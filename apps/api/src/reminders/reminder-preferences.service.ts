import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DEFAULT_REMINDER_PREFERENCES,
  internationalPhone,
  isTimeZone,
  type ChannelUnavailableReason,
  type ReminderChannelDto,
  type ReminderPreferences,
  type ReminderPreferencesDto,
} from '@tontine/contracts';
import { getCountry } from 'countries-and-timezones';
import { In, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PlatformSettings } from '../documents/platform-settings.service.js';
import { MailService } from '../mail/mail.service.js';
import type { UserSettingsRow } from '../users/user-settings.entity.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { nextSendingTime, type SendingWindow } from './quiet-hours.js';
import { ReminderMessage } from './reminder-message.entity.js';
import { ReminderMessageViews } from './reminder-message-views.service.js';
import { ReminderPreferencesRow } from './reminder-preferences.entity.js';

/** A member's limits as the job reads them: the sending window and the daily limit. */
export interface MemberLimits extends SendingWindow {
  dailyLimit: number;
}

/** Where a channel can carry a member's reminders, and why not when it cannot. */
export type ChannelsOf = Record<'in_app' | 'email' | 'sms', ReminderChannelDto>;

/** The zone a member's country lives in (its first, for a country with several). */
export function countryTimeZone(country: string): string {
  const zone = getCountry(country.toUpperCase())?.timezones[0];
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

/**
 * Each member's quiet hours, daily limit and time zone, and which of the channels they chose
 * can carry a reminder on this server: SMTP and an SMS gateway configured, the platform's
 * switches on, a phone number for SMS.
 */
@Injectable()
export class ReminderPreferencesService {
  constructor(
    @InjectRepository(ReminderPreferencesRow)
    private readonly rows: Repository<ReminderPreferencesRow>,
    @InjectRepository(ReminderMessage) private readonly outbound: Repository<ReminderMessage>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly platform: PlatformSettings,
    private readonly mail: MailService,
    private readonly users: UsersService,
    private readonly messages: ReminderMessageViews,
  ) {}

  async get(user: User): Promise<ReminderPreferencesDto> {
    const [limits, settings] = await Promise.all([
      this.limitsOf([user]).then((all) => all.get(user.id)!),
      this.users.settingsOf(user),
    ]);
    return {
      quiet_hours_enabled: limits.quietHoursEnabled,
      quiet_start: limits.quietStart,
      quiet_end: limits.quietEnd,
      daily_limit: limits.dailyLimit,
      time_zone: limits.timeZone,
      reminders_enabled: settings.notifyPaymentReminders,
      channels: this.channels(user, settings),
      recent: await this.messages.recentOf(user.id),
    };
  }

  async save(user: User, input: ReminderPreferences): Promise<ReminderPreferencesDto> {
    await this.rows.save({
      userId: user.id,
      quietHoursEnabled: input.quiet_hours_enabled,
      quietStart: input.quiet_start,
      quietEnd: input.quiet_end,
      dailyLimit: input.daily_limit,
      timeZone: input.time_zone,
      updatedAt: new Date(),
    });
    // Messages still waiting follow the new quiet hours: sooner or later than planned.
    const sendAfter = nextSendingTime(new Date(), {
      quietHoursEnabled: input.quiet_hours_enabled,
      quietStart: input.quiet_start,
      quietEnd: input.quiet_end,
      timeZone: input.time_zone,
    });
    await this.outbound.update({ userId: user.id, status: 'queued' }, { sendAfter });
    return this.get(user);
  }

  /** The limits of several members; one who never saved has the defaults in their country's zone. */
  async limitsOf(users: readonly User[]): Promise<Map<string, MemberLimits>> {
    const saved = users.length
      ? await this.rows.findBy({ userId: In(users.map((u) => u.id)) })
      : [];
    const byUser = new Map(saved.map((r) => [r.userId, r]));
    return new Map(
      users.map((user) => {
        const row = byUser.get(user.id);
        return [
          user.id,
          row
            ? {
                quietHoursEnabled: row.quietHoursEnabled,
                quietStart: row.quietStart,
                quietEnd: row.quietEnd,
                dailyLimit: row.dailyLimit,
                timeZone: row.timeZone,
              }
            : {
                quietHoursEnabled: DEFAULT_REMINDER_PREFERENCES.quiet_hours_enabled,
                quietStart: DEFAULT_REMINDER_PREFERENCES.quiet_start,
                quietEnd: DEFAULT_REMINDER_PREFERENCES.quiet_end,
                dailyLimit: DEFAULT_REMINDER_PREFERENCES.daily_limit,
                timeZone: countryTimeZone(user.country),
              },
        ];
      }),
    );
  }

  /** Each channel: the member's toggle, and whether this server can carry it to them now. */
  channels(user: User, settings: UserSettingsRow): ChannelsOf {
    const content = this.platform.content();
    const channel = (
      chosen: boolean,
      reasons: Array<[boolean, ChannelUnavailableReason]>,
    ): ReminderChannelDto => {
      const reason = reasons.find(([blocked]) => blocked)?.[1] ?? null;
      return { chosen, available: reason === null, reason };
    };
    return {
      in_app: channel(settings.notifyPush, [
        [!content.push_notifications_enabled, 'disabled_by_platform'],
      ]),
      email: channel(settings.notifyEmail, [
        [!this.mail.enabled, 'not_configured'],
        [!content.email_notifications_enabled, 'disabled_by_platform'],
      ]),
      sms: channel(settings.notifySms, [
        [!this.config.sms, 'not_configured'],
        [!content.sms_notifications_enabled, 'disabled_by_platform'],
        [!internationalPhone(user.phoneNumber, user.country), 'no_phone'],
      ]),
    };
  }
}
