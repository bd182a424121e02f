import { Injectable } from '@nestjs/common';
import type {
  CashPaymentDecision,
  ChainStatus,
  ContributionDto,
  ConsoleCashPaymentRow,
  ConsoleCryptoPaymentRow,
} from '@tontine/contracts';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { ContributionsService } from '../contributions/contributions.service.js';
import { CryptoPaymentsService } from '../crypto/crypto-payments.service.js';
import { PaymentVerifierService } from '../crypto/payment-verifier.service.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';

/** A fine's or a saving's crypto payment has no validation: its console status is the chain's decision. */
const FINE_PAYMENT_STATUS = {
  pending: 'pending',
  confirmed: 'approved',
  failed: 'rejected',
} as const satisfies Record<ChainStatus, ConsoleCryptoPaymentRow['contribution_status']>;

/**
 * Super admins decide payments from the console through the contributions domain's own
 * approve and reject, the group admins' code path: the same group ledger lock, the same
 * "pending only" rule and error, the same running totals, notification and audit entry
 * (payment_validation).
 */
@Injectable()
export class PaymentValidationService {
  constructor(
    private readonly contributions: ContributionsService,
    private readonly groups: GroupAccessService,
    private readonly cryptoPayments: CryptoPaymentsService,
    private readonly verifier: PaymentVerifierService,
    private readonly audit: AuditService,
    private readonly users: UsersService,
  ) {}

  async decideCash(
    admin: User,
    id: string,
    decision: CashPaymentDecision,
    ip: string,
  ): Promise<ConsoleCashPaymentRow> {
    const payment = await this.contributions.findPayment(id, 'cash');
    if (!payment) throw new DomainError('CONTRIBUTION_NOT_FOUND');
    const decided =
      decision.action === 'approve'
        ? await this.contributions.approve(admin, id, ip)
        : await this.contributions.reject(admin, id, decision.reason, ip);
    return this.row(decided);
  }

  /**
   * The console's "verify": the verifier every check uses, on the payment's transaction now,
   * audited (crypto_payment_verified) in the transaction that stores what the chain showed.
   * `id` is the row's: a crypto contribution's, or a fine's crypto payment's own. Answers the
   * payment's console row.
   */
  async verifyCrypto(admin: User, id: string, ip: string): Promise<ConsoleCryptoPaymentRow> {
    const contribution = await this.contributions.findPayment(id, 'crypto');
    const payment = contribution
      ? await this.cryptoPayments.findByContribution(contribution.id)
      : await this.cryptoPayments.findProviderHeldPayment(id);
    if (!contribution && !payment) throw new DomainError('CONTRIBUTION_NOT_FOUND');
    if (!payment) throw new DomainError('CRYPTO_PAYMENT_NOT_FOUND');
    const checked = await this.verifier.check(payment.id, (tx, p) =>
      this.audit.record(
        admin,
        {
          action: 'crypto_payment_verified',
          details: `${p.amount} ${p.currency} — ${p.network} ${p.txHash}: ${p.chainStatus}${
            p.failureReason ? ` (${p.failureReason})` : ''
          }, ${p.confirmations} confirmation(s)${p.fineId ? `, fine ${p.fineId}` : ''}`,
          category: 'payment_validation',
          ip,
        },
        tx,
      ),
    );
    const dto = await this.cryptoPayments.dto(checked);
    return {
      id,
      user_name: (await this.users.findById(checked.userId))?.username ?? '',
      group_name: dto.group_name,
      amount: dto.amount,
      token_symbol: dto.token_symbol,
      tx_hash: dto.tx_hash,
      network: dto.network,
      status: dto.chain_status,
      failure_reason: dto.failure_reason,
      confirmations: dto.confirmations,
      required_confirmations: dto.required_confirmations,
      explorer_url: dto.explorer_url || null,
      contribution_status: dto.contribution_status ?? FINE_PAYMENT_STATUS[dto.chain_status],
      fine_id: dto.fine_id,
      saving_id: dto.saving_id,
      created_at: (contribution?.createdAt ?? checked.createdAt).toISOString(),
    };
  }

  private async row(c: ContributionDto): Promise<ConsoleCashPaymentRow> {
    const group = await this.groups.findGroup(c.group_id);
    return {
      id: c.id,
      user_name: c.user_name,
      group_name: group.name,
      amount: c.amount,
      currency: c.currency,
      status: c.status,
      created_at: c.created_at,
    };
  }
}
