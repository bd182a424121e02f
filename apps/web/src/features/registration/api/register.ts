import {
  REGISTRATION_FIRST_TIMEOUT_MS,
  REGISTRATION_MAX_ATTEMPTS,
  REGISTRATION_RETRY_DELAY_MS,
  REGISTRATION_RETRY_TIMEOUT_MS,
  REGISTRATION_RETRY_TIMEOUT_STEP_MS,
  type AuthResponse,
  type RegisterRequest,
} from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** POST /api/auth/register, one attempt. */
export function register(body: RegisterRequest, timeoutMs: number): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/auth/register', {
    method: 'POST',
    body,
    timeoutMs,
    authenticated: false,
  });
}

/** 15 s for the first attempt, then 20 s plus 5 s for each retry already made. */
export function registrationTimeout(attempt: number): number {
  return attempt === 1
    ? REGISTRATION_FIRST_TIMEOUT_MS
    : REGISTRATION_RETRY_TIMEOUT_MS + REGISTRATION_RETRY_TIMEOUT_STEP_MS * (attempt - 1);
}

/** Only a lost or timed-out request is worth sending again; an HTTP answer is final. */
function isRetryable(error: unknown): boolean {
  return isApiError(error) && error.kind !== 'http';
}

export interface RegisterRetryOptions {
  /** Called before each new attempt, with its number (2, 3). */
  onRetry?: (attempt: number) => void;
  /** Waits between attempts; replaced in tests. */
  wait?: (ms: number) => Promise<void>;
  /** Sends one attempt; replaced in tests. */
  send?: typeof register;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Registration with the documents' retries: up to 3 attempts, 2 s × attempt number apart,
 * only after a network failure or a timeout.
 */
export async function registerWithRetry(
  body: RegisterRequest,
  { onRetry, wait = sleep, send = register }: RegisterRetryOptions = {},
): Promise<AuthResponse> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send(body, registrationTimeout(attempt));
    } catch (error) {
      if (!isRetryable(error) || attempt >= REGISTRATION_MAX_ATTEMPTS) throw error;
      await wait(REGISTRATION_RETRY_DELAY_MS * attempt);
      onRetry?.(attempt + 1);
    }
  }
}
