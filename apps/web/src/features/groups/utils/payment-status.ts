import {
  CHAIN_FAILURE_REASONS,
  isPaymentAvailable,
  isPositiveMoney,
  moneyOwed,
  moneySum,
  type GroupDetailDto,
  type RotationDto,
} from '@tontine/contracts';
import type { TFunction } from 'i18next';

/**
 * What I still owe this cycle: the contribution less my approved total and what already awaits
 * validation (paying it again would pay twice), never below 0.
 */
export function remainingThisCycle(contribution: string, approved: string, pending = '0'): string {
  return moneyOwed(contribution, moneySum([approved, pending]));
}

/**
 * Where my turn stands: `past` once its pot was paid out or its cycle is behind the current
 * one, `current` while it is the current cycle's and not yet paid out, `coming` after.
 */
export type TurnState = 'past' | 'current' | 'coming';

/** My line of the current cycle, my place in the queue and my turn. */
export function myRotationStatus(rotation: RotationDto, userId: string) {
  const current = rotation.cycles.find((c) => c.cycle_number === rotation.current_cycle);
  const mine = current?.members.find((m) => m.user_id === userId);
  const queued = rotation.queue.find((q) => q.user_id === userId);
  const turn = rotation.cycles.find((c) => c.beneficiary_id === userId) ?? null;
  let turnState: TurnState | null = null;
  if (turn) {
    if (turn.paid_out || turn.cycle_number < rotation.current_cycle) turnState = 'past';
    else if (turn.cycle_number === rotation.current_cycle) turnState = 'current';
    else turnState = 'coming';
  }
  return {
    state: mine?.state ?? null,
    approved: mine?.approved ?? '0.00',
    pending: mine?.pending ?? '0.00',
    position: queued?.position ?? null,
    turn,
    turnState,
    isMyTurn: turnState === 'current',
  };
}

/**
 * What paying requires, checked in order: signed in, a member, a positive contribution, a group
 * neither closed nor completed, payments available, something still owed this cycle (`owed`,
 * when known; `pending` says it is owed no more because a payment awaits validation). The first
 * that fails is the reason, else null.
 */
export function paymentBlockReason(
  group: GroupDetailDto,
  signedIn: boolean,
  t: TFunction,
  owed?: string,
  pending = false,
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
  if (owed !== undefined && !isPositiveMoney(owed)) {
    return t(pending ? 'groups.payments.reasonPending' : 'groups.payments.reasonPaid');
  }
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
