import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainError } from '../common/domain-error.js';
import { APP_CONFIG, type AppConfig, type MpesaConfig } from '../config/app-config.js';
import { darajaTimestamp } from './daraja-time.js';

/** Daraja's answer to a refused call: `{ requestId, errorCode, errorMessage }`. */
interface DarajaError {
  errorCode?: string;
  errorMessage?: string;
}

/** Daraja's error code for a request it is still working on (an STK push not yet answered). */
const STILL_PROCESSING = '500.001.1001';
/** Daraja's error code for an access token it no longer accepts. */
const INVALID_TOKEN = '404.001.03';
/** A token is renewed this long before Daraja says it expires, so no call carries a dying one. */
const TOKEN_MARGIN_MS = 60_000;

export type StkQueryAnswer =
  { state: 'processing' } | { state: 'settled'; resultCode: number; resultDesc: string };

/** A callback Daraja will make: the path after `/api/mpesa/callbacks/<secret>/`. */
export type CallbackPath =
  | 'account-balance'
  | 'account-balance-timeout'
  | 'b2c-result'
  | 'b2c-timeout'
  | 'stk'
  | 'transaction-status'
  | 'transaction-status-timeout';

/**
 * Safaricom's Daraja API, as published: an OAuth client-credentials token (kept until shortly
 * before it expires, fetched once however many calls need it at the same time), the STK push
 * and its query, and the Transaction Status query whose result Daraja posts back. The base URL
 * is the only thing that tells the sandbox, production or a stand-in apart.
 */
@Injectable()
export class DarajaClient {
  private readonly logger = new Logger('DarajaClient');
  private token: { value: string; expiresAt: number } | undefined;
  private tokenRequest: Promise<string> | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get configured(): boolean {
    return this.config.mpesa !== undefined;
  }

  /** The configuration, or MPESA_UNAVAILABLE where M-Pesa is not set up. */
  get settings(): MpesaConfig {
    if (!this.config.mpesa) throw new DomainError('MPESA_UNAVAILABLE');
    return this.config.mpesa;
  }

  /** MPESA_UNAVAILABLE where M-Pesa is not set up. */
  assertConfigured(): void {
    if (!this.config.mpesa) throw new DomainError('MPESA_UNAVAILABLE');
  }

  callbackUrl(path: CallbackPath): string {
    const { callbackBaseUrl, callbackSecret } = this.settings;
    return `${callbackBaseUrl}/api/mpesa/callbacks/${callbackSecret}/${path}`;
  }

  /** Where Daraja sends the paybill's validation and confirmation (`validation` | `confirmation`). */
  paybillUrl(path: 'validation' | 'confirmation'): string {
    const { callbackBaseUrl, paybillSecret } = this.settings;
    return `${callbackBaseUrl}/api/paybill/${paybillSecret}/${path}`;
  }

  /**
   * C2B URL registration: where Safaricom tells us of payments to the paybill. Registering
   * again replaces the URLs. `Completed`: a payment the validation URL does not answer in time
   * goes through (and is then matched or held in suspense) rather than being refused.
   */
  async registerPaybillUrls(): Promise<void> {
    const answer = await this.post('/mpesa/c2b/v2/registerurl', {
      ShortCode: this.settings.shortcode,
      ResponseType: 'Completed',
      ConfirmationURL: this.paybillUrl('confirmation'),
      ValidationURL: this.paybillUrl('validation'),
    });
    if (!answer.ok) throw this.refusal('c2b register', answer.error);
  }

  /** M-Pesa Express: asks the phone's owner to approve a payment to the paybill. */
  async stkPush(input: {
    amount: string;
    msisdn: string;
    accountReference: string;
    description: string;
  }): Promise<{ merchantRequestId: string; checkoutRequestId: string }> {
    const { shortcode } = this.settings;
    const timestamp = darajaTimestamp(new Date());
    const answer = await this.post<{ MerchantRequestID: string; CheckoutRequestID: string }>(
      '/mpesa/stkpush/v1/processrequest',
      {
        BusinessShortCode: shortcode,
        Password: this.password(timestamp),
        Timestamp: timestamp,
        TransactionType: 'CustomerPayBillOnline',
        // Whole shillings: Daraja refuses decimals.
        Amount: Number(input.amount.split('.')[0]),
        PartyA: input.msisdn,
        PartyB: shortcode,
        PhoneNumber: input.msisdn,
        CallBackURL: this.callbackUrl('stk'),
        AccountReference: input.accountReference,
        TransactionDesc: input.description,
      },
    );
    if (!answer.ok) throw this.refusal('stk push', answer.error);
    return {
      merchantRequestId: answer.body.MerchantRequestID,
      checkoutRequestId: answer.body.CheckoutRequestID,
    };
  }

  /** Where an STK push stands at Safaricom: still waiting for the phone, or its result code. */
  async stkQuery(checkoutRequestId: string): Promise<StkQueryAnswer> {
    const { shortcode } = this.settings;
    const timestamp = darajaTimestamp(new Date());
    const answer = await this.post<{ ResultCode: string | number; ResultDesc: string }>(
      '/mpesa/stkpushquery/v1/query',
      {
        BusinessShortCode: shortcode,
        Password: this.password(timestamp),
        Timestamp: timestamp,
        CheckoutRequestID: checkoutRequestId,
      },
    );
    if (!answer.ok) {
      if (answer.error.errorCode === STILL_PROCESSING) return { state: 'processing' };
      throw this.refusal('stk query', answer.error);
    }
    return {
      state: 'settled',
      resultCode: Number(answer.body.ResultCode),
      resultDesc: answer.body.ResultDesc,
    };
  }

  /**
   * Asks Safaricom for the truth about a transaction, named by its receipt or, without one, by
   * the conversation id of the request that made it; the result is posted to the
   * transaction-status callback. Answers the query's own OriginatorConversationID, which the
   * result carries back.
   */
  async transactionStatus(
    of: { receipt: string } | { conversationId: string },
    occasion: string,
    party: 'paybill' | 'b2c' = 'paybill',
  ): Promise<string> {
    const { initiatorName, securityCredential } = this.settings;
    // M-Pesa knows a transaction only through a shortcode that is party to it.
    const shortcode = party === 'b2c' ? this.b2cShortcode : this.settings.shortcode;
    const answer = await this.post<{ OriginatorConversationID: string }>(
      '/mpesa/transactionstatus/v1/query',
      {
        Initiator: initiatorName,
        SecurityCredential: securityCredential,
        CommandID: 'TransactionStatusQuery',
        ...('receipt' in of
          ? { TransactionID: of.receipt }
          : { TransactionID: '', OriginalConversationID: of.conversationId }),
        PartyA: shortcode,
        // 4: an organisation's shortcode.
        IdentifierType: '4',
        ResultURL: this.callbackUrl('transaction-status'),
        QueueTimeOutURL: this.callbackUrl('transaction-status-timeout'),
        Remarks: 'Tontine payment check',
        Occasion: occasion,
      },
    );
    if (!answer.ok) throw this.refusal('transaction status', answer.error);
    return answer.body.OriginatorConversationID;
  }

  /** Whether this deployment pays out through M-Pesa: its B2C shortcode is set. */
  get paysOut(): boolean {
    return this.config.mpesa?.b2cShortcode !== undefined;
  }

  /** The B2C shortcode, or MPESA_PAYOUTS_UNAVAILABLE where payouts are not set up. */
  get b2cShortcode(): string {
    const shortcode = this.config.mpesa?.b2cShortcode;
    if (!shortcode) throw new DomainError('MPESA_PAYOUTS_UNAVAILABLE');
    return shortcode;
  }

  /**
   * B2C (v3): sends whole shillings from the B2C shortcode to a phone. The caller names the
   * request (`originatorConversationId`), so that a request whose answer was lost can still be
   * found with Transaction Status, and Daraja refuses the same name twice: a retry never pays
   * twice. The result is posted to the b2c-result callback (or b2c-timeout). Answers Daraja's
   * ConversationID.
   */
  async b2cPayment(input: {
    originatorConversationId: string;
    amount: string;
    msisdn: string;
    remarks: string;
    occasion: string;
  }): Promise<{ conversationId: string }> {
    const { initiatorName, securityCredential } = this.settings;
    const answer = await this.post<{ ConversationID: string }>('/mpesa/b2c/v3/paymentrequest', {
      OriginatorConversationID: input.originatorConversationId,
      InitiatorName: initiatorName,
      SecurityCredential: securityCredential,
      CommandID: 'BusinessPayment',
      // Whole shillings: Daraja refuses decimals.
      Amount: Number(input.amount.split('.')[0]),
      PartyA: this.b2cShortcode,
      PartyB: input.msisdn,
      Remarks: input.remarks,
      QueueTimeOutURL: this.callbackUrl('b2c-timeout'),
      ResultURL: this.callbackUrl('b2c-result'),
      Occasion: input.occasion,
    });
    if (!answer.ok) throw this.refusal('b2c payment', answer.error);
    return { conversationId: answer.body.ConversationID };
  }

  /**
   * Account Balance: asks what the shortcode's accounts hold. Daraja acknowledges at once; the
   * balance is posted to the account-balance callback (or account-balance-timeout) under the
   * platform's `queryId`, which names the query whatever arrives first: the result or the
   * acknowledgement. Answers the query's OriginatorConversationID, which the result carries back.
   */
  async accountBalance(shortcode: string, queryId: string): Promise<string> {
    const { initiatorName, securityCredential } = this.settings;
    const answer = await this.post<{ OriginatorConversationID: string }>(
      '/mpesa/accountbalance/v1/query',
      {
        Initiator: initiatorName,
        SecurityCredential: securityCredential,
        CommandID: 'AccountBalance',
        PartyA: shortcode,
        // 4: an organisation's shortcode.
        IdentifierType: '4',
        Remarks: 'Tontine float check',
        QueueTimeOutURL: `${this.callbackUrl('account-balance-timeout')}/${queryId}`,
        ResultURL: `${this.callbackUrl('account-balance')}/${queryId}`,
      },
    );
    if (!answer.ok) throw this.refusal('account balance', answer.error);
    return answer.body.OriginatorConversationID;
  }

  /** Base64 of shortcode + passkey + timestamp, as the STK calls sign themselves. */
  private password(timestamp: string): string {
    const { shortcode, passkey } = this.settings;
    return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');
  }

  private refusal(call: string, error: DarajaError): DomainError {
    this.logger.warn({ call, error }, 'Daraja refused a call');
    return new DomainError('MPESA_REFUSED');
  }

  /**
   * A POST with the current token. A token Daraja no longer accepts (expired early, revoked) is
   * dropped and the call made once more with a new one.
   */
  private async post<T>(
    path: string,
    body: unknown,
    retried = false,
  ): Promise<{ ok: true; body: T } | { ok: false; status: number; error: DarajaError }> {
    const token = await this.accessToken();
    const res = await this.send(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const parsed = (await res.json().catch(() => ({}))) as T & DarajaError;
    if (res.ok) return { ok: true, body: parsed };
    if (res.status === 401 || parsed.errorCode === INVALID_TOKEN) {
      if (this.token?.value === token) this.token = undefined;
      if (!retried) return this.post(path, body, true);
    }
    // A server error other than "still processing" says nothing about the request itself.
    if (res.status >= 500 && parsed.errorCode !== STILL_PROCESSING) {
      this.logger.warn({ path, status: res.status, error: parsed }, 'Daraja failed');
      throw new DomainError('MPESA_SERVICE_UNAVAILABLE');
    }
    return { ok: false, status: res.status, error: parsed };
  }

  private accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return Promise.resolve(this.token.value);
    this.tokenRequest ??= this.fetchToken().finally(() => {
      this.tokenRequest = undefined;
    });
    return this.tokenRequest;
  }

  private async fetchToken(): Promise<string> {
    const { consumerKey, consumerSecret } = this.settings;
    const basic = Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64');
    const res = await this.send('/oauth/v1/generate?grant_type=client_credentials', {
      method: 'GET',
      headers: { authorization: `Basic ${basic}` },
    });
    const body = (await res.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: string | number;
    } & DarajaError;
    if (!res.ok || !body.access_token) {
      // Credentials Daraja refuses are the deployment's fault, not the payer's: say so in the log.
      this.logger.error({ status: res.status, error: body }, 'Daraja refused the credentials');
      throw new DomainError('MPESA_SERVICE_UNAVAILABLE');
    }
    const lifetimeMs = Number(body.expires_in ?? 3599) * 1000;
    this.token = {
      value: body.access_token,
      expiresAt: Date.now() + Math.max(lifetimeMs - TOKEN_MARGIN_MS, 0),
    };
    return body.access_token;
  }

  private async send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${this.settings.baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (err) {
      this.logger.warn({ path, err }, 'Daraja did not answer');
      throw new DomainError('MPESA_SERVICE_UNAVAILABLE');
    }
  }
}
