import { z } from 'zod';
import type { ApiClient } from '../api/api-client';
import type { DesktopHandlers } from './desktop-handlers';

const apiRequestSchema = z.strictObject({
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  // The full rule (normalised URL under /api/) is applied again by the client.
  path: z.string().max(2048).startsWith('/api/'),
  body: z.unknown().optional(),
});

/**
 * The API operations. Sign-in arguments are only bounded here: the API judges the e-mail,
 * password and code with the same schema as the web client, and its answer is what the
 * operator sees.
 */
export function createApiHandlers(
  client: ApiClient,
  apiBaseUrl: string,
): Pick<DesktopHandlers, 'apiBaseUrl' | 'request' | 'signIn' | 'signOut'> {
  return {
    apiBaseUrl: { args: z.tuple([]), run: async () => apiBaseUrl },
    request: { args: z.tuple([apiRequestSchema]), run: (request) => client.request(request) },
    signIn: {
      // The code may be absent, or undefined when the preload passes it on unset.
      args: z.tuple([z.string().max(254), z.string().max(128), z.string().max(32).optional()]),
      run: (email, password, otp) => client.signIn(email, password, otp),
    },
    signOut: { args: z.tuple([]), run: () => client.signOut() },
  };
}
