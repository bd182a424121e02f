import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** E-mail through SMTP_URL; without it the product sends none and says so in the log. */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('MailService');
  private readonly transport: Transporter | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  }

  get enabled(): boolean {
    return this.transport !== undefined;
  }

  /** Sends and reports failure in the log: a mail server outage never fails the caller's request. */
  async send(mail: OutgoingMail): Promise<boolean> {
    if (!this.transport) {
      this.logger.log(
        { to: mail.to, subject: mail.subject },
        'SMTP_URL is not set: e-mail not sent',
      );
      return false;
    }
    try {
      await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
      return true;
    } catch (err) {
      this.logger.error({ err, to: mail.to, subject: mail.subject }, 'e-mail could not be sent');
      return false;
    }
  }

  /** Whether the SMTP server accepts a connection and the credentials (the console's health). */
  async verify(): Promise<boolean> {
    if (!this.transport) return false;
    return this.transport.verify();
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
