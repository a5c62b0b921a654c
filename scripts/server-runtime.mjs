// How the server process runs: the Node flags and the environment `npm start` gives it
// (scripts/start.mjs), and the benches' servers too (bench/http.ts), so what they measure is
// what runs. The server's memory targets (RSS idle < 200 MB, under load < 300 MB) are met with
// these; without them V8 and glibc size the process for a machine with memory to spare.

/**
 * V8's heap (node --v8-options):
 * - `--max-semi-space-size=8`: a young generation of 2 × 8 MB instead of 2 × 16 MB. Requests'
 *   short-lived objects still die young; the 16 MB it gives back is resident from the first burst.
 * - `--heap-growing-percent=50`: after each full collection the old generation may grow by half of
 *   what is live before the next one, instead of up to four times it on a machine with several
 *   GB (V8's factor grows with the heap limit). Garbage between collections, and the heap V8 keeps
 *   committed afterwards, stay near the live data (50-70 MB here), at the cost of more frequent
 *   (concurrent) marking under load.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=50'];

/**
 * The environment of a server process: `env` with glibc's malloc limited to two arenas (a known
 * fix for Node's RSS creeping up on glibc: each thread that allocates otherwise gets an arena of
 * its own, up to 8 per core, and each keeps its freed memory). A value already set is kept.
 * @template {Record<string, string | undefined>} T
 * @param {T} env
 * @returns {T & { MALLOC_ARENA_MAX: string }}
 */
export function serverEnv(env) {
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2' };
}
