import { afterAll, beforeAll, inject } from 'vitest';
import { startApi, type RunningApi } from './api-process.js';

export interface ApiPair {
  first: RunningApi;
  second: RunningApi;
}

/**
 * Two more API instances on the tests' database sharing one Redis, as production runs them
 * behind a load balancer: what one counts, publishes or closes, the other must see. Started
 * before the tests of the calling `describe` and stopped after them; `env` adds settings.
 */
export function useApiPairSharingRedis(env: () => Record<string, string> = () => ({})): ApiPair {
  const pair = {} as ApiPair;
  beforeAll(async () => {
    const shared = {
      DATABASE_URL: inject('databaseUrl'),
      REDIS_URL: 'redis://127.0.0.1:6379',
      ...env(),
    };
    [pair.first, pair.second] = await Promise.all([startApi(shared), startApi(shared)]);
  });
  afterAll(async () => {
    await Promise.all([pair.first?.stop(), pair.second?.stop()]);
  });
  return pair;
}
