import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DocumentsModule } from '../documents/documents.module.js';
import { GroupsModule } from '../groups/groups.module.js';
import { MailModule } from '../mail/mail.module.js';
import { UsersModule } from '../users/users.module.js';
import { ReminderMessage } from './reminder-message.entity.js';
import { ReminderMessageViews } from './reminder-message-views.service.js';
import { ReminderOutbox } from './reminder-outbox.service.js';
import { ReminderPreferencesRow } from './reminder-preferences.entity.js';
import { ReminderPreferencesService } from './reminder-preferences.service.js';
import { ReminderUnsubscribe } from './reminder-unsubscribe.service.js';
import { RemindersController } from './reminders.controller.js';
import { SmsCallbacksController } from './sms-callbacks.controller.js';
import { AfricasTalkingSms } from './sms/africas-talking.provider.js';
import { SmsCallbackGuard } from './sms/sms-callback.guard.js';
import { SMS_PROVIDER } from './sms/sms-provider.js';

/**
 * Reminders that leave the app (`reminder_messages`, `reminder_preferences`): each member's
 * limits, the e-mails and SMS the payment-reminder job queues and their dispatch, the SMS
 * gateway and its reports, the one-click unsubscribe.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([ReminderMessage, ReminderPreferencesRow]),
    DocumentsModule,
    GroupsModule,
    MailModule,
    UsersModule,
  ],
  controllers: [RemindersController, SmsCallbacksController],
  providers: [
    ReminderMessageViews,
    ReminderOutbox,
    ReminderPreferencesService,
    ReminderUnsubscribe,
    SmsCallbackGuard,
    {
      provide: SMS_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.sms ? new AfricasTalkingSms(config.sms) : null),
    },
  ],
  exports: [ReminderOutbox, ReminderPreferencesService],
})
export class RemindersModule {}
