import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers: a reminder's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/** What the SMTP server answered: its message id, or why it did not take the message. */
export type MailResult = { sent: true; messageId: string } | { sent: false; reason: string };

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * E-mail through SMTP_URL; without it the product sends none and says so in the log. The mail
 * library is loaded with the first message: an instance without SMTP never holds it.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('MailService');
  private opened: Promise<Transporter> | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return Boolean(this.config.smtpUrl);
  }

  private transport(): Promise<Transporter> | undefined {
    const url = this.config.smtpUrl;
    if (!url) return undefined;
    // A mail server that stops answering fails the message in seconds, not in nodemailer's
    // default ten minutes: the reminders' dispatch waits for each message it hands over.
    this.opened ??= import('nodemailer').then(({ default: mailer }) =>
      mailer.createTransport({ url, ...SMTP_TIMEOUTS }),
    );
    return this.opened;
  }

  /** Sends and reports failure in the log: a mail server outage never fails the caller's request. */
  async send(mail: OutgoingMail): Promise<boolean> {
    return (await this.deliver(mail)).sent;
  }

  /** Sends and answers what the SMTP server said, for a caller that records it. */
  async deliver(mail: OutgoingMail): Promise<MailResult> {
    const transport = this.transport();
    if (!transport) {
      this.logger.log(
        { to: mail.to, subject: mail.subject },
        'SMTP_URL is not set: e-mail not sent',
      );
      return { sent: false, reason: 'SMTP_URL is not set' };
    }
    try {
      const info = (await (await transport).sendMail({ from: this.config.mailFrom, ...mail })) as {
        messageId?: string;
      };
      return { sent: true, messageId: info.messageId ?? '' };
    } catch (err) {
      this.logger.error({ err, to: mail.to, subject: mail.subject }, 'e-mail could not be sent');
      return { sent: false, reason: (err as Error).message.slice(0, 250) };
    }
  }

  /** Whether the SMTP server accepts a connection and the credentials (the console's health). */
  async verify(): Promise<boolean> {
    const transport = this.transport();
    if (!transport) return false;
    return (await transport).verify();
  }

  onModuleDestroy(): void {
    void this.opened?.then((transport) => transport.close());
  }
}
