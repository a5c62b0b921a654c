// A small closed-loop HTTP load generator for the benchmarks: `connections` keep-alive clients
// each send the next request as soon as the previous answer arrived, for `durationMs`.
// Loopback only. Latencies are kept exactly, so any percentile can be read.
import http from 'node:http';

export type LoadResult = {
  requests: number;
  errors: number;
  non2xx: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
};

export type RequestSpec = {
  method?: 'GET' | 'POST' | 'PUT';
  path: string | ((i: number) => string);
  body?: (i: number) => unknown;
  headers?: Record<string, string>;
  /** Status codes that count as success besides 2xx (e.g. 409 for a full slot). */
  okStatuses?: number[];
};

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export async function runLoad(
  baseUrl: string,
  spec: RequestSpec,
  opts: { connections: number; durationMs: number },
): Promise<LoadResult> {
  const url = new URL(baseUrl);
  if (!['127.0.0.1', 'localhost', '::1'].includes(url.hostname))
    throw new Error('benchmarks target loopback only');
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let counter = 0;
  const end = performance.now() + opts.durationMs;

  const once = (i: number) =>
    new Promise<void>((resolve) => {
      const path = typeof spec.path === 'function' ? spec.path(i) : spec.path;
      const payload = spec.body ? JSON.stringify(spec.body(i)) : undefined;
      const started = performance.now();
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path,
          method: spec.method ?? 'GET',
          agent,
          headers: {
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
            ...spec.headers,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - started);
            const ok = (res.statusCode ?? 0) < 300 || spec.okStatuses?.includes(res.statusCode ?? 0);
            if (!ok) non2xx++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      if (payload) req.write(payload);
      req.end();
    });

  const started = performance.now();
  await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      while (performance.now() < end) await once(counter++);
    }),
  );
  agent.destroy();
  return summary(latencies, errors, non2xx, (performance.now() - started) / 1000);
}

/** The figures of a run from its latencies (sorted here). */
function summary(latencies: number[], errors: number, non2xx: number, elapsedSeconds: number): LoadResult {
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    non2xx,
    rps: latencies.length / elapsedSeconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/**
 * Open loop: requests sent on a schedule (`rate` per second for `durationMs`), whether or not
 * earlier ones were answered, as independent visitors arrive. Each latency counts from the
 * request's scheduled time, so a server that falls behind shows it (no coordinated omission).
 */
export async function runOpenLoop(
  baseUrl: string,
  path: string,
  opts: { rate: number; durationMs: number },
): Promise<LoadResult & { max: number }> {
  const url = new URL(baseUrl);
  if (!['127.0.0.1', 'localhost', '::1'].includes(url.hostname))
    throw new Error('benchmarks target loopback only');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round((opts.rate * opts.durationMs) / 1000);
  const gap = 1000 / opts.rate;
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const start = performance.now() + 50;
  const sent: Array<Promise<void>> = [];
  for (let k = 0; k < total; k++) {
    const scheduled = start + k * gap;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    sent.push(
      new Promise<void>((resolve) => {
        const req = http.request({ host: url.hostname, port: url.port, path, agent }, (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - scheduled);
            if ((res.statusCode ?? 0) >= 300) non2xx++;
            resolve();
          });
        });
        req.on('error', () => {
          errors++;
          resolve();
        });
        req.end();
      }),
    );
  }
  await Promise.all(sent);
  agent.destroy();
  const result = summary(latencies, errors, non2xx, (performance.now() - start) / 1000);
  return { ...result, max: latencies.at(-1) ?? NaN };
}
