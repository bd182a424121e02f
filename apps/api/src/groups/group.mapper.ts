import { cycleDueDate, moneyTimes, type GroupDto, type GroupRelation } from '@tontine/contracts';
import type { Group } from './group.entity.js';
import { rulesOf } from './group-rules.js';

export interface GroupViewContext {
  adminName: string;
  adminPhone: string | null;
  relation: GroupRelation | null;
  pendingRequests: number | null;
  /** Members (and super admins) see the code, the admin's phone and the member list. */
  insider: boolean;
  /** The viewer is one of the group's treasurers. */
  treasurer: boolean;
}

export function toGroupDto(group: Group, ctx: GroupViewContext): GroupDto {
  const due = cycleDueDate(group.startDate, group.payoutFrequency, group.currentCycle);
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    category: group.category,
    admin_id: group.adminId,
    admin_name: ctx.adminName,
    admin_phone: ctx.insider ? ctx.adminPhone : null,
    owner_id: group.adminId,
    member_count: group.memberCount,
    max_members: group.maxMembers,
    is_active: group.status === 'active',
    is_public: group.isPublic,
    is_private: !group.isPublic,
    status: group.status,
    currency: group.currency,
    contribution_amount: group.contributionAmount,
    total_amount: moneyTimes(group.contributionAmount, group.memberCount),
    payout_frequency: group.payoutFrequency,
    frequency: group.payoutFrequency,
    start_date: group.startDate,
    current_cycle: group.currentCycle,
    next_payment_date: due,
    next_payout_date: due,
    chat_enabled: group.chatEnabled,
    payment_enabled: group.paymentEnabled,
    theme: group.theme,
    region: group.region,
    language: group.language,
    payout_order_method: group.payoutOrderMethod,
    beneficiary_contributes: group.beneficiaryContributes,
    rules: rulesOf(group),
    permanent_invitation_code: ctx.insider ? group.permanentCode : null,
    created_at: group.createdAt.toISOString(),
    my_relation: ctx.relation,
    is_treasurer: ctx.treasurer,
    pending_requests_count: ctx.pendingRequests,
  };
}
