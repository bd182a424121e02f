/** What the gateway answered for one message. */
export type SmsResult =
  { accepted: true; providerMessageId: string } | { accepted: false; reason: string };

/**
 * An SMS gateway. Africa's Talking is the first; another provider implements the same call and
 * reports deliveries through its own callback controller.
 */
export interface SmsProvider {
  /** `to` in E.164 (+254…); never throws for the gateway's refusals, only answers them. */
  send(to: string, message: string): Promise<SmsResult>;
}

export const SMS_PROVIDER = Symbol('SMS_PROVIDER');

/** A delivery report's status, as the reminder's member sees it. */
export type DeliveryOutcome = 'delivered' | 'failed' | 'in_transit';
