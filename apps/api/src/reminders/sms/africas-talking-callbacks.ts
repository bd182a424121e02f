import { z } from 'zod';

/**
 * The forms Africa's Talking posts back, as it publishes them. Read loosely (it adds fields):
 * only what the rules use is required.
 */
export const deliveryReportSchema = z.object({
  /** The messageId the send answered. */
  id: z.string().min(1).max(100),
  /** Sent, Submitted, Buffered, Rejected, Success or Failed. */
  status: z.string().min(1).max(40),
  phoneNumber: z.string().max(32).optional(),
  networkCode: z.string().max(16).optional(),
  failureReason: z.string().max(255).optional(),
  retryCount: z.string().max(8).optional(),
});
export type DeliveryReport = z.output<typeof deliveryReportSchema>;

/** A number that opted out of the sender id's bulk messages. */
export const optOutSchema = z.object({
  senderId: z.string().max(40).optional(),
  phoneNumber: z.string().min(1).max(32),
});
export type OptOut = z.output<typeof optOutSchema>;

/** What the callbacks answer: the gateway only reads the status. */
export const smsCallbackAnswerSchema = z.strictObject({ accepted: z.literal(true) });
