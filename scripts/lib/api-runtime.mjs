/**
 * How the API's Node process runs where these scripts start it for people (`npm start`, `npm run
 * cluster`) and where docs/deployment.md has operators start it. Several instances share a
 * machine, so each is kept small; bench/cluster measures the effect (docs/performance.md):
 * - V8 sizes its young generation on the machine's memory, tens of MiB per semi-space on a
 *   server; 4 MiB semi-spaces cost no measurable CPU per request and most of the idle memory;
 * - capping the old generation makes V8 collect it before it grows under load, not after: the
 *   live heap under the benchmark's load (some 75 MiB) and under a million-row export or a
 *   run of PDF reports stays well below 160 MiB, and each step of the cap down to it took 10 to
 *   15 MiB off an instance's highest RSS for no CPU per request the benchmark can tell;
 * - glibc's malloc keeps one arena per thread that ever allocated (V8's and libuv's threads):
 *   two arenas hold the same work with less memory left in them.
 */
export const API_NODE_OPTIONS = '--max-semi-space-size=4 --max-old-space-size=160';

/**
 * Options Node accepts only on its command line, before the entry file. V8's middle compiler
 * (Maglev) keeps its compilation memory under load, some 15 MiB of an instance's highest RSS,
 * for no CPU per request that the benchmark can tell: without it, hot code goes from the
 * baseline compiler straight to the optimising one.
 */
export const API_NODE_ARGS = ['--no-maglev'];

/**
 * The environment the API process starts with. NODE_OPTIONS already set comes last, so that an
 * operator's own value of a flag (a larger heap where an instance has a machine to itself) wins.
 */
export function apiRuntimeEnv(env = process.env) {
  return {
    NODE_OPTIONS: [API_NODE_OPTIONS, env.NODE_OPTIONS].filter(Boolean).join(' '),
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
  };
}
