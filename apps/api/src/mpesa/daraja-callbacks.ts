import { z } from 'zod';

/**
 * The bodies Daraja posts back, as Safaricom publishes them. Read loosely (Safaricom adds
 * fields): only what the rules use is required, and a body that lacks it is ignored.
 */
const item = z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).optional() });

export const stkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string(),
      CheckoutRequestID: z.string(),
      ResultCode: z.coerce.number().int(),
      ResultDesc: z.string().optional(),
      CallbackMetadata: z.object({ Item: z.array(item) }).optional(),
    }),
  }),
});
export type StkCallback = z.output<typeof stkCallbackSchema>['Body']['stkCallback'];

/** The named value of a callback's metadata (`MpesaReceiptNumber`, `Amount`, `PhoneNumber`). */
export function metadataValue(callback: StkCallback, name: string): string | undefined {
  const found = callback.CallbackMetadata?.Item.find((i) => i.Name === name);
  return found?.Value === undefined ? undefined : String(found.Value);
}

const parameter = z.object({
  Key: z.string(),
  Value: z.union([z.string(), z.number()]).optional(),
});

/**
 * A result code: a number (sent as a number or a string), or one of Safaricom's lettered codes
 * (`SFC_IC0003`, an unknown operator).
 */
const resultCode = z
  .union([z.number().int(), z.string().min(1).max(40)])
  .transform((v) => (/^-?\d+$/.test(String(v)) ? Number(v) : String(v)));

/** The result of an asynchronous call (Transaction Status, B2C, Account Balance). */
export const resultCallbackSchema = z.object({
  Result: z.object({
    ResultType: z.coerce.number().int().optional(),
    ResultCode: resultCode,
    ResultDesc: z.string().optional(),
    OriginatorConversationID: z.string(),
    ConversationID: z.string().optional(),
    TransactionID: z.string().optional(),
    ResultParameters: z
      .object({ ResultParameter: z.union([z.array(parameter), parameter]) })
      .optional(),
  }),
});
export type ResultCallback = z.output<typeof resultCallbackSchema>['Result'];

/** A result's parameters by key (Safaricom sends a lone parameter as an object, not a list). */
export function resultParameters(result: ResultCallback): Map<string, string> {
  const list = result.ResultParameters?.ResultParameter ?? [];
  return new Map(
    (Array.isArray(list) ? list : [list]).map((p) => [
      p.Key,
      p.Value === undefined ? '' : String(p.Value),
    ]),
  );
}

/** `254712345678 - Jane Doe` → `254712345678`: the number a party name starts with. */
export function partyNumber(name: string | undefined): string {
  return (name ?? '').split(' - ')[0]!.trim();
}

/** A payment to the paybill, as Daraja's validation and confirmation describe it (strings). */
export const paybillNoticeSchema = z.object({
  TransactionType: z.string().optional(),
  TransID: z.string().min(1).max(20),
  TransTime: z.string().optional(),
  TransAmount: z.string().regex(/^\d+(\.\d{1,2})?$/),
  BusinessShortCode: z.string(),
  BillRefNumber: z.string().max(100).default(''),
  MSISDN: z.string().default(''),
  FirstName: z.string().default(''),
  MiddleName: z.string().default(''),
  LastName: z.string().default(''),
});
export type PaybillNotice = z.output<typeof paybillNoticeSchema>;

/** What Daraja expects back from a validation: `0` accepts, a C2B000xx code refuses. */
export const validationAnswerSchema = z.strictObject({
  ResultCode: z.string(),
  ResultDesc: z.string(),
});

/** What Daraja expects back from every callback: accepted, so that it does not call again. */
export const CALLBACK_ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' } as const;
export const callbackAcceptedSchema = z.strictObject({
  ResultCode: z.literal(0),
  ResultDesc: z.literal('Accepted'),
});
