import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import { DomainError } from '../common/domain-error.js';
import { UsersService } from '../users/users.service.js';
import { ReminderOutbox } from './reminder-outbox.service.js';
import { africasTalkingOutcome } from './sms/africas-talking.provider.js';
import {
  deliveryReportSchema,
  optOutSchema,
  smsCallbackAnswerSchema,
  type DeliveryReport,
  type OptOut,
} from './sms/africas-talking-callbacks.js';
import { SmsCallbackGuard } from './sms/sms-callback.guard.js';

const SECRET =
  "The callback URLs' secret (SMS_CALLBACK_SECRET, or derived from SECRETS_KEY); any other " +
  'value is 404, as is every call while no SMS gateway is configured.';
const ACCEPTED = { description: '`{ accepted: true }`: the gateway only reads the status.' };

/**
 * The SMS gateway's reports, at the URLs set in its dashboard: deliveries (recorded on the
 * reminder's message) and numbers that opted out (their SMS reminders stop).
 */
@Controller('sms/callbacks/:secret')
@UseGuards(SmsCallbackGuard)
export class SmsCallbacksController {
  constructor(
    private readonly outbox: ReminderOutbox,
    private readonly users: UsersService,
  ) {}

  @Endpoint({
    summary: "Africa's Talking's delivery report",
    access: 'public',
    formBody: true,
    openDuringMaintenance: true,
    response: smsCallbackAnswerSchema,
    description:
      'Success marks the message delivered; Failed and Rejected failed, with the reason given; ' +
      'Sent, Submitted and Buffered change nothing. A report for a message this server does ' +
      'not know (yet) is 404, which the gateway retries.',
    parameters: { secret: SECRET },
    errors: ['NOT_FOUND'],
    success: ACCEPTED,
  })
  @Post('delivery-reports')
  @HttpCode(200)
  async deliveryReport(@Body(new ZodPipe(deliveryReportSchema)) body: DeliveryReport) {
    const known = await this.outbox.delivered(
      body.id,
      africasTalkingOutcome(body.status),
      body.failureReason ?? body.status,
      new Date(),
    );
    if (!known) throw new DomainError('NOT_FOUND');
    return { accepted: true as const };
  }

  @Endpoint({
    summary: "Africa's Talking's opt-out notice",
    access: 'public',
    formBody: true,
    openDuringMaintenance: true,
    response: smsCallbackAnswerSchema,
    description:
      'The number opted out of the sender id: every account whose SMS reminders went to it has ' +
      'SMS turned off, as if it had switched SMS off in its settings.',
    parameters: { secret: SECRET },
    errors: ['NOT_FOUND'],
    success: ACCEPTED,
  })
  @Post('opt-outs')
  @HttpCode(200)
  async optOut(@Body(new ZodPipe(optOutSchema)) body: OptOut) {
    for (const id of await this.outbox.smsRecipients(body.phoneNumber))
      await this.users.stopChannel(id, 'sms');
    return { accepted: true as const };
  }
}
