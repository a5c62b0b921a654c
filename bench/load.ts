// Load for the HTTP benchmarks, driven by autocannon (programmatic API): a closed loop
// (`connections` keep-alive clients, each sending its next request once the previous answer
// came) or autocannon's fixed overall rate (`overallRate` requests per second shared by the
// connections: each connection sends its share of every second as soon as it can, then waits for
// the next second). Loopback only. Every answer's latency (from the moment its request was
// written) is kept exactly from autocannon's `response` event, so any percentile can be read and
// allowed statuses (409 for a full slot, 304 for a matching ETag) count as answered, not as errors.
// (autocannon's own latency histogram keeps whole milliseconds of 2xx answers only, and at a fixed
// rate adds made-up samples for an expected interval of Math.ceil(1 / rate) = 1 ms.)
// `runArrivals` is an open loop at a constant arrival rate instead: one request every 1/rate s,
// each on a free keep-alive socket (a new one when all are busy), its latency counted from the
// moment it was due, so a slow answer delays none of the next requests and queueing is measured.
import http from 'node:http';
import autocannon from 'autocannon';

export type LoadResult = {
  /** Answers received (any status). */
  requests: number;
  /** Connection errors, timeouts and answers neither 2xx nor among the allowed statuses. */
  errors: number;
  /** Answers per status code. */
  statuses: Record<number, number>;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

export type RequestSpec = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path, or the path of the i-th request of the run (one sequence over all connections). */
  path: string | ((i: number) => string);
  /** The JSON body of the i-th request. */
  body?: (i: number) => unknown;
  headers?: Record<string, string>;
  /** Status codes that count as success besides 2xx (e.g. 409 for a full slot). */
  okStatuses?: number[];
};

/** The p-th percentile of sorted samples (nearest rank). */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/**
 * autocannon 9 appends every answer's body to a string (`req.body += chunk`, for `expectBody` and
 * `onResponse`, neither used here): at a 20 KB page that decoding takes a whole core of the client
 * at 5,000 answers a second, so a row of big answers measured the client, not the server
 * (mcollina/autocannon#485). Bodies are still read off the socket and counted; only that copy is
 * skipped. When the client's queue is not as expected (another autocannon), nothing changes.
 */
function skipBodies(client: autocannon.Client): void {
  // The queue of a connection's requests is autocannon's own (lib/pipelinedRequestsQueue.js),
  // made before this hook runs; it is not in the typings.
  const queue = (client as unknown as { pipelinedRequests?: { addBody?: (data: unknown) => void } })
    .pipelinedRequests;
  if (typeof queue?.addBody === 'function') queue.addBody = () => {};
}

export async function runLoad(
  baseUrl: string,
  spec: RequestSpec,
  opts: { connections: number; durationMs: number; overallRate?: number },
): Promise<LoadResult> {
  const url = new URL(baseUrl);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    throw new Error('benchmarks target loopback only');
  let counter = 0;
  const method = spec.method ?? 'GET';
  const headers = { ...(spec.body ? { 'content-type': 'application/json' } : {}), ...spec.headers };
  const dynamic = typeof spec.path === 'function' || spec.body !== undefined;
  const options: autocannon.Options = {
    // The path goes in the URL: autocannon takes it from there (a `path` option is not read).
    url: typeof spec.path === 'string' ? new URL(spec.path, baseUrl).toString() : baseUrl,
    connections: opts.connections,
    duration: opts.durationMs / 1000,
    ...(opts.overallRate ? { overallRate: opts.overallRate } : {}),
    method,
    headers,
    setupClient: skipBodies,
    // Each request of the run (whichever connection sends it) takes the next number.
    ...(dynamic
      ? {
          requests: [
            {
              setupRequest: (request) => {
                const i = counter++;
                return {
                  ...request,
                  method,
                  headers,
                  path: typeof spec.path === 'function' ? spec.path(i) : spec.path,
                  ...(spec.body ? { body: JSON.stringify(spec.body(i)) } : {}),
                };
              },
            },
          ],
        }
      : {}),
  };
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let rejected = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (err: unknown, done) => (err ? reject(err) : resolve(done)));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      if ((statusCode < 200 || statusCode >= 300) && !spec.okStatuses?.includes(statusCode)) rejected++;
    });
  });
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    errors: result.errors + rejected,
    statuses,
    rps: latencies.length / result.duration,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
}

/**
 * An open loop at a constant arrival rate: request i is due at start + i / rate and sent then on a
 * free keep-alive socket, whatever the answers before it; its latency runs from the moment it was
 * due to its answer's last byte. Answers not in after 10 s count as errors.
 */
export async function runArrivals(
  baseUrl: string,
  spec: RequestSpec,
  opts: { rate: number; durationMs: number },
): Promise<LoadResult> {
  const url = new URL(baseUrl);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    throw new Error('benchmarks target loopback only');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const method = spec.method ?? 'GET';
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let errors = 0;
  const send = (i: number, due: number) =>
    new Promise<void>((resolve) => {
      const body = spec.body ? JSON.stringify(spec.body(i)) : undefined;
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path: typeof spec.path === 'function' ? spec.path(i) : spec.path,
          agent,
          timeout: 10_000,
          headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...spec.headers },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            latencies.push(performance.now() - due);
            statuses[status] = (statuses[status] ?? 0) + 1;
            if ((status < 200 || status >= 300) && !spec.okStatuses?.includes(status)) errors++;
            resolve();
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => {
        errors++;
        resolve();
      });
      request.end(body);
    });
  const count = Math.round((opts.rate * opts.durationMs) / 1000);
  const start = performance.now();
  const sent: Array<Promise<void>> = [];
  for (let i = 0; i < count; i++) {
    const due = start + (i * 1000) / opts.rate;
    // A timer may fire up to a millisecond early (libuv counts whole milliseconds from the loop's
    // cached time): a request sent before it was due would count a latency below its true one,
    // even a negative one. Wait again until it is due.
    for (let wait = due - performance.now(); wait > 0; wait = due - performance.now()) {
      await new Promise((resolve) => setTimeout(resolve, Math.ceil(wait)));
    }
    sent.push(send(i, due));
  }
  await Promise.all(sent);
  agent.destroy();
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    errors,
    statuses,
    rps: latencies.length / (opts.durationMs / 1000),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
}
