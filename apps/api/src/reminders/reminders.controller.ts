import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  oneClickUnsubscribeSchema,
  reminderPreferencesDtoSchema,
  reminderPreferencesSchema,
  successMessage,
  unsubscribedDtoSchema,
  type ReminderPreferences,
  type ReminderPreferencesDto,
  type UnsubscribedDto,
} from '@tontine/contracts';
import { CurrentUser } from '../auth/access.decorators.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { shape } from '../common/endpoint/endpoint-texts.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { ReminderPreferencesService } from './reminder-preferences.service.js';
import { ReminderUnsubscribe } from './reminder-unsubscribe.service.js';

const PREFERENCES = {
  description:
    `${shape('ReminderPreferencesDto')}: the limits, each channel's toggle and whether this ` +
    'server can carry it (and why not), and the last reminders sent by e-mail or SMS.',
};

@Controller()
export class RemindersController {
  constructor(
    private readonly preferences: ReminderPreferencesService,
    private readonly unsubscribe: ReminderUnsubscribe,
  ) {}

  @Endpoint({
    summary: 'My reminder preferences',
    access: 'own-account',
    response: reminderPreferencesDtoSchema,
    description:
      'The quiet hours, the daily limit and the time zone they are read in (by default ' +
      "21:00–07:00, 3 a day, the country's zone), with the channels the settings' toggles " +
      'choose: the app (push), e-mail and SMS.',
    success: PREFERENCES,
  })
  @Get('users/me/reminder-preferences')
  get(@CurrentUser() user: User): Promise<ReminderPreferencesDto> {
    return this.preferences.get(user);
  }

  @Endpoint({
    summary: 'Save my reminder preferences',
    access: 'own-account',
    response: reminderPreferencesDtoSchema,
    description:
      'No e-mail or SMS reminder reaches the member in their quiet hours (it waits for their ' +
      'end) nor past their daily limit (the reminder stays in the app). Applies to messages ' +
      'still waiting too.',
    success: PREFERENCES,
  })
  @Put('users/me/reminder-preferences')
  save(
    @CurrentUser() user: User,
    @Body(new ZodPipe(reminderPreferencesSchema)) body: ReminderPreferences,
  ): Promise<ReminderPreferencesDto> {
    return this.preferences.save(user, body);
  }

  @Endpoint({
    summary: 'Stop reminders by e-mail or SMS (one-click link)',
    access: 'public',
    formBody: true,
    openDuringMaintenance: true,
    response: unsubscribedDtoSchema,
    description:
      "The link of a reminder e-mail's `List-Unsubscribe` header (RFC 8058: mail clients post " +
      '`List-Unsubscribe=One-Click` as a form) and of the page the e-mail and the SMS link to. ' +
      "It turns the member's e-mail or SMS toggle off; a second call answers the same.",
    parameters: { token: 'The token of the link, signed by the server: any other is 404.' },
    errors: ['UNSUBSCRIBE_LINK_INVALID'],
    success: {
      description: `${shape('UnsubscribedDto')}: the channel stopped and the confirmation.`,
    },
  })
  @Post('reminders/unsubscribe/:token')
  @HttpCode(200)
  async stop(
    @Param('token') token: string,
    @Body(new ZodPipe(oneClickUnsubscribeSchema)) _body: unknown,
  ): Promise<UnsubscribedDto> {
    const channel = await this.unsubscribe.stop(token);
    return {
      channel,
      ...successMessage(channel === 'email' ? 'unsubscribedEmail' : 'unsubscribedSms'),
    };
  }
}
