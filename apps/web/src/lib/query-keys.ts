/**
 * Query keys shared across features: a mutation in one feature invalidates what another
 * feature reads (saving the settings refreshes the signed-in user, for example).
 */
export const queryKeys = {
  me: ['auth', 'me'] as const,
  settings: ['users', 'me', 'settings'] as const,
  maintenanceStatus: ['maintenance', 'status'] as const,
  health: ['health'] as const,
};
