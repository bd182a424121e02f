import {
  isPositiveMoney,
  type LoanApproval,
  type LoanInterestMethod,
  type SavingKind,
  type SavingsRulesDto,
  type SavingsRulesInput,
} from '@tontine/contracts';
import { decimalText, plainDecimal } from './saving-amount';

/** The fund's rules as the modal holds them: the number inputs answer '' while empty. */
export interface SavingsRulesFormValues {
  enabled: boolean;
  saving_kind: SavingKind;
  saving_amount: number | string;
  loan_multiple: number | string;
  loan_cap: number | string;
  interest_method: LoanInterestMethod;
  monthly_rate: number | string;
  max_term_months: number | string;
  guarantors_required: number | string;
  approval: LoanApproval;
}

/** The fields of the form, in the order they show: a refusal names one of them. */
export const SAVINGS_RULES_FIELDS = [
  'enabled',
  'saving_kind',
  'saving_amount',
  'loan_multiple',
  'loan_cap',
  'interest_method',
  'monthly_rate',
  'max_term_months',
  'guarantors_required',
  'approval',
] as const satisfies readonly (keyof SavingsRulesFormValues)[];

/**
 * The values the modal opens with: the rules as they stand. Setting a fund up from the card
 * that says there is none starts with the fund on, which is what the admin came for, and the
 * saving's amount empty rather than the 0 of a fund never set.
 */
export function savingsRulesFormValues(
  rules: SavingsRulesDto,
  { setUp = false }: { setUp?: boolean } = {},
): SavingsRulesFormValues {
  return {
    enabled: setUp || rules.enabled,
    saving_kind: rules.saving_kind,
    saving_amount:
      setUp && !isPositiveMoney(rules.saving_amount) ? '' : plainDecimal(rules.saving_amount),
    loan_multiple: plainDecimal(rules.loan_multiple),
    loan_cap: plainDecimal(rules.loan_cap),
    interest_method: rules.interest_method,
    monthly_rate: plainDecimal(rules.monthly_rate),
    max_term_months: rules.max_term_months,
    guarantors_required: rules.guarantors_required,
    approval: rules.approval,
  };
}

const wholeNumber = (value: number | string) => (value === '' ? Number.NaN : Number(value));

/** The rules as the API reads them, for `savingsRulesSchema` to check as the API will. */
export function savingsRulesBody(values: SavingsRulesFormValues): SavingsRulesInput {
  return {
    enabled: values.enabled,
    saving_kind: values.saving_kind,
    saving_amount: decimalText(values.saving_amount),
    loan_multiple: decimalText(values.loan_multiple),
    loan_cap: decimalText(values.loan_cap),
    interest_method: values.interest_method,
    monthly_rate: decimalText(values.monthly_rate),
    max_term_months: wholeNumber(values.max_term_months),
    guarantors_required: wholeNumber(values.guarantors_required),
    approval: values.approval,
  };
}
