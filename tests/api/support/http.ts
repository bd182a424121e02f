import { apiUrl } from './api-target.js';
import { checkAnswerAgainstReference } from './response-contract.js';

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * A plain HTTP client for the running API: what a real client sends and receives, each answer
 * checked against the API reference (response-contract.ts).
 */
export async function api<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: {
    token?: string;
    body?: unknown;
    raw?: BodyInit;
    headers?: Record<string, string>;
    baseUrl?: string;
  } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined = options.raw;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${options.baseUrl ?? apiUrl()}${path}`, {
    method,
    headers,
    body,
  });
  const text = await response.text();
  const contentType = response.headers.get('content-type');
  const isJson = contentType?.includes('application/json');
  const answer = {
    status: response.status,
    body: (isJson && text ? JSON.parse(text) : text) as T,
    headers: response.headers,
  };
  await checkAnswerAgainstReference(method, path, answer.status, answer.body, contentType);
  return answer;
}
