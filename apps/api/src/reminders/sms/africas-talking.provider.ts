import type { SmsConfig } from '../../config/app-config.js';
import type { DeliveryOutcome, SmsProvider, SmsResult } from './sms-provider.js';

/** The per-recipient codes of a send that the gateway took: queued, sent, delivered. */
const ACCEPTED_CODES = new Set([100, 101, 102]);

interface AtRecipient {
  statusCode?: number;
  number?: string;
  status?: string;
  messageId?: string;
}

/**
 * Africa's Talking's SMS API: `POST {base}/version1/messaging`, form-encoded (username, to,
 * message, from), the key in the `apiKey` header; the answer lists one status per recipient.
 */
export class AfricasTalkingSms implements SmsProvider {
  constructor(private readonly config: SmsConfig) {}

  async send(to: string, message: string): Promise<SmsResult> {
    const body = new URLSearchParams({ username: this.config.username, to, message });
    if (this.config.senderId) body.set('from', this.config.senderId);
    let res: Response;
    try {
      res = await fetch(`${this.config.baseUrl}/version1/messaging`, {
        method: 'POST',
        headers: {
          apiKey: this.config.apiKey,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body,
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (err) {
      return { accepted: false, reason: `gateway unreachable: ${(err as Error).message}` };
    }
    const text = await res.text();
    if (!res.ok) return { accepted: false, reason: `HTTP ${res.status}: ${text.slice(0, 200)}` };
    let recipient: AtRecipient | undefined;
    try {
      const parsed = JSON.parse(text) as { SMSMessageData?: { Recipients?: AtRecipient[] } };
      recipient = parsed.SMSMessageData?.Recipients?.[0];
    } catch {
      return { accepted: false, reason: `unreadable answer: ${text.slice(0, 200)}` };
    }
    if (!recipient)
      return { accepted: false, reason: `no recipient in the answer: ${text.slice(0, 200)}` };
    if (ACCEPTED_CODES.has(Number(recipient.statusCode)) && recipient.messageId)
      return { accepted: true, providerMessageId: recipient.messageId };
    return {
      accepted: false,
      reason: `${recipient.statusCode ?? '?'} ${recipient.status ?? ''}`.trim(),
    };
  }
}

/**
 * A delivery report's status: Success is on the phone; Failed and Rejected are final
 * failures; Sent, Submitted and Buffered are on their way.
 */
export function africasTalkingOutcome(status: string): DeliveryOutcome {
  if (status === 'Success') return 'delivered';
  if (status === 'Failed' || status === 'Rejected') return 'failed';
  return 'in_transit';
}
