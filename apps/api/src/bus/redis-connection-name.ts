/**
 * The name a Redis connection of this process gives itself (CLIENT SETNAME), so that CLIENT
 * LIST tells which instance holds which connection and for what.
 */
export function redisConnectionName(purpose: string): string {
  return `tontine:${process.pid}:${purpose}`;
}
