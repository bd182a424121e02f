/** How the API's Node process runs where the scripts start it (see api-runtime.mjs). */
export declare const API_NODE_OPTIONS: string;
export declare const API_NODE_ARGS: string[];
export declare function apiRuntimeEnv(env?: Record<string, string | undefined>): {
  NODE_OPTIONS: string;
  MALLOC_ARENA_MAX: string;
};
