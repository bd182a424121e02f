import {
  CHAIN_FAILURE_REASONS,
  isPaymentAvailable,
  isPositiveMoney,
  moneyOwed,
  type GroupDetailDto,
  type RotationDto,
} from '@tontine/contracts';
import type { TFunction } from 'i18next';

/** What I still owe this cycle: the contribution less my approved total, never below 0. */
export function remainingThisCycle(contribution: string, approved: string): string {
  return moneyOwed(contribution, approved);
}

/** My line of the current cycle, my place in the queue and my turn. */
export function myRotationStatus(rotation: RotationDto, userId: string) {
  const current = rotation.cycles.find((c) => c.cycle_number === rotation.current_cycle);
  const mine = current?.members.find((m) => m.user_id === userId);
  const queued = rotation.queue.find((q) => q.user_id === userId);
  const turn = rotation.cycles.find((c) => c.beneficiary_id === userId);
  return {
    state: mine?.state ?? null,
    approved: mine?.approved ?? '0.00',
    position: queued?.position ?? null,
    turn: turn ?? null,
    isMyTurn: current?.beneficiary_id === userId,
  };
}

/**
 * What paying requires, checked in order: signed in, a member, a positive contribution, a group
 * neither closed nor completed, payments available, something still owed this cycle (`owed`,
 * when known). The first that fails is the reason, else null.
 */
export function paymentBlockReason(
  group: GroupDetailDto,
  signedIn: boolean,
  t: TFunction,
  owed?: string,
): string | null {
  if (!signedIn) return t('groups.payments.reasonLogin');
  if (group.my_relation !== 'member' && group.my_relation !== 'admin') {
    return t('groups.payments.reasonMember');
  }
  if (!isPositiveMoney(group.contribution_amount)) return t('groups.payments.reasonAmount');
  if (group.status === 'closed' || group.status === 'completed') {
    return t('groups.payments.reasonClosed');
  }
  if (!isPaymentAvailable(group)) return t('groups.payments.reasonUnavailable');
  if (owed !== undefined && !isPositiveMoney(owed)) return t('groups.payments.reasonPaid');
  return null;
}

/**
 * A rejection's reason as the member reads it: the chain check stores one of its codes
 * (`wrong_recipient`, …), shown in the reader's language; an admin's own words stay as written.
 */
export function rejectionReasonText(reason: string, t: TFunction): string {
  return (CHAIN_FAILURE_REASONS as readonly string[]).includes(reason)
    ? t(`crypto.pay.failure.${reason as (typeof CHAIN_FAILURE_REASONS)[number]}`)
    : reason;
}
