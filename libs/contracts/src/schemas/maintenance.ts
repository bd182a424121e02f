import { z } from 'zod';
import { emailField } from './fields.js';

export const maintenanceToggleSchema = z.strictObject({
  enabled: z.boolean({ error: 'invalidValue' }),
  message: z.string().trim().max(500, { error: 'invalidValue' }).optional(),
  estimated_time: z.string().trim().max(100, { error: 'invalidValue' }).optional(),
});
export type MaintenanceToggle = z.input<typeof maintenanceToggleSchema>;

export const maintenanceSubscribeSchema = z.strictObject({
  email: z
    .string({ error: 'emailMissingAt' })
    .trim()
    .min(1, { error: 'emailMissingAt' })
    .pipe(emailField),
});

export const maintenanceStatusSchema = z.strictObject({
  enabled: z.boolean(),
  message: z.string(),
  estimated_time: z.string(),
  contact_email: z.string().nullable(),
  updated_at: z.string(),
});
export type MaintenanceStatus = z.output<typeof maintenanceStatusSchema>;
