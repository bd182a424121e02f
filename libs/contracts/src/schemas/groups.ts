import { z } from 'zod';
import {
  CREATE_GROUP_LIMITS,
  DEFAULT_GROUP_CURRENCY,
  DEFAULT_GROUP_LANGUAGE,
  GROUP_CATEGORIES,
  GROUP_CURRENCIES,
  GROUP_LANGUAGES,
  GROUP_STATUSES,
  ONBOARDING_GROUP_LIMITS,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PAYOUT_FREQUENCIES,
  PAYOUT_ORDER_METHODS,
  PERMANENT_CODE_LENGTH,
} from '../groups.js';
import { groupRulesSchema } from '../group-rules.js';
import { ledgerFits, moneyField } from '../money.js';

/**
 * A day the calendar has. Date.parse rolls 2024-02-30 over to 1 March instead of refusing it,
 * and the database then refused the day itself: a 500 at group creation.
 */
const isoDate = z
  .string({ error: 'dateInvalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'dateInvalid' })
  .refine((v) => isCalendarDay(v), { error: 'dateInvalid' });

function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The amount and the member cap together: every pot and total must fit DECIMAL(18,2). */
function ledgerFitsRefinement(
  group: { contribution_amount: string; max_members: number },
  ctx: z.RefinementCtx,
): void {
  if (!ledgerFits(group.contribution_amount, group.max_members))
    ctx.addIssue({
      code: 'custom',
      message: 'contributionTooLarge',
      path: ['contribution_amount'],
    });
}

const optionalText = (max: number) => z.string().trim().max(max, { error: 'invalidValue' });

/** Fields both creation forms share; the two forms differ in limits and messages. */
const groupSettings = {
  currency: z.enum(GROUP_CURRENCIES, { error: 'currencyInvalid' }).default(DEFAULT_GROUP_CURRENCY),
  payout_frequency: z.enum(PAYOUT_FREQUENCIES, { error: 'invalidValue' }).default('monthly'),
  is_public: z.boolean({ error: 'invalidValue' }).default(true),
  theme: optionalText(40).default('Business'),
  region: optionalText(60).default('Kenya'),
  language: z.enum(GROUP_LANGUAGES, { error: 'languageInvalid' }).default(DEFAULT_GROUP_LANGUAGE),
  category: z.enum(GROUP_CATEGORIES, { error: 'invalidValue' }).optional(),
  payout_order_method: z
    .enum(PAYOUT_ORDER_METHODS, { error: 'invalidValue' })
    .default('join_order'),
  beneficiary_contributes: z.boolean({ error: 'invalidValue' }).default(true),
};

/** The create-group modal and POST /api/groups. */
export const createGroupSchema = z
  .strictObject({
    name: z
      .string({ error: 'groupNameRequired' })
      .trim()
      .min(1, { error: 'groupNameRequired', abort: true })
      .min(3, { error: 'groupNameTooShort' })
      .max(80, { error: 'invalidValue' }),
    description: z
      .string({ error: 'descriptionRequired' })
      .trim()
      .min(1, { error: 'descriptionRequired', abort: true })
      .min(10, { error: 'descriptionTooShort' })
      .max(1000, { error: 'invalidValue' }),
    contribution_amount: moneyField('contributionPositive', 'contributionPositive'),
    max_members: z
      .number({ error: 'maxMembersMin' })
      .int({ error: 'maxMembersMin' })
      .min(CREATE_GROUP_LIMITS.minMembers, { error: 'maxMembersMin' })
      .max(CREATE_GROUP_LIMITS.maxMembers, { error: 'maxMembersMax' })
      .default(CREATE_GROUP_LIMITS.defaultMembers),
    start_date: isoDate.optional(),
    /** The documents' modal sends an empty list; members join by the join paths only. */
    members: z.array(z.never()).max(0).optional(),
    /** Without them the group runs on DEFAULT_GROUP_RULES. */
    rules: groupRulesSchema.optional(),
    ...groupSettings,
  })
  .superRefine(ledgerFitsRefinement);
export type CreateGroupRequest = z.input<typeof createGroupSchema>;

/** The onboarding group form: name, amount and start date required. */
export const onboardingGroupSchema = z
  .strictObject({
    name: z
      .string({ error: 'onboardingRequired' })
      .trim()
      .min(1, { error: 'onboardingRequired', abort: true })
      .min(3, { error: 'groupNameTooShort' })
      .max(80, { error: 'invalidValue' }),
    description: optionalText(1000).default(''),
    contribution_amount: moneyField('onboardingRequired', 'contributionMinimum').refine(
      (v) => Number(v) >= 1,
      { error: 'contributionMinimum' },
    ),
    start_date: z
      .string({ error: 'onboardingRequired' })
      .min(1, { error: 'onboardingRequired', abort: true })
      .pipe(isoDate),
    max_members: z
      .number({ error: 'onboardingMaxMembers' })
      .int({ error: 'onboardingMaxMembers' })
      .min(ONBOARDING_GROUP_LIMITS.minMembers, { error: 'onboardingMaxMembers' })
      .max(ONBOARDING_GROUP_LIMITS.maxMembers, { error: 'onboardingMaxMembers' })
      .default(ONBOARDING_GROUP_LIMITS.defaultMembers),
    ...groupSettings,
  })
  .superRefine(ledgerFitsRefinement);
export type OnboardingGroupRequest = z.input<typeof onboardingGroupSchema>;

export const permanentCodeField = z
  .string({ error: 'permanentCodeRequired' })
  .trim()
  .min(1, { error: 'permanentCodeRequired', abort: true })
  .transform((v) => v.toUpperCase())
  .refine((v) => v.length === PERMANENT_CODE_LENGTH, { error: 'permanentCodeLength' });

/**
 * The version of the group's rules the joining member was shown and accepted; a join naming an
 * older version is refused, so that nobody joins on rules they did not read. Clients that do not
 * show the rules leave it out, and the membership records no acceptance.
 */
const acceptedRulesVersion = z
  .number({ error: 'invalidValue' })
  .int({ error: 'invalidValue' })
  .positive({ error: 'invalidValue' })
  .optional();

export const joinWithPermanentCodeSchema = z.strictObject({
  permanent_code: permanentCodeField,
  accepted_rules_version: acceptedRulesVersion,
});

export const joinWithInvitationCodeSchema = z.strictObject({
  invitation_code: z
    .string({ error: 'invitationCodeRequired' })
    .trim()
    .min(1, { error: 'invitationCodeRequired' })
    .max(32, { error: 'invitationCodeRequired' })
    .transform((v) => v.toUpperCase()),
  accepted_rules_version: acceptedRulesVersion,
});

/** The join-request modal: the motivation message is required. */
export const joinRequestSchema = z.strictObject({
  group_id: z.string().optional(),
  message: z
    .string({ error: 'motivationRequired' })
    .trim()
    .min(1, { error: 'motivationRequired' })
    .max(1000, { error: 'invalidValue' }),
  accepted_rules_version: acceptedRulesVersion,
});

/**
 * POST /api/groups/:id/request-join: a public group joined at once, a private one asked; the
 * body is optional, as the documents' call sends none.
 */
export const requestJoinSchema = z
  .strictObject({ accepted_rules_version: acceptedRulesVersion })
  .optional();

/** GET /api/groups/preview: the group a permanent code opens, shown before joining with it. */
export const groupPreviewQuerySchema = z.object({ permanent_code: permanentCodeField });

export const decideJoinRequestSchema = z.strictObject({
  admin_response: optionalText(500).optional(),
});

const optionalNumber = z.coerce
  .number({ error: 'invalidValue' })
  .nonnegative({ error: 'invalidValue' })
  .optional();

export const pageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: 'invalidValue' })
    .int()
    .min(1)
    .max(PAGE_SIZE_MAX)
    .default(PAGE_SIZE_DEFAULT),
});

/** Explore filters: text over name, description and category, and ranges. */
export const exploreQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  category: z.enum(GROUP_CATEGORIES, { error: 'invalidValue' }).optional(),
  currency: z.enum(GROUP_CURRENCIES, { error: 'currencyInvalid' }).optional(),
  privacy: z.enum(['public', 'private'], { error: 'invalidValue' }).optional(),
  status: z.enum(GROUP_STATUSES, { error: 'invalidValue' }).optional(),
  members_min: optionalNumber,
  members_max: optionalNumber,
  contribution_min: optionalNumber,
  contribution_max: optionalNumber,
});
export type ExploreQuery = z.output<typeof exploreQuerySchema>;

export const searchQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).default(''),
});
