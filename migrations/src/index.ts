import { Foundation1763700000000 } from './1763700000000-foundation.js';

/** Every migration, in order. The API runs them at start. */
export const migrations = [Foundation1763700000000];
export { roundTrip } from './run-all.js';
