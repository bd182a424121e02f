import { Injectable } from '@nestjs/common';
import type {
  CashPaymentDecision,
  ContributionDto,
  ConsoleCashPaymentRow,
} from '@tontine/contracts';
import { DomainError } from '../common/domain-error.js';
import { ContributionsService } from '../contributions/contributions.service.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import type { User } from '../users/user.entity.js';

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
   * Checking a crypto payment means reading its transaction on the chain, which the platform
   * cannot do yet: a known payment answers 501, never a pretended confirmation.
   */
  async verifyCrypto(id: string): Promise<never> {
    if (!(await this.contributions.findPayment(id, 'crypto')))
      throw new DomainError('CONTRIBUTION_NOT_FOUND');
    throw new DomainError('CRYPTO_VERIFICATION_UNAVAILABLE');
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
