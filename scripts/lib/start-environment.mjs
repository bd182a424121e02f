/**
 * The API's environment under `npm start`: the demo accounts seeded on an empty database, and
 * warnings and errors only on the terminal, so that the address and the demo accounts printed
 * as the API starts stay the last lines; LOG_LEVEL=info shows every request. What the caller
 * set wins. (The listen address follows from the demo accounts: apps/api/src/config.)
 */
export function startEnvironment(env) {
  return { SEED_DEMO: 'true', LOG_LEVEL: 'warn', ...env };
}
