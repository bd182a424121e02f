import { ROLES, type UserDto } from '@tontine/contracts';
import { z } from 'zod';

// The fields the console reads; the rest of the API's UserDto passes through untouched.
const sessionUserSchema = z.looseObject({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(ROLES),
  two_factor_setup_required: z.boolean().optional(),
});

/** The user of an API answer, or null when the answer does not carry one. */
export function readUser(body: unknown): UserDto | null {
  const parsed = sessionUserSchema.safeParse(body);
  return parsed.success ? (parsed.data as unknown as UserDto) : null;
}
