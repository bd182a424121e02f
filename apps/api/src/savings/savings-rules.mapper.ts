import Big from 'big.js';
import {
  DEFAULT_SAVINGS_RULES,
  type SavingsRules as SavingsRulesInput,
  type SavingsRulesDto,
} from '@tontine/contracts';
import type { SavingsRules } from './savings-rules.entity.js';

/** The fund's rules as the API answers them: the group's row, else the defaults (no fund). */
export function toSavingsRulesDto(row: SavingsRules | null, currency: string): SavingsRulesDto {
  if (!row) return { ...DEFAULT_SAVINGS_RULES, currency, updated_at: null };
  return {
    enabled: row.enabled,
    saving_kind: row.savingKind,
    saving_amount: row.savingAmount,
    loan_multiple: row.loanMultiple,
    loan_cap: row.loanCap,
    interest_method: row.interestMethod,
    monthly_rate: row.monthlyRate,
    max_term_months: row.maxTermMonths,
    guarantors_required: row.guarantorsRequired,
    approval: row.approval,
    currency,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The fund's rules as their row's columns name them. */
export function savingsRulesColumns(rules: SavingsRulesInput) {
  return {
    enabled: rules.enabled,
    savingKind: rules.saving_kind,
    savingAmount: rules.saving_amount,
    loanMultiple: rules.loan_multiple,
    loanCap: rules.loan_cap,
    interestMethod: rules.interest_method,
    monthlyRate: rules.monthly_rate,
    maxTermMonths: rules.max_term_months,
    guarantorsRequired: rules.guarantors_required,
    approval: rules.approval,
  };
}

/** The rules in one line of the audit trail. */
export function describeSavingsRules(rules: SavingsRulesInput, currency: string): string {
  if (!rules.enabled) return 'fund off';
  const loans = new Big(rules.loan_cap).gt(0)
    ? `loans ×${rules.loan_multiple} of savings up to ${rules.loan_cap} ${currency}, ${rules.monthly_rate} %/month ${rules.interest_method}, ${rules.max_term_months} months, ${rules.guarantors_required} guarantor(s), approved by ${rules.approval}`
    : 'no loans';
  return `fund on: ${rules.saving_kind} saving ${rules.saving_amount} ${currency}; ${loans}`;
}
