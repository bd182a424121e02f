import { Injectable } from '@nestjs/common';
import type { LoanDetail, LoanMoneyMethod } from '@tontine/contracts';
import type { Group } from '../groups/group.entity.js';
import type { User } from '../users/user.entity.js';
import type { Loan } from './loan.entities.js';

/**
 * A payment provider that carries a loan to its borrower's phone (M-Pesa B2C today). It asks the
 * disbursement service to hold the loan's amount out of the fund, sends the money, and reports the
 * provider's confirmed result back: the loan never knows which provider paid it.
 */
export interface LoanDisburser {
  readonly method: Exclude<LoanMoneyMethod, 'cash'>;
  /** Whether this deployment can send the group's loans this way. */
  available(group: Group): boolean;
  send(
    caller: User,
    loan: Loan,
    group: Group,
    ip: string,
    phone: string | undefined,
  ): Promise<void>;
  /**
   * What the treasurer's screen shows: whether it can send the loan, the borrower's number to
   * send it to, and the loan's last request to the provider, to follow it.
   */
  offer(loan: Loan, group: Group): Promise<NonNullable<LoanDetail['mpesa_disbursement']>>;
}

/** The disbursers this deployment has, registered by their modules at start. */
@Injectable()
export class LoanDisbursers {
  private readonly byMethod = new Map<string, LoanDisburser>();

  register(disburser: LoanDisburser): void {
    this.byMethod.set(disburser.method, disburser);
  }

  find(method: LoanMoneyMethod): LoanDisburser | undefined {
    return this.byMethod.get(method);
  }
}
