// Types of server-runtime.mjs for the TypeScript that imports it (bench/http.ts).
export declare const SERVER_NODE_FLAGS: readonly string[];
export declare function serverEnv<T extends Record<string, string | undefined>>(
  env: T,
): T & { MALLOC_ARENA_MAX: string };
