import { DEMO_ACCOUNTS, type AuthResponse } from '@tontine/contracts';
import { api } from './http.js';

/** Signs in one of the seeded demo accounts (the test API starts with SEED_DEMO). */
export async function signInAs(account: keyof typeof DEMO_ACCOUNTS): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS[account];
  const answer = await api<AuthResponse>('POST', '/api/auth/login', { body: { email, password } });
  if (answer.status !== 200)
    throw new Error(`sign-in as ${account} failed: ${JSON.stringify(answer.body)}`);
  return answer.body.access_token;
}
