import { z } from 'zod';

/** The guided multi-step flows and their steps, in order. */
export const GUIDED_FLOWS = {
  onboarding: ['welcome', 'role-selection', 'create-group', 'join-group', 'complete'],
  groupCreation: ['basic-info', 'settings', 'visibility', 'confirmation', 'complete'],
  joinRequest: ['search', 'select', 'request', 'waiting', 'complete'],
} as const;
export type GuidedFlowName = keyof typeof GUIDED_FLOWS;
export const GUIDED_FLOW_NAMES = Object.keys(GUIDED_FLOWS) as GuidedFlowName[];
export type GuidedFlowStep<F extends GuidedFlowName = GuidedFlowName> =
  (typeof GUIDED_FLOWS)[F][number];

export const FLOW_NAV_PLACEMENTS = ['bottom', 'top', 'floating'] as const;
export type FlowNavPlacement = (typeof FLOW_NAV_PLACEMENTS)[number];
export const FEEDBACK_TYPES = ['success', 'error', 'warning', 'info'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
/** The feedback banner hides itself after 4 s. */
export const FEEDBACK_HIDE_MS = 4000;

/** The step a user reached in a flow, kept on the server so a flow resumes on another device. */
export const flowProgressDtoSchema = z.strictObject({
  flow: z.enum(GUIDED_FLOW_NAMES as [GuidedFlowName, ...GuidedFlowName[]]),
  step_index: z.number().int(),
  completed: z.boolean(),
  updated_at: z.string(),
});
export type FlowProgressDto = z.output<typeof flowProgressDtoSchema>;

/** `GET /api/users/me/flows`: the flows started, in GUIDED_FLOWS order. */
export const flowProgressListSchema = z.array(flowProgressDtoSchema);

/** `PUT /api/users/me/flows/:flow`. */
export const flowProgressSchema = z.strictObject({
  step_index: z.number().int().min(0).max(20),
  completed: z.boolean(),
});
export type FlowProgressInput = z.input<typeof flowProgressSchema>;
