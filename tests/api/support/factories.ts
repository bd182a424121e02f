import type { AuthResponse, RegisterRequest, UserDto } from '@tontine/contracts';
import { api } from './http.js';

let counter = 0;

export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@integration.test`;
}

export function registration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    first_name: 'Amani',
    last_name: 'Wekesa',
    email: uniqueEmail(),
    password: 'Str0ngPassw0rd',
    country: 'KE',
    preferred_language: 'sw',
    phone_number: '+254 712 345 678',
    accept_terms: true,
    receive_newsletter: true,
    ...overrides,
  };
}

export interface TestUser {
  token: string;
  user: UserDto;
  email: string;
  password: string;
}

/** Registers a real account through the API. */
export async function makeUser(overrides: Partial<RegisterRequest> = {}): Promise<TestUser> {
  const body = registration(overrides);
  const answer = await api<AuthResponse>('POST', '/api/auth/register', { body });
  if (answer.status !== 201) throw new Error(`register failed: ${JSON.stringify(answer.body)}`);
  return {
    token: answer.body.access_token,
    user: answer.body.user,
    email: body.email,
    password: body.password,
  };
}
